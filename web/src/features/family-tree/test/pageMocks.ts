import type { MockLink } from '@apollo/client/testing';
import { FamilyTreeStatsDocument } from '../familyStatsQuery';
import { FamilyTreeDocument } from '../familyTreeQuery';
import { ConnectionRequestsDocument } from '../sidebar/connectionRequestsQuery';
import { ConnectionsDocument } from '../sidebar/connectionsQuery';
import { ConnectionSuggestionsDocument } from '../sidebar/connectionSuggestionsQuery';
import { treeWindow } from './treeFixtures';

export function treeMock(window: ReturnType<typeof treeWindow>, focusId?: string): MockLink.MockedResponse {
  return {
    request: { query: FamilyTreeDocument, variables: { focusId, generationsUp: 2, generationsDown: 2 } },
    result: { data: { familyTree: window } },
  };
}

export function statsMock(memberCount: number, relationshipCount = 0, connectionCount = 0): MockLink.MockedResponse {
  return {
    request: { query: FamilyTreeStatsDocument },
    result: { data: { familyStats: { __typename: 'FamilyStats', memberCount, relationshipCount, connectionCount } } },
  };
}

/** The sidebar's queries, answered with empty lists. */
export const emptySidebarMocks: MockLink.MockedResponse[] = [
  {
    request: { query: ConnectionSuggestionsDocument, variables: { first: 5, offset: 0 } },
    result: { data: { connectionSuggestions: { __typename: 'ConnectionSuggestionPage', hasMore: false, nodes: [] } } },
  },
  {
    request: { query: ConnectionRequestsDocument },
    result: { data: { connectionRequests: { __typename: 'ConnectionRequests', incoming: [], outgoing: [] } } },
  },
  { request: { query: ConnectionsDocument }, result: { data: { connections: [] } } },
];
