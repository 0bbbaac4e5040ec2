import type { Download, Locator, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { artifactsDir, screenshot } from './browser.ts';

/** A GraphQL call from the signed-in page itself (same origin, its session cookie). */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) })).json(),
    [query, variables] as const,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export interface NewRelative {
  firstName: string;
  lastName: string;
  gender: 'female' | 'male' | 'other';
  /** How they are related to `relativeId` (the signed-in person's own member when left out). */
  relationshipType: 'parent' | 'child' | 'sibling' | 'spouse' | 'other';
  relativeId?: string;
  /** As genealogists write it: '1928', 'abt 1850'. */
  birth?: string;
  death?: string;
}

const ADD = 'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }';
const RELATE = 'mutation($i: AddRelationshipInput!) { addRelationship(input: $i) { id } }';

/** Adds a person as the Add Family Member dialog would, and returns their id. */
export async function addRelative(page: Page, input: NewRelative): Promise<string> {
  return (await gql<{ addFamilyMember: { member: { id: string } } }>(page, ADD, { i: input })).addFamilyMember.member.id;
}

/** Records that `fromId` is `toId`'s parent or partner (a partnership is married unless told). */
export async function relate(page: Page, fromId: string, toId: string, type: 'parent' | 'spouse', partnerKind?: 'married' | 'divorced') {
  await gql(page, RELATE, { i: { fromId, toId, type, ...(partnerKind ? { partnerKind } : {}) } });
}

/** The tree the page opens and the viewer's own member in it. */
export async function ownTree(page: Page, treeId?: string): Promise<{ treeId: string; selfId: string }> {
  const { familyTree } = await gql<{ familyTree: { treeId: string; focusId: string } }>(
    page,
    'query($t: ID) { familyTree(treeId: $t, generationsUp: 0, generationsDown: 0) { treeId focusId } }',
    { t: treeId ?? null },
  );
  return { treeId: familyTree.treeId, selfId: familyTree.focusId };
}

/** The bytes of a file the page offered for download, also kept under e2e/artifacts/ as `name` for a person to open. */
export async function downloaded(download: Download, name: string): Promise<Buffer> {
  await download.saveAs(path.join(artifactsDir, name));
  return readFile((await download.path())!);
}

/** A screenshot of the window only, once transitions have finished: for dialogs, whose backdrop covers the window, not the page. */
export async function snapWindow(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await screenshot(page, name, { fullPage: false });
}

/**
 * Every string a PDF shows with `Tj`, its streams inflated where compressed: enough for the
 * standard fonts' single-byte text that the chart's PDF uses.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1])?.[1]);
    const raw = pdf.subarray(start, start + length);
    const content = (/\/FlateDecode/.test(match[1]) ? inflateSync(raw) : raw).toString('latin1');
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) texts.push(shown[1].replace(/\\([()\\])/g, '$1'));
  }
  return texts.join('\n');
}

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether `inner` lies wholly inside `outer` (a pixel's rounding allowed). */
export function inside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;
}

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
}

/** The controls that float over the chart and hide what lies under them: the search box, zoom buttons, overview map and "show more" buttons. */
export async function chartControls(page: Page): Promise<{ name: string; box: Box }[]> {
  const panel = page.locator('[aria-roledescription="family tree"]').locator('..');
  const controls = [
    ['Go to person', panel.getByRole('combobox', { name: 'Go to person' }).locator('..')],
    ['Zoom', panel.getByRole('toolbar', { name: 'Zoom' })],
    ['Overview', panel.getByRole('region', { name: 'Overview' })],
    ['Show overview', panel.getByRole('button', { name: 'Show overview' })],
    ['Show more', panel.getByRole('button', { name: /^Show more/ })],
  ] as const;
  const found: { name: string; box: Box }[] = [];
  for (const [name, locator] of controls) {
    for (const one of await locator.all()) {
      const box = (await one.isVisible()) ? await one.boundingBox() : null;
      if (box) found.push({ name, box });
    }
  }
  return found;
}

/** The boxes of the drawn person cards, by the name their label starts with. */
export async function cardBoxes(cards: Locator): Promise<{ name: string; box: Box }[]> {
  return cards.evaluateAll((all) =>
    all.map((card) => {
      const r = card.querySelector('.tree-card')!.getBoundingClientRect();
      return { name: card.getAttribute('aria-label') ?? '', box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    }),
  );
}
