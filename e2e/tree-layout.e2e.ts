import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { artifactsDir, DESKTOP, launchBrowser, newContext, newPage, PHONE } from './support/browser.ts';
import { transitionsDone } from './support/layout.ts';
import { addRelative, gql, ownTree } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { addFamilyMember, personCard, readyTree, signInAndOnboard } from './support/tree-flows.ts';

// A new family's first tree, as Rosalind builds it: her parents, a sister with a long name and a
// late-November birthday, a son, and her grandmother added straight as "grandparent" (the parent in
// between is not said, so the server keeps a typed link, drawn as a dotted line). At a laptop's and
// a phone's width, in English, in Spanish and in the dark scheme, the drawing itself is measured: no
// line runs through a card, no line's label lies on a card, and no card's text is cut short without
// an ellipsis (the whole text then stays in the card's title). Pictures: e2e/artifacts/tree-layout-*.png.

const rosalind = { fullName: 'Rosalind Okafor', email: 'rosalind@example.com' };
const MOTHER = 'Margaret Okafor';
const SISTER = 'Maximiliana Okafor-Wainwright';
const GRANDMOTHER = 'Eleanor Whitfield';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await newPage(browser, server.url, DESKTOP));
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

/**
 * What is wrong with the tree as drawn, in words: every line's path is walked in steps of 2 px and
 * must stay out of every card (2 px in from its edge: lines end on a card's edge); every line label
 * must stay off every card; every text of a card must lie inside it, unmasked, and end with an
 * ellipsis only when the card's title holds the whole of it.
 */
function drawingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const panel = document.querySelector('[data-node-count]')!;
    const inset = (box: DOMRect, by: number) => ({ left: box.left + by, top: box.top + by, right: box.right - by, bottom: box.bottom - by });
    const cards = [...panel.querySelectorAll('.tree-person')].map((card) => ({
      card,
      name: card.getAttribute('aria-label') ?? '',
      box: card.querySelector('.tree-card')!.getBoundingClientRect(),
    }));

    for (const edge of panel.querySelectorAll<SVGGElement>('[data-edge-style]')) {
      const path = edge.querySelector('path')!;
      const matrix = path.getScreenCTM()!;
      const length = path.getTotalLength();
      const crossed = new Set<string>();
      for (let along = 0; along <= length; along += 2) {
        const point = new DOMPoint(path.getPointAtLength(along).x, path.getPointAtLength(along).y).matrixTransform(matrix);
        for (const { name, box } of cards) {
          const inside = inset(box, 2);
          if (point.x > inside.left && point.x < inside.right && point.y > inside.top && point.y < inside.bottom) crossed.add(name);
        }
      }
      for (const name of crossed) problems.push(`a ${edge.dataset.edgeStyle} line runs through the card of ${name}`);

      const label = edge.querySelector(':scope > g');
      if (!label) continue;
      const box = label.getBoundingClientRect();
      for (const card of cards) {
        const across = Math.min(box.right, card.box.right) - Math.max(box.left, card.box.left);
        const down = Math.min(box.bottom, card.box.bottom) - Math.max(box.top, card.box.top);
        if (across > 0.5 && down > 0.5) problems.push(`the label "${label.textContent}" lies on the card of ${card.name}`);
      }
    }

    // A card's texts: its name (in its button) and, drawn over it, its initials and life line.
    const texts = [...panel.querySelectorAll<SVGTextElement>('.tree-person > text, .tree-card-picture > text')];
    for (const text of texts) {
      const shown = text.textContent ?? '';
      const edge = text.getBoundingClientRect();
      const [x, y] = [(edge.left + edge.right) / 2, (edge.top + edge.bottom) / 2];
      const owner = cards.find(({ box }) => x > box.left && x < box.right && y > box.top && y < box.bottom);
      if (!owner) {
        problems.push(`"${shown}" is on no card`);
        continue;
      }
      const { card, name, box } = owner;
      if (edge.left < box.left + 2 || edge.right > box.right - 2 || edge.top < box.top || edge.bottom > box.bottom) {
        problems.push(`"${shown}" runs out of the card of ${name} (${Math.round(edge.left)}..${Math.round(edge.right)} in ${Math.round(box.left)}..${Math.round(box.right)})`);
      }
      const style = getComputedStyle(text);
      if (text.hasAttribute('mask') || style.mask !== 'none' || style.clipPath !== 'none') problems.push(`"${shown}" on the card of ${name} is masked`);
      // The words in the card's button are the first words of its name (WCAG 2.5.3).
      const words = shown.replace(/…$/, '');
      const wholeWords = name.startsWith(words) && /^(\W|$)/.test(name.slice(words.length));
      if (text.closest('.tree-person') && !wholeWords) problems.push(`"${shown}" is not the start of the label "${name}"`);
      const title = card.querySelector(':scope > title')?.textContent ?? '';
      if (shown.endsWith('…') && !title.includes(shown.slice(0, -1).trimEnd())) problems.push(`"${shown}" is cut short and the card's title "${title}" does not hold it`);
    }
    return problems;
  });
}

/** The tree panel once its latest layout is painted, in any language. */
const drawnTree = (page: Page) => page.locator('[data-node-count][data-tree-ready="true"]');

/** Waits until the view has stayed the same for two frames (settledTransform, in any language). */
async function stillView(page: Page) {
  await page.waitForFunction(
    () => {
      const transform = document.querySelector('[data-node-count] > svg > g')?.getAttribute('transform') ?? '';
      const memo = window as unknown as { lastView?: string; sameFrames?: number };
      memo.sameFrames = memo.lastView === transform ? (memo.sameFrames ?? 0) + 1 : 0;
      memo.lastView = transform;
      return memo.sameFrames >= 2;
    },
    undefined,
    { polling: 'raf' },
  );
}

/** The life line drawn on the card whose label starts with `name` (over the card, outside its button). */
async function lifeLineOf(page: Page, name: string): Promise<string | null> {
  const id = await page.locator(`.tree-person[aria-label^="${name}"]`).getAttribute('data-person-id');
  return page.locator(`[data-picture-of="${id}"] .tree-card-life`).textContent();
}

/** Opens the tree at `size` and waits until it is drawn, complete and still. */
async function openTree(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/family-tree');
  await drawnTree(page).waitFor();
  await page.locator('[data-tree-complete="true"]').waitFor();
  await stillView(page);
  await page.mouse.move(size.width - 1, 1);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await transitionsDone(page);
}

/** A picture of the tree panel, whole, as e2e/artifacts/<name>.png. */
async function picture(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await drawnTree(page).locator('..').screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/** The tree at a laptop's and a phone's width, as first shown and fitted to the screen: its problems, each picture saved as `tree-layout-<name>-<width>[-fit]`. */
async function lookAtWidths(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  // The view jumps rather than glides, so that it is still as soon as it has moved.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const size of [DESKTOP, PHONE]) {
    await openTree(page, size);
    problems.push(...(await drawingProblems(page)).map((problem) => `${name} ${size.width}px: ${problem}`));
    await picture(page, `tree-layout-${name}-${size.width}`);

    await page.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name: /^(Fit to screen|Ajustar a la pantalla)$/ }).click();
    await page.mouse.move(size.width - 1, 1);
    await stillView(page);
    problems.push(...(await drawingProblems(page)).map((problem) => `${name} ${size.width}px, fitted: ${problem}`));
    await picture(page, `tree-layout-${name}-${size.width}-fit`);
  }
  return problems;
}

describe('A new family’s tree', () => {
  it('records the grandmother added as “grandparent” as a typed link, the parent between unknown', async () => {
    await signInAndOnboard(page, rosalind, 'Leeds');
    const { selfId } = await ownTree(page);
    await addRelative(page, { firstName: 'Margaret', lastName: 'Okafor', gender: 'female', relationshipType: 'parent', birth: '2 Mar 1950' });
    await addRelative(page, { firstName: 'Samuel', lastName: 'Okafor', gender: 'male', relationshipType: 'parent', birth: '14 Jul 1948' });
    await addRelative(page, { firstName: 'Maximiliana', lastName: 'Okafor-Wainwright', gender: 'female', relationshipType: 'sibling', birth: '30 Nov 1982' });
    await addRelative(page, { firstName: 'Tobias', lastName: 'Okafor', gender: 'male', relationshipType: 'child', birth: '2015' });

    await openTree(page, DESKTOP);
    await addFamilyMember(page, { firstName: 'Eleanor', lastName: 'Whitfield', relationship: 'Grandparent', gender: 'Female', birth: '1926' });

    const { familyTree } = await gql<{ familyTree: { nodes: { id: string; firstName: string }[]; edges: { kind: string; fromId: string; toId: string }[] } }>(
      page,
      'query { familyTree(generationsUp: 2, generationsDown: 2) { nodes { id firstName } edges { kind fromId toId } } }',
    );
    expect(familyTree.nodes).toHaveLength(6);
    const eleanor = familyTree.nodes.find((n) => n.firstName === 'Eleanor')!;
    expect(familyTree.edges).toContainEqual({ kind: 'grandparent', fromId: eleanor.id, toId: selfId });
  });

  it('draws it without lines through cards, labels on cards or text cut off, at 1280 and 390 px', async () => {
    const problems = await lookAtWidths(page, 'en');
    await openTree(page, DESKTOP);
    expect(await personCard(page, GRANDMOTHER).getAttribute('data-row')).toBe('grandparents');
    expect(await readyTree(page).locator('[data-edge-style="link"]').textContent()).toBe('grandparent');
    expect(['Born 30 November 1982', 'b. 30 Nov 1982']).toContain(await lifeLineOf(page, SISTER));
    expect(await personCard(page, SISTER).locator(':scope > title').textContent()).toBe(`${SISTER}, Born 30 November 1982`);
    expect(await personCard(page, MOTHER).locator(':scope > title').textContent()).toBe(`${MOTHER}, Born 2 March 1950`);
    expect(problems).toEqual([]);
  });

  it('draws it so in the dark scheme too', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      expect(await lookAtWidths(page, 'dark')).toEqual([]);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  it('draws it so in Spanish, with the short date form where the long one does not fit', async () => {
    const spanish = await newContext(browser, { baseURL: server.url, viewport: DESKTOP, deviceScaleFactor: 1, locale: 'es-ES' });
    try {
      await spanish.addCookies(await context.cookies());
      const es = await spanish.newPage();
      es.setDefaultTimeout(60_000);
      const problems = await lookAtWidths(es, 'es');
      await openTree(es, DESKTOP);
      expect(await es.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await drawnTree(es).locator('[data-edge-style="link"]').textContent()).toBe('abuelo/a');
      expect(['Nació: 30 de noviembre de 1982', 'n. 30 nov 1982']).toContain(await lifeLineOf(es, SISTER));
      expect(problems).toEqual([]);
    } finally {
      await spanish.close();
    }
  });
});
