import { CARD_HEIGHT, CARD_WIDTH, ROW_HEIGHT, SLOT_WIDTH } from './constants';
import { layoutTree, type TreeLayout } from './layout';
import { bigDescendantWindow, family, riveraFamily, treeEdge, treeNode, treeWindow } from '../test/treeFixtures';

const at = (layout: TreeLayout, id: string) => {
  const person = layout.byId.get(id);
  if (!person) throw new Error(`${id} was not placed`);
  return person;
};

function expectNoOverlaps(layout: TreeLayout) {
  for (const row of layout.rows) {
    for (let i = 1; i < row.people.length; i++) {
      expect(row.people[i].x - row.people[i - 1].x).toBeGreaterThanOrEqual(CARD_WIDTH);
    }
  }
}

/** The people whose cards a path of M, H and V steps runs through (more than a pixel inside). */
function crossedCards(layout: TreeLayout, path: string): string[] {
  const crossed = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MHV])(-?[\d.]+)(?:,(-?[\d.]+))?/g)) {
    const [fromX, fromY] = [x, y];
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'H') x = Number(a);
    else y = Number(a);
    if (command === 'M') continue;
    for (const p of layout.people) {
      const inside = (lo: number, hi: number, v: number) => v > lo + 1 && v < hi - 1;
      const [left, right, top, bottom] = [p.x - CARD_WIDTH / 2, p.x + CARD_WIDTH / 2, p.y - CARD_HEIGHT / 2, p.y + CARD_HEIGHT / 2];
      const across = command === 'H' ? inside(top, bottom, y) && Math.max(fromX, x) > left + 1 && Math.min(fromX, x) < right - 1 : false;
      const down = command === 'V' ? inside(left, right, x) && Math.max(fromY, y) > top + 1 && Math.min(fromY, y) < bottom - 1 : false;
      if (across || down) crossed.add(p.id);
    }
  }
  return [...crossed];
}

describe('layoutTree', () => {
  it('puts each generation in its own row, with the focus at the origin', () => {
    const layout = layoutTree(riveraFamily());

    expect(layout.rows.map((r) => r.generation)).toEqual([-2, -1, 0, 1, 2]);
    expect(at(layout, 'me')).toMatchObject({ x: 0, y: 0, isFocus: true });
    for (const person of layout.people) expect(person.y).toBe(person.generation * ROW_HEIGHT);
    expect(layout.rows[0].people.map((p) => p.id).sort()).toEqual(['grandmaLee', 'grandmaRivera', 'grandpaLee', 'grandpaRivera']);
    expect(layout.rows[2].people.map((p) => p.id)).toEqual(['me', 'spouse', 'sister']);
    expectNoOverlaps(layout);
  });

  it('keeps couples side by side and their children under them', () => {
    const layout = layoutTree(riveraFamily());
    const [me, spouse, dad, mum] = ['me', 'spouse', 'dad', 'mum'].map((id) => at(layout, id));

    expect(Math.abs(spouse.x - me.x)).toBe(SLOT_WIDTH);
    expect(Math.abs(mum.x - dad.x)).toBe(SLOT_WIDTH);
    const coupleMiddle = (me.x + spouse.x) / 2;
    const kidsMiddle = (at(layout, 'kid').x + at(layout, 'baby').x) / 2;
    expect(kidsMiddle).toBeCloseTo(coupleMiddle);
    expect(at(layout, 'grandkid').x).toBeCloseTo(at(layout, 'kid').x, 0);
  });

  it('sets each parent family above its own child, with aunts and uncles on the outer side', () => {
    const layout = layoutTree(riveraFamily());
    const x = (id: string) => at(layout, id).x;

    expect(x('dad')).toBeLessThan(x('mum'));
    expect(x('aunt')).toBeLessThan(x('dad'));
    expect(Math.abs(x('auntsPartner') - x('aunt'))).toBe(SLOT_WIDTH);
    expect((x('grandpaRivera') + x('grandmaRivera')) / 2).toBeLessThan((x('grandpaLee') + x('grandmaLee')) / 2);
  });

  it('draws one line from each parent couple and plain lines for partners', () => {
    const layout = layoutTree(riveraFamily());
    const edge = (id: string) => layout.edges.find((e) => e.id === id);

    const parentsOfMe = edge('parents:me');
    expect(parentsOfMe?.style).toBe('parent');
    const middle = (at(layout, 'dad').x + at(layout, 'mum').x) / 2;
    expect(parentsOfMe?.path.startsWith(`M${middle},${-ROW_HEIGHT}`)).toBe(true);
    expect(edge('parent:kid:grandkid')?.style).toBe('parent');
    expect(edge('partner:me:spouse')?.style).toBe('partner');
  });

  it('dashes the lines of divorced and separated partners', () => {
    const layout = layoutTree(
      treeWindow(
        'me',
        [treeNode('me', 0, { isSelf: true }), treeNode('ex', 0), treeNode('former', 0)],
        [treeEdge('partner', 'me', 'ex', 'divorced'), treeEdge('partner', 'former', 'me', 'separated')],
      ),
    );
    expect(layout.edges.map((e) => e.style)).toEqual(['partner-ended', 'partner-ended']);
  });

  it('keeps a current partner next to the person and a former one further out', () => {
    const layout = layoutTree(
      treeWindow(
        'me',
        [treeNode('me', 0, { isSelf: true }), treeNode('ex', 0, { dateOfBirth: '1970-01-01' }), treeNode('wife', 0, { dateOfBirth: '1990-01-01' }), treeNode('kid', 1)],
        [treeEdge('partner', 'me', 'ex', 'divorced'), treeEdge('partner', 'me', 'wife', 'married'), treeEdge('parent', 'me', 'kid'), treeEdge('parent', 'wife', 'kid')],
      ),
    );
    expect(layout.rows.find((r) => r.generation === 0)?.people.map((p) => p.id)).toEqual(['me', 'wife', 'ex']);
    expect(layout.edges.find((e) => e.id === 'parents:kid')).toBeDefined();
  });

  it('places people joined only by a typed link in their row, and labels the link', () => {
    const window = riveraFamily();
    window.nodes.push(treeNode('cousinMay', 0), treeNode('greatAunt', -2));
    window.edges.push(treeEdge('cousin', 'me', 'cousinMay'), treeEdge('uncle_aunt', 'greatAunt', 'dad'));
    const layout = layoutTree(window);

    const row0 = layout.rows.find((r) => r.generation === 0);
    expect(row0?.people.at(-1)?.id).toBe('cousinMay');
    expect(at(layout, 'greatAunt').y).toBe(-2 * ROW_HEIGHT);
    const cousin = layout.edges.find((e) => e.id === 'cousin:me:cousinMay');
    expect(cousin).toMatchObject({ style: 'link', label: 'cousin' });
    expect(layout.edges.find((e) => e.id === 'uncle_aunt:greatAunt:dad')).toMatchObject({ style: 'link', label: 'uncle/aunt' });
    expectNoOverlaps(layout);
  });

  it('sets a grandmother whose child is not recorded above the parents’ row, her line passing beside it', () => {
    const window = treeWindow(
      'me',
      [
        treeNode('me', 0, { isSelf: true }),
        treeNode('sister', 0, { dateOfBirth: '1982-11-30' }),
        treeNode('kid', 1),
        treeNode('dad', -1, { dateOfBirth: '1948-07-14' }),
        treeNode('mum', -1, { dateOfBirth: '1950-03-02' }),
        treeNode('grandma', -2, { dateOfBirth: '1926-01-01' }),
      ],
      [...family('dad', 'mum', 'sister', 'me'), treeEdge('parent', 'me', 'kid'), treeEdge('grandparent', 'grandma', 'me')],
    );
    const layout = layoutTree(window);
    const grandma = at(layout, 'grandma');
    const parents = [at(layout, 'dad'), at(layout, 'mum')];

    expect(grandma.y).toBe(-2 * ROW_HEIGHT);
    // Beyond an end of the parents' row, the one nearer me, by the gap between two cards.
    const clearance = SLOT_WIDTH - CARD_WIDTH;
    const ends = [Math.min(...parents.map((p) => p.x)) - CARD_WIDTH / 2 - clearance, Math.max(...parents.map((p) => p.x)) + CARD_WIDTH / 2 + clearance];
    const nearer = Math.abs(ends[0]) <= Math.abs(ends[1]) ? ends[0] : ends[1];
    expect(grandma.x).toBe(nearer);
    const link = layout.edges.find((e) => e.id === 'grandparent:grandma:me')!;
    expect(link).toMatchObject({ style: 'link', label: 'grandparent' });
    // Straight down beside the parents, then across into the top of my card, off its middle.
    const entry = Math.sign(nearer) * (CARD_WIDTH / 2 - 24);
    expect(link.path).toBe(`M${grandma.x},${grandma.y + CARD_HEIGHT / 2}V${-CARD_HEIGHT / 2 - 16}H${entry}V${-CARD_HEIGHT / 2}`);
    expect(crossedCards(layout, link.path)).toEqual([]);
    // The label sits between the rows, on no card.
    expect(link.labelY).toBeGreaterThan(grandma.y + CARD_HEIGHT / 2);
    expect(link.labelY).toBeLessThan(-ROW_HEIGHT - CARD_HEIGHT / 2);
  });

  it('takes a line between rows that are not next to each other through the gaps between families', () => {
    const window = riveraFamily();
    // A great-grandchild linked straight to a grandfather, two rows of cards between them.
    window.nodes.push(treeNode('greatNiece', 1));
    window.edges.push(treeEdge('grandparent', 'grandpaLee', 'greatNiece'));
    const layout = layoutTree(window);
    const link = layout.edges.find((e) => e.id === 'grandparent:grandpaLee:greatNiece')!;
    expect(crossedCards(layout, link.path)).toEqual([]);
    expectNoOverlaps(layout);
  });

  it('ignores edges to people outside the window', () => {
    const layout = layoutTree(
      treeWindow('me', [treeNode('me', 0, { isSelf: true })], [treeEdge('parent', 'someoneElse', 'me')]),
    );
    expect(layout.people).toHaveLength(1);
    expect(layout.edges).toEqual([]);
  });

  // How long laying out a large tree takes is measured in the browser by `npm run bench:render`
  // (layout and paint of the whole window, the README's figures).
  it('lays out thousands of people without overlaps', () => {
    const layout = layoutTree(bigDescendantWindow(9));

    expect(layout.people.length).toBeGreaterThan(2000);
    expect(new Set(layout.people.map((p) => `${p.x},${p.y}`)).size).toBe(layout.people.length);
    expectNoOverlaps(layout);
  });
});

describe('layoutTree with the family around the focus', () => {
  /**
   * Me with my parents Dad and Mum; Dad's sister Aunt (with Uncle) and their children Cousin1 and
   * Cousin2; Mum's brother Unc; my sister with her son Nephew; my half-brother Half (Dad and his
   * first wife Ex); my husband Hub with his parents HubDad and HubMum.
   */
  function wideFamily() {
    const people = [
      treeNode('gpa', -2, { dateOfBirth: '1920-01-01' }),
      treeNode('gma', -2, { dateOfBirth: '1922-01-01' }),
      treeNode('ex', -1, { dateOfBirth: '1949-01-01' }),
      treeNode('dad', -1, { dateOfBirth: '1950-01-01' }),
      treeNode('mum', -1, { dateOfBirth: '1952-01-01' }),
      treeNode('aunt', -1, { dateOfBirth: '1948-01-01' }),
      treeNode('uncle', -1, { dateOfBirth: '1947-01-01' }),
      treeNode('unc', -1, { dateOfBirth: '1955-01-01' }),
      treeNode('hubDad', -1, { dateOfBirth: '1945-01-01' }),
      treeNode('hubMum', -1, { dateOfBirth: '1946-01-01' }),
      treeNode('cousin1', 0, { dateOfBirth: '1970-01-01' }),
      treeNode('cousin2', 0, { dateOfBirth: '1972-01-01' }),
      treeNode('half', 0, { dateOfBirth: '1975-01-01' }),
      treeNode('me', 0, { dateOfBirth: '1980-01-01', isSelf: true }),
      treeNode('hub', 0, { dateOfBirth: '1979-01-01' }),
      treeNode('sister', 0, { dateOfBirth: '1982-01-01' }),
      treeNode('nephew', 1, { dateOfBirth: '2010-01-01' }),
    ];
    const edges = [
      ...family('gpa', 'gma', 'dad', 'aunt'),
      ...family('dad', 'mum', 'me', 'sister'),
      ...family('ex', 'dad', 'half'),
      ...family('uncle', 'aunt', 'cousin1', 'cousin2'),
      ...family('hubDad', 'hubMum', 'hub'),
      treeEdge('parent', 'sister', 'nephew'),
      treeEdge('partner', 'me', 'hub', 'married'),
      treeEdge('sibling', 'mum', 'unc'),
    ];
    // Dad divorced Ex.
    const divorced = edges.map((e) => (e.fromId === 'ex' && e.kind === 'partner' ? { ...e, partnerKind: 'divorced' as const } : e));
    return layoutTree(treeWindow('me', people, divorced));
  }

  it('places every relative in their own row, without overlaps and without leftovers at the ends', () => {
    const layout = wideFamily();
    expectNoOverlaps(layout);
    for (const person of layout.people) expect(person.y).toBe(person.generation * ROW_HEIGHT);
    const row0 = layout.rows.find((r) => r.generation === 0)!.people.map((p) => p.id);
    expect(row0).toEqual(expect.arrayContaining(['cousin1', 'cousin2', 'half', 'me', 'hub', 'sister']));
  });

  it('sets cousins under their parents, left of my own family when they are on my father’s side', () => {
    const layout = wideFamily();
    const x = (id: string) => at(layout, id).x;
    const auntCouple = (x('aunt') + x('uncle')) / 2;
    const cousins = (x('cousin1') + x('cousin2')) / 2;
    expect(Math.abs(cousins - auntCouple)).toBeLessThanOrEqual(SLOT_WIDTH / 2);
    expect(x('cousin2')).toBeLessThan(x('half'));
    expect(x('aunt')).toBeLessThan(x('dad'));
    expect(x('unc')).toBeGreaterThan(x('mum'));
  });

  it('hangs a half-brother from his own parents’ couple, apart from the line to me and my sister', () => {
    const layout = wideFamily();
    const line = (child: string) => layout.edges.find((e) => e.id === `parents:${child}`)!;
    const start = (child: string) => Number(/^M(-?[\d.]+),/.exec(line(child).path)![1]);
    expect(start('half')).toBeCloseTo((at(layout, 'ex').x + at(layout, 'dad').x) / 2);
    expect(start('me')).toBeCloseTo((at(layout, 'dad').x + at(layout, 'mum').x) / 2);
    expect(start('me')).not.toBeCloseTo(start('half'));
    // And he stands under that couple, on its side, not under my parents.
    const exCouple = (at(layout, 'ex').x + at(layout, 'dad').x) / 2;
    const myParents = (at(layout, 'dad').x + at(layout, 'mum').x) / 2;
    expect(at(layout, 'half').x).toBeLessThan(at(layout, 'me').x);
    expect(Math.abs(at(layout, 'half').x - exCouple)).toBeLessThan(Math.abs(at(layout, 'half').x - myParents));
  });

  it('puts nephews under their parent and my partner’s parents above my partner’s side', () => {
    const layout = wideFamily();
    const x = (id: string) => at(layout, id).x;
    expect(Math.abs(x('nephew') - x('sister'))).toBeLessThanOrEqual(SLOT_WIDTH);
    expect(at(layout, 'hubDad').generation).toBe(-1);
    expect(Math.min(x('hubDad'), x('hubMum'))).toBeGreaterThan(x('mum'));
    expect(layout.edges.some((e) => e.id === 'parents:hub')).toBe(true);
  });
});
