import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { visible } from './support/flows.ts';
import {
  cardWithPicture,
  CLIP,
  connect,
  dragOnPhoto,
  fillUploadDialog,
  gqlAnswer,
  myId,
  overflowsSideways,
  PHOTO,
  progressPartWay,
  shareTreeForViewing,
  statusOf,
  throttleUploads,
} from './support/memory-flows.ts';
import { addRelative, gql, ownTree, snapWindow } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { chooseOption, freshToast, markShownToasts, signInAndOnboard, snap } from './support/tree-flows.ts';

// Ada and Ben are connected; Ada keeps a private circle with Ben and shares a photo and a video in
// it, watching the upload's progress. Ben finds both, tags Ada's mother on the photo and plays the
// video from its middle. Cleo, connected to neither, can reach nothing of it. Each test goes on
// from the previous one; screenshots are taken on a laptop's and a phone's screen.
const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const ben = { fullName: 'Ben Okafor', email: 'ben@example.com' };
const cleo = { fullName: 'Cleo Nwosu', email: 'cleo@example.com' };
const CIRCLE = 'Lovelace cousins';
const PHOTO_TITLE = 'Sunday lunch in the garden';
const CLIP_TITLE = 'Paddling at Brighton';

let server: RunningServer;
let browser: Browser;
const pages: Record<'ada' | 'ben' | 'cleo', { context: BrowserContext; page: Page }> = {} as never;
let circlePath: string;

/** The same person on a phone-sized screen (their session copied), for `use`, then closed. */
async function onPhone(who: 'ada' | 'ben', use: (page: Page) => Promise<void>) {
  const phone = await newPage(browser, server.url, PHONE);
  try {
    await phone.context.addCookies(await pages[who].context.cookies());
    await use(phone.page);
  } finally {
    await phone.context.close();
  }
}

/** Opens a memory of the grid in the viewer. */
async function openMemory(page: Page, title: string) {
  await page.getByRole('button', { name: `Open ${title}` }).click();
  return visible(page.getByRole('dialog', { name: title }));
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [key, person, place] of [['ada', ada, 'London'], ['ben', ben, 'Lagos'], ['cleo', cleo, 'Accra']] as const) {
    pages[key] = await newPage(browser, server.url, DESKTOP);
    await signInAndOnboard(pages[key].page, person, place);
  }
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

describe('Family memories in a private circle', () => {
  it('connects Ada and Ben, and lets Ben see Ada’s tree, where her mother is', async () => {
    const { page } = pages.ada;
    const { treeId } = await ownTree(page);
    await addRelative(page, { firstName: 'Grace', lastName: 'Lovelace', gender: 'female', relationshipType: 'parent' });
    await connect(page, pages.ben.page);
    await shareTreeForViewing(page, treeId, pages.ben.page);
    const { trees } = await gql<{ trees: { name: string }[] }>(pages.ben.page, '{ trees { name } }');
    expect(trees.map((t) => t.name)).toContain('The Lovelace family');
  });

  it('lets Ada create a private circle with Ben, shown as Private with 2 members', async () => {
    const { page } = pages.ada;
    await page.goto('/circles');
    await visible(page.getByText('No Family Circles Yet'));
    await page.getByRole('button', { name: 'Create New Circle' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Create New Circle' }));
    await dialog.getByRole('textbox', { name: 'Name' }).fill(CIRCLE);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Photos and videos of the Lovelace cousins, their summers and their Sunday lunches.');
    await dialog.getByRole('switch', { name: 'Private' }).check();
    await visible(dialog.getByText('Only its members know the circle exists.'));
    await dialog.getByRole('combobox', { name: 'Members' }).fill('Ben');
    await page.getByRole('listbox', { name: 'Members' }).getByRole('option', { name: 'Ben Okafor' }).click();
    await markShownToasts(page);
    await dialog.getByRole('button', { name: 'Create Circle' }).click();
    await visible(freshToast(page, 'Circle created'));
    await visible(page.getByRole('heading', { level: 1, name: CIRCLE }));
    circlePath = new URL(page.url()).pathname;
    expect(circlePath).toMatch(/^\/circles\/[\w-]+$/);
    await visible(page.getByText(/^2 members · 0 memories · Created /));

    await page.goto('/circles');
    const card = await visible(page.getByRole('list', { name: 'Your circles' }).getByRole('article', { name: CIRCLE }));
    await visible(card.getByText('Private', { exact: true }));
    await visible(card.getByText('2 members', { exact: true }));
    await visible(card.getByRole('img', { name: 'Ada Lovelace, Ben Okafor' }));
  });

  it('shows Ada the photo’s upload moving, then the video’s, each ending with the success toast', async () => {
    const { page } = pages.ada;
    await page.goto('/memories');
    await visible(page.getByText('No memories yet'));
    const dialog = await fillUploadDialog(page, { file: PHOTO, title: PHOTO_TITLE, description: 'Grandma Grace under the apple tree, everyone at the long table.', circle: CIRCLE, date: { digits: '06142019', shown: 'Jun 14, 2019' } });
    await visible(dialog.getByText('family-photo.jpg · 68 KB'));
    // Slowed to about 3 seconds for the 68 KB photo, so the bar is seen part way.
    const unthrottle = await throttleUploads(page, 24_000);
    await markShownToasts(page);
    const partWay = progressPartWay(page);
    await dialog.getByRole('button', { name: 'Upload Memory' }).click();
    expect(await partWay).toBeGreaterThan(0);
    await visible(dialog.getByRole('button', { name: 'Cancel upload' }));
    await snapWindow(page, 'memories-upload-desktop');
    await visible(freshToast(page, 'Memory uploaded successfully!'));
    await dialog.waitFor({ state: 'detached' });
    await unthrottle();
    await visible(page.getByRole('list', { name: 'Memories' }).getByRole('article', { name: PHOTO_TITLE }));

    // The video from Ada's phone: its still is taken first, then the bytes go.
    await onPhone('ada', async (phone) => {
      await phone.goto('/memories');
      const clipDialog = await fillUploadDialog(phone, { file: CLIP, title: CLIP_TITLE, description: 'The cousins’ first swim of the summer.', circle: CIRCLE, date: { digits: '08022021', shown: 'Aug 02, 2021' }, person: 'Ada Lovelace' });
      const lift = await throttleUploads(phone, 16_000);
      const clipPartWay = progressPartWay(phone);
      await clipDialog.getByRole('button', { name: 'Upload Memory' }).click();
      expect(await clipPartWay).toBeGreaterThan(0);
      await snapWindow(phone, 'memories-upload-phone');
      await visible(freshToast(phone, 'Memory uploaded successfully!'));
      await lift();
    });
    const { memories } = await gql<{ memories: { nodes: { title: string; kind: string; taggedCount: number }[] } }>(page, '{ memories(first: 10) { nodes { title kind taggedCount } } }');
    expect(memories.nodes).toEqual([
      { title: CLIP_TITLE, kind: 'video', taggedCount: 1 },
      { title: PHOTO_TITLE, kind: 'image', taggedCount: 0 },
    ]);
  });

  it('lets Ben find both, tag Ada’s mother by drawing a box on the photo, and play the video from its middle', async () => {
    const { page } = pages.ben;
    await page.goto('/memories');
    await cardWithPicture(page, CLIP_TITLE);
    const photoCard = await cardWithPicture(page, PHOTO_TITLE);
    await visible(photoCard.getByText('No one tagged'));

    const viewer = await openMemory(page, PHOTO_TITLE);
    await visible(viewer.getByText('Added by Ada Lovelace'));
    await viewer.getByRole('button', { name: 'Tag someone' }).click();
    await visible(viewer.getByText('Drag a rectangle around the person on the photo, then choose who it is.'));
    const area = await dragOnPhoto(page, viewer, [0.3, 0.2], [0.55, 0.65]);
    await visible(viewer.getByText('Box drawn. Drag again to redraw it, or choose who it is.'));
    await chooseOption(page, viewer, 'Family tree', 'The Lovelace family');
    await viewer.getByRole('combobox', { name: 'Who is it?' }).fill('Grace');
    await page.getByRole('listbox', { name: 'Who is it?' }).getByRole('option', { name: 'Grace Lovelace' }).click();
    await markShownToasts(page);
    await viewer.getByRole('button', { name: 'Save tag' }).click();
    await visible(freshToast(page, 'Grace Lovelace tagged'));
    await visible(viewer.getByRole('list', { name: 'Tagged people' }).getByText('Grace Lovelace'));
    // The saved box is where it was drawn.
    const box = (await viewer.getByTestId('photo-tag-box').boundingBox())!;
    expect(Math.abs(box.x - (area.x + area.width * 0.3))).toBeLessThan(4);
    expect(Math.abs(box.width - area.width * 0.25)).toBeLessThan(6);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await visible(photoCard.getByText('1 person tagged'));

    const media = page.waitForResponse((r) => r.request().resourceType() === 'media' && r.url().includes('/uploads/'));
    const clipViewer = await openMemory(page, CLIP_TITLE);
    await visible(clipViewer.getByRole('list', { name: 'Tagged people' }).getByText('Ada Lovelace'));
    expect((await media).status()).toBe(206);
    const video = clipViewer.locator('video');
    const startedAt = await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      const seeked = new Promise((r) => v.addEventListener('seeked', r, { once: true }));
      v.currentTime = 3;
      await seeked;
      const at = v.currentTime;
      await v.play();
      return at;
    });
    expect(startedAt).toBeCloseTo(3, 1);
    await video.evaluate((v: HTMLVideoElement) => new Promise<void>((resolve) => {
      const check = () => (v.currentTime > 3.4 && !v.paused ? resolve() : requestAnimationFrame(check));
      check();
    }));
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(6);
  });

  it('keeps the memory from Cleo, who is in neither the circle nor their connections', async () => {
    const adaPage = pages.ada.page;
    const { memories } = await gql<{ memories: { nodes: { id: string; title: string; file: { url: string } }[] } }>(adaPage, '{ memories(first: 10) { nodes { id title file { url } } } }');
    const photo = memories.nodes.find((m) => m.title === PHOTO_TITLE)!;
    const { page } = pages.cleo;
    const answer = await gqlAnswer(page, 'query($id: ID!) { memory(id: $id) { id title } }', { id: photo.id });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await statusOf(page, `/api/memories/user/${await myId(adaPage)}`)).toBe(403);
    expect(await statusOf(page, photo.file.url)).toBe(403);
    // Ben, in the circle, reads the same file.
    expect(await statusOf(pages.ben.page, photo.file.url)).toBe(200);
  });

  it('looks right on a laptop and on a phone', async () => {
    const shoot = async (page: Page, size: 'desktop' | 'phone') => {
      await page.goto('/memories');
      await cardWithPicture(page, PHOTO_TITLE);
      await cardWithPicture(page, CLIP_TITLE);
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, `memories-grid-${size}`);
      const viewer = await openMemory(page, PHOTO_TITLE);
      await viewer.getByTestId('photo-tag-layer').hover();
      await visible(viewer.getByTestId('photo-tag-box').getByText('Grace Lovelace'));
      await snapWindow(page, `memories-viewer-tag-${size}`);
      await page.keyboard.press('Escape');

      await page.goto('/circles');
      await visible(page.getByRole('article', { name: CIRCLE }));
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, `circles-${size}`);
      await page.goto(circlePath);
      await cardWithPicture(page, PHOTO_TITLE);
      await visible(page.getByText(/^2 members · 2 memories · Created /));
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, `circle-${size}`);
    };
    await shoot(pages.ben.page, 'desktop');
    await onPhone('ben', (phone) => shoot(phone, 'phone'));
  });
});
