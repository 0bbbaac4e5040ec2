import type { MockLink } from '@apollo/client/testing';
import { FamilyTreeStatsDocument } from '../familyStatsQuery';
import { FamilyTreeDocument } from '../familyTreeQuery';
import { ConnectionRequestsDocument } from '../sidebar/connectionRequestsQuery';
import { ConnectionsDocument } from '../sidebar/connectionsQuery';
import { ConnectionSuggestionsDocument } from '../sidebar/connectionSuggestionsQuery';
import { treeWindow } from './treeFixtures';
import { TreeDetailsDocument, TreesDocument } from '../sharing/treeQueries';
import type { ChartStyle, TreeRole, UnlockableFeature } from '../../../gql/graphql';
import { TreeChartStyleDocument } from '../chart-style/chartStyleQueries';
import { TreePeopleDocument, UnplacedMembersDocument } from '../people/peopleQueries';

export function treeMock(window: ReturnType<typeof treeWindow>, focusId?: string): MockLink.MockedResponse {
  return {
    request: { query: FamilyTreeDocument, variables: { treeId: undefined, focusId, generationsUp: 2, generationsDown: 2 } },
    result: { data: { familyTree: window } },
  };
}

export function statsMock(memberCount: number, relationshipCount = 0, connectionCount = 0, memoryCount = 0): MockLink.MockedResponse {
  // Asked first for the tree opened last, then for the tree the window says it shows.
  return {
    request: { query: FamilyTreeStatsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { familyStats: { __typename: 'FamilyStats', memberCount, memoryCount, relationshipCount, connectionCount } } },
  };
}

/** The tree being shown (id tree-1, as the fixtures' windows say) with the viewer's role in it. */
export function treeDetailsMock(role: TreeRole = 'owner', access: object[] = []): MockLink.MockedResponse[] {
  const mayEdit = role !== 'viewer';
  const tree = {
    __typename: 'Tree',
    id: 'tree-1',
    name: 'The Rivera family',
    viewerRole: role,
    livingYears: 110,
    showLivingDetails: false,
    viewerBranch: null,
    viewerCan: { __typename: 'TreePermissions', edit: mayEdit, share: role === 'owner', configure: role === 'owner', delete: role === 'owner', leave: role !== 'owner' },
    access,
  };
  return [
    { request: { query: TreeDetailsDocument, variables: { id: 'tree-1' } }, result: { data: { tree } }, maxUsageCount: 5 },
    { request: { query: TreesDocument }, result: { data: { trees: [{ __typename: 'Tree', id: 'tree-1', name: tree.name, viewerRole: role }] } }, maxUsageCount: 5 },
  ];
}

/** The viewer's chart style and the features they have unlocked (by default: classic, nothing unlocked). */
export function chartStyleMock(chartStyle: ChartStyle = 'classic', unlockedFeatures: UnlockableFeature[] = []): MockLink.MockedResponse {
  return {
    request: { query: TreeChartStyleDocument },
    maxUsageCount: 5,
    result: { data: { myRewards: { __typename: 'UserRewards', chartStyle, unlockedFeatures } } },
  };
}

/** The sidebar's queries, answered with empty lists; the tree shown is the viewer's own. */
/** The people list and unplaced people: asked for only once the tree has come. */
export const isPeopleMock = (mock: MockLink.MockedResponse) => mock.request.query === TreePeopleDocument || mock.request.query === UnplacedMembersDocument;

export const emptySidebarMocks: MockLink.MockedResponse[] = [
  ...treeDetailsMock(),
  {
    request: { query: ConnectionSuggestionsDocument, variables: { first: 5, offset: 0 } },
    result: { data: { connectionSuggestions: { __typename: 'ConnectionSuggestionPage', hasMore: false, nodes: [] } } },
  },
  {
    request: { query: ConnectionRequestsDocument },
    result: { data: { connectionRequests: { __typename: 'ConnectionRequests', incoming: [], outgoing: [] } } },
  },
  { request: { query: ConnectionsDocument }, result: { data: { connections: [] } } },
  // The list of the tree's people beside the chart, and nobody unplaced.
  {
    request: { query: TreePeopleDocument, variables: { treeId: 'tree-1', search: null, first: 12, offset: 0, orderBy: 'name' } },
    maxUsageCount: 10,
    result: { data: { familyMembers: { __typename: 'FamilyMemberPage', totalCount: 0, nodes: [] } } },
  },
  { request: { query: UnplacedMembersDocument, variables: { treeId: 'tree-1' } }, maxUsageCount: 10, result: { data: { unplacedMembers: [] } } },
  // The chart in the classic style.
  chartStyleMock(),
];
