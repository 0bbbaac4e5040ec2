import { closeFamilyOf, kinshipOf, noKinship } from './kinship';
import { relativeToward } from './keyboardNavigation';
import { layoutTree } from './layout';
import { riveraFamily, treeEdge, treeNode, treeWindow } from '../test/treeFixtures';

describe('relativeToward', () => {
  const window = riveraFamily();
  const layout = layoutTree(window);
  const kinship = kinshipOf(window.edges);
  const go = (from: string, step: 'up' | 'down' | 'left' | 'right', cameFrom?: string) => relativeToward(layout, kinship, from, step, cameFrom);
  const row = (generation: number) => layout.rows.find((r) => r.generation === generation)!.people.map((p) => p.id);

  it('goes up to a parent and down to a child', () => {
    expect(['dad', 'mum']).toContain(go('me', 'up'));
    expect(['kid', 'baby']).toContain(go('me', 'down'));
    expect(go('kid', 'down')).toBe('grandkid');
    expect(['grandpaLee', 'grandmaLee']).toContain(go('mum', 'up'));
  });

  it('goes back to the person the last step came from', () => {
    expect(go('dad', 'down', 'sister')).toBe('sister');
    expect(go('kid', 'up', 'spouse')).toBe('spouse');
  });

  it('goes left and right to the neighbours in the row, and nowhere past its ends', () => {
    const focusRow = row(0);
    const index = focusRow.indexOf('me');
    expect(go('me', 'right')).toBe(focusRow[index + 1] ?? null);
    expect(go('me', 'left')).toBe(focusRow[index - 1] ?? null);
    expect(go(focusRow[0], 'left')).toBeNull();
    expect(go(focusRow.at(-1)!, 'right')).toBeNull();
  });

  it('says there is nobody above the eldest or below the youngest', () => {
    expect(go('grandpaRivera', 'up')).toBeNull();
    expect(go('grandkid', 'down')).toBeNull();
  });

  it('without parents in the chart, goes to the nearest person of the row above', () => {
    expect(go('spouse', 'up')).toBe(row(-1).reduce((best, id) =>
      Math.abs(layout.byId.get(id)!.x - layout.byId.get('spouse')!.x) < Math.abs(layout.byId.get(best)!.x - layout.byId.get('spouse')!.x) ? id : best,
    ));
    expect(relativeToward(layout, noKinship, 'kid', 'down')).toBe('grandkid');
  });

  it('finds nobody for someone not in the chart', () => {
    expect(go('stranger', 'up')).toBeNull();
  });
});

describe('kinshipOf', () => {
  it('reads parents, children and partners from the relationships', () => {
    const window = treeWindow(
      'me',
      [treeNode('me', 0), treeNode('dad', -1), treeNode('kid', 1), treeNode('wife', 0)],
      [treeEdge('parent', 'dad', 'me'), treeEdge('parent', 'me', 'kid'), treeEdge('partner', 'me', 'wife', 'married'), treeEdge('cousin', 'me', 'dad')],
    );
    const kinship = kinshipOf(window.edges);
    expect(kinship.parentsOf('me')).toEqual(['dad']);
    expect(kinship.childrenOf('me')).toEqual(['kid']);
    expect(kinship.partnersOf('wife')).toEqual(['me']);
    expect(kinship.parentsOf('nobody')).toEqual([]);
  });

  it('gathers the close family: partners, two generations up and two down', () => {
    const close = closeFamilyOf(kinshipOf(riveraFamily().edges), 'me');
    expect([...close].sort()).toEqual(
      ['baby', 'dad', 'grandkid', 'grandmaLee', 'grandmaRivera', 'grandpaLee', 'grandpaRivera', 'kid', 'me', 'mum', 'spouse'].sort(),
    );
  });
});
