import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { FamilyInsightsQuery, InsightGroup } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DismissInsightDocument, FamilyInsightsDocument, InsightTreesDocument } from './insightsQueries';
import { InsightsPage } from './InsightsPage';

type Node = FamilyInsightsQuery['familyInsights']['nodes'][number];

const person = (id: string, fullName: string) => ({ __typename: 'FamilyMember' as const, id, fullName, treeId: 't1' });
const olga = person('p1', 'Olga Stone');
const margaret = person('p2', 'Margaret Stone');
const margret = person('p3', 'Margret Stone');

// The client's cache reads every object with its type name, which the generated types leave out.
const point = (personId: string, field: Node['dataPoints'][number]['field'], value: string) => ({ __typename: 'InsightDataPoint', personId, field, value }) as Node['dataPoints'][number];
const act = (kind: NonNullable<Node['action']>['kind'], personIds: string[]) => ({ __typename: 'InsightAction', kind, personIds }) as NonNullable<Node['action']>;

const oldest = {
  __typename: 'FamilyInsight', id: 'i1', treeId: 't1', type: 'OLDEST_LIVING', group: 'STORY', title: 'Oldest living relative',
  sentence: 'Olga Stone is the oldest living relative in the tree, aged 105.', people: [olga],
  dataPoints: [point('p1', 'name', 'Olga Stone'), point('p1', 'birth', '3 MAR 1921')],
  action: act('OPEN_PERSON', ['p1']),
} as Node;
const duplicate = {
  __typename: 'FamilyInsight', id: 'i2', treeId: 't1', type: 'POSSIBLE_DUPLICATE', group: 'DUPLICATES', title: 'Possible duplicate',
  sentence: 'Margaret Stone and Margret Stone may be the same person: a similar name, the same birth date.', people: [margaret, margret], dataPoints: [],
  action: act('COMPARE_PEOPLE', ['p2', 'p3']),
} as Node;

const trees: MockLink.MockedResponse = { request: { query: InsightTreesDocument }, result: { data: { trees: [{ __typename: 'Tree', id: 't1', name: 'Stone family' }] } } };
const group = (g: InsightGroup, nodes: Node[], canEdit = true): MockLink.MockedResponse => ({
  request: { query: FamilyInsightsDocument, variables: { treeId: 't1', group: g, first: 10 } },
  result: { data: { familyInsights: { __typename: 'FamilyInsightPage', treeId: 't1', hasMore: false, computedAt: '2026-12-04T12:00:00Z', updating: false, viewerCanEdit: canEdit, nodes } } },
  maxUsageCount: 3,
});

const render = (mocks: MockLink.MockedResponse[]) => renderWithProviders(<InsightsPage />, { mocks: [trees, ...mocks], route: '/ai-insights' });

describe('InsightsPage', () => {
  it('shows each group under its heading, each finding with its people as links and its facts', async () => {
    render([group('STORY', [oldest]), group('DAYS', []), group('DUPLICATES', [duplicate]), group('GAPS', [])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    const finding = await screen.findByRole('article', { name: 'Oldest living relative' });
    expect(finding).toHaveTextContent('Olga Stone is the oldest living relative in the tree, aged 105.');
    expect(within(finding).getByRole('link', { name: 'Olga Stone' })).toHaveAttribute('href', '/family-tree?tree=t1&focus=p1');
    expect(finding).toHaveTextContent('Born 3 March 1921 (Olga Stone)');
    expect(screen.getByRole('heading', { level: 2, name: 'Possible duplicates' })).toBeInTheDocument();
    const pair = screen.getByRole('article', { name: 'Possible duplicate' });
    expect(within(pair).getByRole('button', { name: 'Compare and merge' })).toBeEnabled();
    expect(within(pair).getByRole('button', { name: 'Not the same person' })).toBeEnabled();
    expect(await screen.findByText('No gaps or dates to check. Well kept!')).toBeInTheDocument();
  });

  it('offers a viewer who may not edit only to open the two people of a possible duplicate', async () => {
    render([group('STORY', [], false), group('DAYS', [], false), group('DUPLICATES', [duplicate], false), group('GAPS', [], false)]);
    const pair = await screen.findByRole('article', { name: 'Possible duplicate' });
    expect(within(pair).queryByRole('button', { name: 'Compare and merge' })).toBeNull();
    expect(within(pair).getByRole('link', { name: 'Open Margret Stone' })).toHaveAttribute('href', '/family-tree?tree=t1&focus=p3');
  });

  it('dismisses a finding', async () => {
    let dismissed = false;
    const dismiss: MockLink.MockedResponse = {
      request: { query: DismissInsightDocument, variables: { id: 'i1' } },
      result: () => {
        dismissed = true;
        return { data: { dismissInsight: 'i1' } };
      },
    };
    render([group('STORY', [oldest]), group('DAYS', []), group('DUPLICATES', []), group('GAPS', []), dismiss]);
    const finding = await screen.findByRole('article', { name: 'Oldest living relative' });
    fireEvent.click(within(finding).getByRole('button', { name: 'Dismiss: Oldest living relative' }));
    await waitFor(() => expect(dismissed).toBe(true));
  });

  it('says when the findings could not be loaded', async () => {
    render([{ request: { query: FamilyInsightsDocument, variables: { treeId: 't1', group: 'STORY', first: 10 } }, error: new Error('down') }, group('DAYS', []), group('DUPLICATES', []), group('GAPS', [])]);
    expect(await screen.findByText('The findings could not be loaded.')).toBeInTheDocument();
  });
});
