import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DESKTOP, newContext, newPage, PAGE_WAIT_MS, pictureOnFailure } from './browser.ts';
import { completeOnboarding, dashboardGreeting, fillProviderForm, onboardingHeading, toast, visible, type Person } from './flows.ts';
import { bell, searchFor } from './family-life-flows.ts';
import { cardWithPicture, fillUploadDialog, myId, PHOTO } from './memory-flows.ts';
import { addRelative, gql, ownTree } from './overview-flows.ts';
import type { RunningServer } from './server.ts';
import { freshToast, markShownToasts, signInAndOnboard } from './tree-flows.ts';

// Every screen and dialog of the app, reached as a person would, for the layout and accessibility
// checks (e2e/every-screen.e2e.ts). One family is built for them: Amelia (the server's first
// account, so its administrator, with a long name that tests the layouts) and her relatives, a
// circle with her cousin Ben, a photo, a story, events, a token and an invitation.

export const AMELIA: Person = { fullName: 'Amelia Featherstonehaugh', email: 'amelia@example.com' };
const BEN: Person = { fullName: 'Benedict Okonkwo-Hartley', email: 'ben@example.com' };
export const CIRCLE = 'Featherstonehaugh cousins';
export const PHOTO_TITLE = 'Sunday lunch under the apple tree';
export const STORY_TITLE = 'Grandmother’s sourdough';
export const EVENT_TITLE = 'Summer picnic at Holyrood Park';

export interface Family {
  amelia: { context: BrowserContext; page: Page };
  ids: { tree: string; self: string; anne: string; event: string; circle: string };
}

/** The screens seen before the family exists: signed out, the provider's form and onboarding. */
export type FirstScreen = 'landing' | 'sign-in' | 'onboarding-step1' | 'onboarding-step2' | 'onboarding-step3';

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

/**
 * Amelia arrives on the landing page, signs in, goes through onboarding (`atScreen` runs on each of
 * these screens, the window at desktop size) and her family is filled in: through the API where
 * only the result matters, through the Upload Memory dialog for the photo.
 */
export async function buildFamily(browser: Browser, server: RunningServer, atScreen: (screen: FirstScreen, page: Page) => Promise<void>): Promise<Family> {
  const amelia = await newPage(browser, server.url, DESKTOP);
  const { page } = amelia;
  await page.goto('/');
  await visible(page.getByRole('link', { name: 'Start Building' }));
  await atScreen('landing', page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await visible(page.getByLabel('Full name'));
  await atScreen('sign-in', page);
  await fillProviderForm(page, AMELIA);
  await visible(onboardingHeading(page));
  await completeOnboarding(page, { dateOfBirthDigits: '04221990', bio: 'Keeper of the family albums and the Sunday recipes.', photo: true, location: 'Edinburgh, Scotland' }, (step) =>
    atScreen(`onboarding-step${step}`, page),
  );
  await visible(dashboardGreeting(page, 'Amelia'));
  const welcome = await visible(toast(page, 'Welcome'));
  await welcome.getByRole('button', { name: 'Dismiss' }).click();

  const { treeId, selfId } = await ownTree(page);
  const anne = await addRelative(page, { firstName: 'Anne', lastName: 'Featherstonehaugh', gender: 'female', relationshipType: 'parent', birth: '12 Mar 1958' });
  await addRelative(page, { firstName: 'George', lastName: 'Featherstonehaugh', gender: 'male', relationshipType: 'parent', birth: '1955' });
  await addRelative(page, { firstName: 'Judith', lastName: 'Noel-Macpherson', gender: 'female', relationshipType: 'parent', relativeId: anne, birth: 'abt 1930', death: '2011' });
  await addRelative(page, { firstName: 'Allegra', lastName: 'Featherstonehaugh', gender: 'female', relationshipType: 'sibling', birth: '1993' });
  await addRelative(page, { firstName: 'William', lastName: 'King', gender: 'male', relationshipType: 'spouse' });
  await addRelative(page, { firstName: 'Annabella', lastName: 'King', gender: 'female', relationshipType: 'child', birth: '2019' });

  // Ben, a cousin on Kinfolk too: he asks to connect and she accepts, he shares his tree with her
  // (waiting for her answer) and invites her to his event, which rings her bell.
  const ben = await newPage(browser, server.url, DESKTOP);
  await signInAndOnboard(ben.page, BEN, 'Glasgow');
  const ameliaId = await myId(page);
  const request = await gql<{ sendConnectionRequest: { id: string } }>(ben.page, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', {
    i: { toUserId: ameliaId, relationshipType: 'cousin', message: 'We met at Aunt Judith’s ninetieth.' },
  });
  await gql(page, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: request.sendConnectionRequest.id });
  await gql(ben.page, 'mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }', { i: { treeId: (await ownTree(ben.page)).treeId, userId: ameliaId, role: 'viewer' } });
  const bensEvent = await gql<{ createFamilyEvent: { id: string } }>(ben.page, 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }', {
    i: { title: 'Okonkwo-Hartley reunion', startsAt: inAMonth(), timeZone: 'Europe/London', location: 'Kelvingrove, Glasgow' },
  });
  await gql(ben.page, 'mutation($id: ID!, $i: InviteToFamilyEventInput!) { inviteToFamilyEvent(id: $id, input: $i) { id } }', { id: bensEvent.createFamilyEvent.id, i: { userIds: [ameliaId] } });
  const benId = await myId(ben.page);
  await ben.context.close();

  const { createCircle } = await gql<{ createCircle: { id: string } }>(page, 'mutation($i: CreateCircleInput!) { createCircle(input: $i) { id } }', {
    i: { name: CIRCLE, description: 'Photos of the cousins, their summers and their Sunday lunches.', isPrivate: true, memberIds: [benId] },
  });
  await gql(page, 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', {
    i: { title: STORY_TITLE, content: 'Every Sunday Grandmother fed the sourdough starter she had kept alive since 1962, and we all got a warm slice with butter.', storyType: 'tradition' },
  });
  const { createFamilyEvent } = await gql<{ createFamilyEvent: { id: string } }>(page, 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }', {
    i: { title: EVENT_TITLE, startsAt: inAMonth(), timeZone: 'Europe/London', location: 'Holyrood Park, Edinburgh', description: 'Bring a blanket and something to share.' },
  });
  await gql(page, 'mutation($id: ID!, $i: InviteToFamilyEventInput!) { inviteToFamilyEvent(id: $id, input: $i) { id } }', { id: createFamilyEvent.id, i: { userIds: [benId] } });
  await gql(page, 'mutation($name: String!) { createAccessToken(name: $name) { token } }', { name: 'Family photo backup script' });
  await gql(page, 'mutation($i: CreateInvitationInput) { createInvitation(input: $i) { url } }', { i: { note: 'Cousin Isadora in Aberdeen' } });

  // Should the page not offer the upload, what it showed is saved (family-memories-failed.png) with its address and errors.
  const dialog = await pictureOnFailure(page, 'family-memories', async () => {
    await page.goto('/memories');
    return fillUploadDialog(page, { file: PHOTO, title: PHOTO_TITLE, description: 'Grandmother Judith under the apple tree, everyone at the long table.', circle: CIRCLE, date: { digits: '06142019', shown: 'Jun 14, 2019' } });
  });
  await markShownToasts(page);
  await dialog.getByRole('button', { name: 'Upload Memory' }).click();
  await visible(freshToast(page, 'Memory uploaded successfully!'));
  await dialog.waitFor({ state: 'detached' });
  await cardWithPicture(page, PHOTO_TITLE);

  return { amelia, ids: { tree: treeId, self: selfId, anne, event: createFamilyEvent.id, circle: createCircle.id } };
}

/** What floats over the page: an open dialog, drawer, menu or popup. */
const OVERLAY = '.MuiModal-root:not(.MuiModal-hidden), .MuiPopper-root';

/**
 * Goes to an address of the app as its links do, without loading the page again (the router
 * follows the history), which is quicker. A dialog or menu left open is closed first, with Escape;
 * from outside the app the page is loaded.
 */
export async function go(page: Page, path: string) {
  for (let i = 0; i < 3 && (await page.locator(OVERLAY).count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.locator(OVERLAY).first().waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
  }
  const inApp = await page.evaluate((overlay) => Boolean(document.querySelector('#root header')) && !document.querySelector(overlay), OVERLAY);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  const follow = (to: string) =>
    page.evaluate(async (address) => {
      window.history.pushState(null, '', address);
      window.dispatchEvent(new PopStateEvent('popstate'));
      // Two frames: the router has shown the new address.
      await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
    }, to);
  // A screen left as it was (a form open, a person chosen) is left for another address first, so
  // that it comes back as new, as it does when a person goes elsewhere and back.
  // The other address's page is waited for: the router may keep the old screen while the new one's
  // code loads, and going back before it shows would keep the old screen as it was.
  if (new URL(page.url()).pathname === new URL(path, page.url()).pathname) {
    await follow('/no/such/page');
    await visible(page.getByRole('main').getByRole('heading', { level: 1, name: /^404/ }));
  }
  await follow(path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** A screen of the signed-in app and how to reach it. */
export interface Screen {
  name: string;
  /** Brings the page to the screen, at the window size already set. */
  open: (page: Page, family: Family) => Promise<void>;
  /**
   * Reached again at each window size, rather than resized where it stands (the screen is made of
   * other parts at other widths, not the same parts laid out again).
   */
  reopen?: boolean;
  /** Where it exists, when not at every width (the phone's drawer). */
  at?: (width: number) => boolean;
  /** What to take a picture of: the window (a dialog's backdrop covers the window, not the page), or one part. */
  picture?: 'window' | ((page: Page) => Locator);
  /** The part that is new on the screen (a dialog over a page already looked at), as a CSS selector. */
  within?: string;
  /** The screen this one is a part of (a section of the profile page): the same page, looked at there. */
  partOf?: string;
}

/**
 * Brings Amelia's page to the screen at each window size in turn and runs `check` there, gathering
 * what it finds: the screen is reached once and then resized, as a person turning a tablet or
 * widening a window would (a dialog, popup or drawer open stays open), or reached again at each size
 * when `reopen` (a phone shows it otherwise); sizes where it does not exist (`at`) are skipped.
 */
export async function atEachSize<T>(page: Page, family: Family, screen: Screen, sizes: { width: number; height: number }[], check: (width: number) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  let opened = false;
  for (const size of sizes) {
    if (screen.at && !screen.at(size.width)) continue;
    await page.setViewportSize(size);
    if (!opened || screen.reopen) await screen.open(page, family);
    opened = true;
    found.push(...(await check(size.width)));
  }
  return found;
}

/** A page of Amelia's, signed in (her session cookie only), in a browser set up otherwise (its language, window or zoom). */
export async function ameliaIn(browser: Browser, server: RunningServer, family: Family, options: Parameters<Browser['newContext']>[0]): Promise<{ context: BrowserContext; page: Page }> {
  // The session cookie only: the language the first browser chose is remembered in its local storage.
  const context = await newContext(browser, { baseURL: server.url, viewport: DESKTOP, deviceScaleFactor: 1, ...options });
  await context.addCookies(await family.amelia.context.cookies());
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  return { context, page };
}

/** The tree once it is drawn and complete, whatever the language. */
async function openTree(page: Page, query = '') {
  await go(page, `/family-tree${query}`);
  await page.locator('[data-tree-ready="true"]').waitFor();
  await page.locator('[data-tree-complete="true"]').waitFor();
}

async function openProfile(page: Page) {
  await go(page, '/profile');
  await visible(page.getByRole('button', { name: 'Edit Profile' }));
}

/** A dialog opened by the button named `button` (the first such button). */
async function openDialog(page: Page, button: string, dialog: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await visible(page.getByRole('dialog', { name: dialog }));
}

export const screens: Screen[] = [
  {
    name: 'dashboard',
    open: async (page) => {
      await go(page, '/');
      // The app's own dashboard (in #root), not the one the server drew, which shows until the app takes over.
      const main = page.locator('#root').getByRole('main');
      await visible(main.getByRole('heading', { level: 1 }));
      await main.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
    },
  },
  { name: 'tree', open: (page) => openTree(page) },
  {
    name: 'people-list',
    partOf: 'tree',
    open: async (page) => {
      await openTree(page);
      await visible(page.getByRole('list', { name: 'People in this tree' }).getByRole('listitem').first());
    },
    picture: (page) => page.getByRole('list', { name: 'People in this tree' }).locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]'),
  },
  {
    name: 'member-details',
    open: async (page, { ids }) => {
      await openTree(page, `?focus=${ids.anne}`);
      await page.locator(`.tree-person[data-person-id="${ids.anne}"]`).click();
      await visible(page.getByRole('complementary', { name: 'Details' }).getByText('Anne Featherstonehaugh', { exact: true }));
    },
    picture: 'window',
  },
  {
    name: 'add-member',
    within: '[role="dialog"]',
    open: async (page) => {
      await openTree(page);
      await openDialog(page, 'Add Family Member', 'Add Family Member');
    },
    picture: 'window',
  },
  {
    name: 'find-family',
    within: '[role="dialog"]',
    open: async (page) => {
      await openTree(page);
      await openDialog(page, 'Find Family', 'Find Family');
      const dialog = page.getByRole('dialog', { name: 'Find Family' });
      await dialog.getByRole('searchbox', { name: 'Search by name' }).fill('Benedict');
      await dialog.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
      await visible(dialog.getByRole('list', { name: 'Search results' }).getByRole('listitem').first());
    },
    picture: 'window',
  },
  {
    name: 'memories',
    open: async (page) => {
      await go(page, '/memories');
      await cardWithPicture(page, PHOTO_TITLE);
    },
  },
  {
    name: 'memory-upload',
    within: '[role="dialog"]',
    open: async (page) => {
      await go(page, '/memories');
      await openDialog(page, 'Upload Memory', 'Upload Memory');
    },
    picture: 'window',
  },
  {
    name: 'memory-viewer',
    within: '[role="dialog"]',
    open: async (page) => {
      await go(page, '/memories');
      await page.getByRole('button', { name: `Open ${PHOTO_TITLE}` }).click();
      const viewer = await visible(page.getByRole('dialog', { name: PHOTO_TITLE }));
      await viewer.locator('img').first().evaluate((img: HTMLImageElement) => img.decode());
    },
    picture: 'window',
  },
  {
    name: 'stories',
    open: async (page) => {
      await go(page, '/stories');
      await visible(page.getByRole('article', { name: STORY_TITLE }));
    },
  },
  {
    name: 'events',
    open: async (page) => {
      await go(page, '/events');
      await visible(page.getByRole('article', { name: EVENT_TITLE }));
    },
  },
  {
    name: 'event',
    open: async (page, { ids }) => {
      await go(page, `/events/${ids.event}`);
      await visible(page.getByRole('heading', { level: 1, name: EVENT_TITLE }));
      await visible(page.getByRole('list', { name: '1 person invited' }));
    },
  },
  {
    name: 'timeline',
    open: async (page) => {
      await go(page, '/timeline');
      await visible(page.getByRole('article', { name: STORY_TITLE }));
    },
  },
  {
    name: 'circles',
    open: async (page) => {
      await go(page, '/circles');
      await visible(page.getByRole('list', { name: 'Your circles' }).getByRole('article', { name: CIRCLE }));
    },
  },
  {
    name: 'circle-create',
    within: '[role="dialog"]',
    open: async (page) => {
      await go(page, '/circles');
      await visible(page.getByRole('list', { name: 'Your circles' }));
      await openDialog(page, 'Create New Circle', 'Create New Circle');
    },
    picture: 'window',
  },
  {
    name: 'circle',
    open: async (page, { ids }) => {
      await go(page, `/circles/${ids.circle}`);
      await visible(page.getByRole('heading', { level: 1, name: CIRCLE }));
      await cardWithPicture(page, PHOTO_TITLE).catch(() => undefined);
    },
  },
  {
    name: 'notifications',
    within: '[role="dialog"]',
    open: async (page) => {
      await go(page, '/');
      await bell(page).click();
      await visible(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link').first());
    },
    picture: 'window',
  },
  {
    name: 'search',
    // A phone opens the search over the whole screen, wider screens a list under the header's box.
    reopen: true,
    open: async (page) => {
      await go(page, '/');
      // The header's search comes with its own code: a button on a phone, a box on wider screens.
      await visible(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).or(page.getByRole('search')).first());
      await searchFor(page, 'sourdough', new RegExp(`^${STORY_TITLE}`));
    },
    picture: 'window',
  },
  { name: 'profile', open: openProfile },
  {
    name: 'profile-edit',
    open: async (page) => {
      await openProfile(page);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await visible(page.getByRole('heading', { name: 'Edit Profile' }));
    },
    // What the person sees: the window, with the sticky Save Changes bar at its foot.
    picture: 'window',
  },
  {
    name: 'language',
    partOf: 'profile',
    open: async (page) => {
      await openProfile(page);
      await visible(page.getByRole('region', { name: 'Language' }));
    },
    picture: (page) => page.getByRole('region', { name: 'Language' }),
  },
  {
    name: 'security',
    partOf: 'profile',
    open: async (page) => {
      await openProfile(page);
      await visible(page.getByRole('region', { name: 'Sign-in and security' }));
    },
    picture: (page) => page.getByRole('region', { name: 'Sign-in and security' }),
  },
  {
    name: 'access-tokens',
    partOf: 'profile',
    open: async (page) => {
      await openProfile(page);
      await visible(page.getByRole('region', { name: 'Access tokens' }).getByText('Family photo backup script'));
    },
    picture: (page) => page.getByRole('region', { name: 'Access tokens' }),
  },
  {
    name: 'invitations',
    open: async (page) => {
      await go(page, '/invitations');
      await visible(page.getByRole('list', { name: 'Your invitations' }).getByText('Cousin Isadora in Aberdeen'));
    },
  },
  {
    name: 'admin-accounts',
    open: async (page) => {
      await go(page, '/admin/accounts');
      // A table on wider screens, a list of cards on a phone.
      await visible(page.getByRole('main').getByText(BEN.email));
    },
  },
  {
    name: 'admin-server',
    open: async (page) => {
      await go(page, '/admin/server');
      await visible(page.getByRole('table', { name: 'Settings' }));
      await visible(page.getByRole('region', { name: 'Storage and background jobs' }).getByText('failed', { exact: true }));
    },
  },
  {
    name: '404',
    open: async (page) => {
      await go(page, '/no/such/page');
      await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    },
  },
  {
    name: 'drawer',
    within: '[role="dialog"]',
    // The menu button stands in for the header's navigation below MUI's md breakpoint (900 px).
    at: (width) => width < 900,
    open: async (page) => {
      await go(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await visible(page.getByRole('navigation', { name: 'Main menu' }));
    },
    picture: 'window',
  },
];

export const screenNamed = (name: string): Screen => {
  const screen = screens.find((s) => s.name === name);
  if (!screen) throw new Error(`No screen named ${name}`);
  return screen;
};
