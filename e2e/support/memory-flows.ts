import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import { visible } from './flows.ts';
import { gql } from './overview-flows.ts';

/** The real files a family would share: a 1600×1200 JPEG and a 6-second H.264/AAC clip. */
export const PHOTO = path.resolve(import.meta.dirname, '../fixtures/family-photo.jpg');
export const CLIP = path.resolve(import.meta.dirname, '../fixtures/family-clip.mp4');

export const myId = async (page: Page) => (await gql<{ me: { id: string } }>(page, '{ me { id } }')).me.id;

/** One asks, the other accepts: the two are connected. */
export async function connect(from: Page, to: Page) {
  const sent = await gql<{ sendConnectionRequest: { id: string } }>(from, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', {
    i: { toUserId: await myId(to), relationshipType: 'cousin' },
  });
  await gql(to, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: sent.sendConnectionRequest.id });
}

/** The owner lets a connection look at the tree (a viewer), and they accept. */
export async function shareTreeForViewing(owner: Page, treeId: string, viewer: Page) {
  const invited = await gql<{ inviteToTree: { id: string } }>(owner, 'mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }', {
    i: { treeId, userId: await myId(viewer), role: 'viewer' },
  });
  await gql(viewer, 'mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { id } }', { id: invited.inviteToTree.id });
}

/**
 * Slows the page's uploads to `bytesPerSecond` (downloads stay as they are), so an upload's progress
 * can be watched; the returned function lifts the limit.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const limit = (uploadThroughput: number) => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
  await limit(bytesPerSecond);
  return async () => {
    await limit(-1);
    await cdp.detach();
  };
}

/** Resolves with the upload bar's value once it shows a part sent (above 0, below 100). */
export async function progressPartWay(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      return value > 0 && value < 100 ? value : null;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

export interface NewMemory {
  file: string;
  title: string;
  description: string;
  circle: string;
  /** The event date typed as digits from the month on ('06142019') and as the field then shows it ('Jun 14, 2019'). */
  date: { digits: string; shown: string };
  /** Someone of the uploader's tree to tag, found by the first word of their name. */
  person?: string;
}

/** Opens the Upload Memory dialog and fills it in, leaving it to be sent. */
export async function fillUploadDialog(page: Page, memory: NewMemory): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload Memory' }).first().click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Upload Memory' }));
  await dialog.getByLabel('Photo or video').setInputFiles(memory.file);
  await visible(dialog.getByText(path.basename(memory.file), { exact: false }));
  if (memory.file.endsWith('.mp4')) expect(await previewState(dialog)).toBe('playable');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(memory.title);
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill(memory.description);
  // The uploader's only circle is chosen for them.
  await visible(dialog.getByRole('combobox', { name: 'Circle' }).filter({ hasText: memory.circle }));
  const date = dialog.getByRole('group', { name: 'Event date (optional)' });
  await date.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(memory.date.digits);
  expect(await date.textContent()).toContain(memory.date.shown);
  if (memory.person) {
    const people = dialog.getByRole('combobox', { name: 'Tagged people (optional)' });
    await people.fill(memory.person.split(' ')[0]);
    await page.getByRole('listbox', { name: 'Tagged people (optional)' }).getByRole('option', { name: memory.person, exact: true }).click();
    await visible(dialog.getByRole('button', { name: memory.person }));
  }
  return dialog;
}

/**
 * Whether the chosen video's preview loads in the dialog: the browser then can also take the still
 * that becomes the video's picture in the grid.
 */
function previewState(dialog: Locator): Promise<string> {
  return dialog.getByLabel('Preview of the chosen video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<string>((resolve) => {
        const settle = () => resolve(video.error ? `refused (MediaError ${video.error.code}: ${video.error.message})` : 'playable');
        if (video.readyState >= 1 || video.error) return settle();
        video.addEventListener('loadedmetadata', settle, { once: true });
        video.addEventListener('error', settle, { once: true });
      }),
  );
}

/** The memory's card in the grid, once its picture has been made and drawn. */
export async function cardWithPicture(page: Page, title: string): Promise<Locator> {
  const card = await visible(page.getByRole('list', { name: 'Memories' }).getByRole('article', { name: title }));
  // Pictures are made in the background; the card asks again until they are there.
  await card.locator('img').waitFor({ state: 'visible', timeout: 60_000 });
  await card.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  return card;
}

/** Drags a box on the viewer's photo between two points given in fractions of its size. */
export async function dragOnPhoto(page: Page, viewer: Locator, from: [number, number], to: [number, number]) {
  const layer = viewer.getByTestId('photo-tag-layer');
  const area = (await layer.boundingBox())!;
  await page.mouse.move(area.x + area.width * from[0], area.y + area.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * to[0], area.y + area.height * to[1], { steps: 8 });
  await page.mouse.up();
  return area;
}

/** A GraphQL call's raw answer (errors included), from the signed-in page. */
export async function gqlAnswer(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ([q, v]) => (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) })).json(),
    [query, variables] as const,
  ) as Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>;
}

/** The status of a GET of `url` from the page, with its cookies. */
export function statusOf(page: Page, url: string): Promise<number> {
  return page.evaluate(async (u) => (await fetch(u)).status, url);
}

/** Whether anything sticks out sideways, making the page scroll horizontally. */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
