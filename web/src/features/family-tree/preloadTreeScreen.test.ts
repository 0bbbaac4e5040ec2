import { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { TREE_CHART_STYLE_QUERY, TREE_WINDOW_QUERY } from '../../../../shared/boot/index.ts';
import { primeBootJson } from '../../session/bootJson';
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

  it('puts the near window and the chart style the server wrote into the page into the cache, asking for neither, and reads the whole window at once', async () => {
    const near = { treeId: 'tree-1', focusId: 'me', generationsUp: 2, generationsDown: 2 };
    const chartStyle = styleMock.result.data;
    primeBootJson({ currentUser: { me: null }, treeWindow: { variables: near, data: { familyTree: riveraFamily() }, chartStyle } });
    try {
      // Only the whole window is mocked: a request for the near window or the style would fail, and leave the cache without them.
      const whole = { treeId: 'tree-1', focusId: 'me', generationsUp: 5, generationsDown: 2 };
      const client = clientWith([{ request: { query: FamilyTreeColumnsDocument, variables: whole }, result: { data: { familyTreeColumns: columns } } }]);
      await preloadTreeScreen(client, { pathname: '/family-tree', search: '?tree=tree-1&focus=me&up=5' });
      expect(client.readQuery({ query: FamilyTreeDocument, variables: near })?.familyTree.nodes.length).toBe(riveraFamily().nodes.length);
      expect(client.readQuery({ query: TreeChartStyleDocument })?.myRewards.chartStyle).toBe('heritage');
      expect(readAtOpening(near)).toBe(true);
      // The first frame is the server's, on screen already: the whole window is read as the app starts, not after the app's first frame.
      expect(client.readQuery({ query: FamilyTreeColumnsDocument, variables: whole })?.familyTreeColumns.treeId).toBe('tree-1');

      // The whole window failing (offline, signed out) is left to the screen: the rest is read all the same.
      const failing = clientWith([]);
      await expect(preloadTreeScreen(failing, { pathname: '/family-tree', search: '?tree=tree-1&focus=me&up=5' })).resolves.toBeUndefined();
      expect(failing.readQuery({ query: FamilyTreeDocument, variables: near })?.familyTree.nodes.length).toBe(riveraFamily().nodes.length);
      expect(failing.readQuery({ query: FamilyTreeColumnsDocument, variables: whole })).toBeNull();

      // Written for another address (the page was drawn for another person), it is not used: the window is asked for.
      const other = { ...near, focusId: 'someone-else' };
      const asking = clientWith([{ request: { query: FamilyTreeDocument, variables: other }, result: { data: { familyTree: { ...riveraFamily(), focusId: 'someone-else' } } } }]);
      await preloadTreeScreen(asking, { pathname: '/family-tree', search: '?tree=tree-1&focus=someone-else' });
      expect(asking.readQuery({ query: FamilyTreeDocument, variables: other })?.familyTree.focusId).toBe('someone-else');
      expect(asking.readQuery({ query: FamilyTreeDocument, variables: near })).toBeNull();
    } finally {
      primeBootJson({ currentUser: { me: null } });
    }
  });

  it("has the server ask the very queries the screen asks (shared/boot keeps a copy of the screen's documents)", () => {
    const withoutTypenames = (query: string) => query.split('\n').filter((line) => line.trim() !== '__typename').join('\n');
    expect(print(FamilyTreeDocument)).toBe(withoutTypenames(TREE_WINDOW_QUERY));
    expect(print(TreeChartStyleDocument)).toBe(withoutTypenames(TREE_CHART_STYLE_QUERY));
  });
});
