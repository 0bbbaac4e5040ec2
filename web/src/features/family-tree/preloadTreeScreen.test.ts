import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { createCache } from '../../apollo/cache';
import { TreeChartStyleDocument } from './chart-style/chartStyleQueries';
import { FamilyTreeColumnsDocument, FamilyTreeDocument } from './familyTreeQuery';
import { preloadTreeScreen } from './preloadTreeScreen';
import { OPENING_READ_FRESH_MS, readAtOpening } from './openingRead';
import { riveraFamily } from './test/treeFixtures';

const columns = { __typename: 'TreeColumns' as const, treeId: 'tree-1', focusId: 'me', size: 0, hasMoreAbove: false, hasMoreBelow: false, columns: { people: {}, relationships: {} } };

const styleMock = {
  request: { query: TreeChartStyleDocument },
  result: { data: { myRewards: { __typename: 'UserRewards', chartStyle: 'heritage', unlockedFeatures: ['chart_heritage_style'] } } },
};

function clientWith(mocks: MockLink.MockedResponse[]) {
  return new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
}

describe('preloadTreeScreen', () => {
  it('reads the near window and the chart style into the cache before the screen renders, and leaves the whole window for after the first frame', async () => {
    const near = { treeId: 'tree-1', focusId: 'me', generationsUp: 2, generationsDown: 2 };
    const whole = { treeId: 'tree-1', focusId: 'me', generationsUp: 5, generationsDown: 2 };
    const client = clientWith([
      { request: { query: FamilyTreeDocument, variables: near }, result: { data: { familyTree: riveraFamily() } } },
      { request: { query: FamilyTreeColumnsDocument, variables: whole }, result: { data: { familyTreeColumns: columns } } },
      styleMock,
    ]);
    await preloadTreeScreen(client, { pathname: '/family-tree', search: '?tree=tree-1&focus=me&up=5' });
    expect(client.readQuery({ query: FamilyTreeDocument, variables: near })?.familyTree.nodes.length).toBe(riveraFamily().nodes.length);
    expect(client.readQuery({ query: TreeChartStyleDocument })?.myRewards.chartStyle).toBe('heritage');
    expect(client.readQuery({ query: FamilyTreeColumnsDocument, variables: whole })).toBeNull();
    // The screen shows that answer without asking for it again at once; another window, or later, it asks.
    expect(readAtOpening(near)).toBe(true);
    expect(readAtOpening({ ...near, focusId: 'someone-else' })).toBe(false);
    expect(readAtOpening(near, Date.now() + OPENING_READ_FRESH_MS)).toBe(false);
  });

  it('reads nothing on other pages, and only the near window for an everyday view', async () => {
    const near = { treeId: undefined, focusId: undefined, generationsUp: 2, generationsDown: 2 };
    const client = clientWith([{ request: { query: FamilyTreeDocument, variables: near }, result: { data: { familyTree: riveraFamily() } } }, styleMock]);
    await preloadTreeScreen(client, { pathname: '/profile', search: '' });
    await preloadTreeScreen(client, { pathname: '/family-tree', search: '' });
    expect(client.readQuery({ query: FamilyTreeDocument, variables: near })?.familyTree.focusId).toBe('me');
  });
});
