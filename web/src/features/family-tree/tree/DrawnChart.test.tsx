import { renderToString } from 'react-dom/server.node';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { family, treeEdge, treeNode, treeWindow } from '../test/treeFixtures';
import { FULL_CARD_SCALE } from './constants';
import { ASSUMED_PANEL, DrawnChart, drawnPicture } from './DrawnChart';
import { firstView, viewMarginFor } from './firstView';
import { closeFamilyOf, kinshipOf } from './kinship';
import { layoutTree } from './layout';
import { TREE_DRAWN_AHEAD_TIMING } from './timing';


/** The chart as the server draws it, in the page. */
function drawn(window: ReturnType<typeof treeWindow>) {
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <DrawnChart layout={layoutTree(window)} relationships={window.edges} moreAbove={false} />
    </CacheProvider>,
  );
  document.body.innerHTML = html;

}

const cards = () => [...document.querySelectorAll('.tree-person-still')].map((card) => card.getAttribute('aria-label')!.split(',')[0]);

it('draws the near generations without any script: every card and line, the focus marked for Element Timing', () => {
  const window = treeWindow('me', [treeNode('mum', -1), treeNode('dad', -1), treeNode('me', 0, { isSelf: true }), treeNode('kid', 1)], [...family('mum', 'dad', 'me'), ...family('me', 'me', 'kid').slice(1, 2)]);
  drawn(window);
  expect(cards().sort()).toEqual(['Dad Rivera', 'Kid Rivera', 'Mum Rivera', 'You (Me Rivera)']);
  expect(document.querySelectorAll('[data-edge-style]').length).toBeGreaterThanOrEqual(3);
  const timed = [...document.querySelectorAll('[elementtiming]')];
  expect(timed.map((text) => [text.getAttribute('elementtiming'), text.textContent])).toEqual([[TREE_DRAWN_AHEAD_TIMING, 'You']]);
  // Nothing in it takes the keyboard or is a control: the live chart is, once it has come.
  expect(document.querySelectorAll('[tabindex], [role="button"]')).toHaveLength(0);
  // Nor does it carry what the live chart's cards are found by.
  expect(document.querySelectorAll('.tree-person, [data-person-id], [data-picture-of], [aria-roledescription]')).toHaveLength(0);
  expect(document.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
});

it("puts the first view where the live chart would in a panel of the assumed size, and keeps it centred in any other", () => {
  const window = treeWindow('me', [treeNode('mum', -1), treeNode('dad', -1), treeNode('me', 0, { isSelf: true }), treeNode('kid', 1)], [...family('mum', 'dad', 'me'), treeEdge('parent', 'me', 'kid')]);
  const layout = layoutTree(window);
  const close = closeFamilyOf(kinshipOf(window.edges), 'me');
  // With one more generation to offer above, a phone's view keeps clear of that button too.
  for (const moreAbove of [false, true]) {
    const { transforms } = drawnPicture(layout, window.edges, moreAbove);
    for (const [form, size] of [['xs', ASSUMED_PANEL.phone], ['sm', ASSUMED_PANEL.wide]] as const) {
      const [, dx, dy, k] = /^translate\(calc\(50% \+ (-?[\d.]+)px\), calc\(50% \+ (-?[\d.]+)px\)\) scale\(([\d.]+)\)$/.exec(transforms[form])!.map(Number);
      const view = firstView(layout, size, close, viewMarginFor(size.width, moreAbove));
      // At the assumed size, 50% is half of it: the very view the live chart opens with.
      expect(size.width / 2 + dx).toBeCloseTo(view.x);
      expect(size.height / 2 + dy).toBeCloseTo(view.y);
      expect(k).toBeCloseTo(view.k);
      expect(k).toBeGreaterThanOrEqual(FULL_CARD_SCALE);
    }
  }
  expect(drawnPicture(layout, window.edges, true).transforms.xs).not.toBe(drawnPicture(layout, window.edges, false).transforms.xs);
});

it('leaves out the people far beyond what any screen shows at first', () => {
  const siblings = Array.from({ length: 40 }, (_, i) => treeNode(`sibling${i}`, 0));
  const window = treeWindow('me', [treeNode('mum', -1), treeNode('me', 0, { isSelf: true }), ...siblings], [treeEdge('parent', 'mum', 'me'), ...siblings.map((s) => treeEdge('parent', 'mum', s.id))]);
  const layout = layoutTree(window);
  drawn(window);
  const shown = new Set(cards());
  expect(shown).toContain('You (Me Rivera)');
  // The nearest siblings are there, the farthest not.
  const byDistance = layout.people.filter((p) => p.generation === 0 && !p.isFocus).sort((a, b) => Math.abs(a.x) - Math.abs(b.x));
  expect(shown).toContain(`${byDistance[0].person.firstName} Rivera`);
  expect(shown).not.toContain(`${byDistance.at(-1)!.person.firstName} Rivera`);
  expect(shown.size).toBeLessThan(window.nodes.length);
});
