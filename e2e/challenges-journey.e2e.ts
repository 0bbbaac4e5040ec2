/**
 * @long three people, a challenge followed to its end, its screens looked at
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { artifactsDir, contextInLook, DESKTOP, inSpanish, launchBrowser, type Look, LOOK_SIZES, LOOKS, newPage, picturesAfterFailedTests, screenshot } from './support/browser.ts';
import { bell, unreadCount } from './support/family-life-flows.ts';
import { visible } from './support/flows.ts';
import { settle } from './support/layout.ts';
import { checkScreen } from './support/screen-check.ts';
import { connect, shareTreeForViewing } from './support/memory-flows.ts';
import { gql, ownTree } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { signInAndOnboard } from './support/tree-flows.ts';
import { eventually } from './support/eventually.ts';

// Discovery challenges in Chromium. Ada joins "Add 5 ancestors" and, from a second tab, adds five
// ancestors with their birth dates: the bar on her challenges page moves after each without a reload,
// and at the fifth the challenge completes with a celebration and a reward notification in her bell.
// Ben, her cousin who shares her tree, sees her on the family leaderboard; Cleo, a stranger, does
// not. Removing one ancestor takes the credit back. Then the screen is looked at: in progress,
// available, completed, the celebration and the leaderboard, in English and light (1280 px) and in
// Spanish and dark (390 px), each saved under e2e/artifacts/challenges-*.png and checked by axe. Each test goes on from
// the previous one.

const ADA = { fullName: 'Ada Lovelace', email: 'ada.challenges@example.com' };
const BEN = { fullName: 'Ben Okafor', email: 'ben.challenges@example.com' };
const CLEO = { fullName: 'Cleo Stranger', email: 'cleo.challenges@example.com' };
const TITLE = 'Add 5 ancestors';

let server: RunningServer;
let browser: Browser;
const people = {} as Record<'ada' | 'ben' | 'cleo', { context: BrowserContext; page: Page }>;
let adaWorking: Page;
let treeId: string;
let selfId: string;
const ancestors: string[] = [];
const minor: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [key, person, place] of [['ada', ADA, 'London'], ['ben', BEN, 'Lagos'], ['cleo', CLEO, 'Lima']] as const) {
    people[key] = await newPage(browser, server.url, DESKTOP);
    await signInAndOnboard(people[key].page, person, place);
  }
  ({ treeId, selfId } = await ownTree(people.ada.page));
  await connect(people.ada.page, people.ben.page);
  await shareTreeForViewing(people.ada.page, treeId, people.ben.page);
  await gql(people.ben.page, 'mutation($id: ID!) { openTree(id: $id) { id } }', { id: treeId });
  // Ada's second tab, where she works on her tree while the challenges page stays open in the first.
  adaWorking = await people.ada.context.newPage();
  await adaWorking.goto('/');
}, 300_000);

picturesAfterFailedTests('challenges-journey', { ada: () => people.ada.page, ben: () => people.ben.page, cleo: () => people.cleo.page });

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'challenges-accessibility.txt'), minor.length ? `${minor.join('\n')}\n` : 'No moderate or minor violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

const card = (page: Page, title = TITLE): Locator => page.getByRole('article', { name: title });
const bar = (page: Page, title = TITLE): Locator => page.getByRole('progressbar', { name: `Progress on “${title}”` });
const tab = (page: Page, name: RegExp): Locator => page.getByRole('tab', { name });

/** An ancestor of Ada's with a birth date, added in her second tab as the tree's Add Family Member does. */
async function addAncestor(firstName: string, childId: string, birth: string): Promise<string> {
  const { addFamilyMember } = await gql<{ addFamilyMember: { member: { id: string } } }>(
    adaWorking,
    'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }',
    { i: { firstName, lastName: 'Lovelace', gender: 'female', relationshipType: 'parent', relativeId: childId, birth } },
  );
  return addFamilyMember.member.id;
}

/** Whose names are on a person's leaderboard this season, first first. */
async function leaderboardNames(page: Page): Promise<string[]> {
  const { challengeLeaderboard } = await gql<{ challengeLeaderboard: { entries: { user: { displayName: string } }[] } }>(page, '{ challengeLeaderboard { entries { user { displayName } } } }');
  return challengeLeaderboard.entries.map((e) => e.user.displayName);
}

describe('Ada and the "Add 5 ancestors" challenge', () => {
  it('lets Ada join it from the Available tab; it starts at nothing, with what is left said in words', async () => {
    const ada = people.ada.page;
    await ada.goto('/discovery-challenges');
    await visible(ada.getByRole('heading', { name: 'Discovery Challenges', level: 1 }));
    await tab(ada, /^Available/).click();
    await card(ada).getByRole('button', { name: 'Join' }).click();
    await visible(ada.getByText(`You joined “${TITLE}”. It counts from now on.`));
    await tab(ada, /^In progress/).click();
    await visible(bar(ada));
    expect(await bar(ada).getAttribute('aria-valuenow')).toBe('0');
    await visible(card(ada).getByText('5 more ancestors with a birth date'));
  });

  it('moves her bar after each ancestor she adds in another tab, without a reload, and completes with a celebration and a notice in her bell', async () => {
    const ada = people.ada.page;
    const unreadBefore = await unreadCount(ada);
    const births = ['12 Mar 1950', '3 Jun 1924', 'abt 1921', '1898', '5 Feb 1870'];
    let child = selfId;
    for (const [i, birth] of births.entries()) {
      const id = await addAncestor(['Mary', 'Grace', 'Rosa', 'Ines', 'Clara'][i], child, birth);
      ancestors.push(id);
      child = id;
      if (i < births.length - 1) {
        const expected = String((i + 1) * 20);
        await eventually(async () => (await bar(ada).getAttribute('aria-valuenow')) === expected, `the bar at ${expected}%`);
        await visible(card(ada).getByText(`${births.length - i - 1} more ${births.length - i - 1 === 1 ? 'ancestor' : 'ancestors'} with a birth date`));
      }
    }
    const celebration = ada.getByRole('dialog', { name: 'Challenge complete!' });
    await visible(celebration);
    await visible(celebration.getByText(`You finished “${TITLE}”.`));
    await settle(ada);
    await screenshot(ada, 'challenges-celebration-en-1280', { fullPage: false });
    await celebration.getByRole('button', { name: 'Wonderful!' }).click();
    await eventually(async () => (await unreadCount(ada)) > unreadBefore, 'a new notice in her bell');
    await bell(ada).click();
    const notices = ada.getByRole('dialog', { name: 'Notifications' });
    await visible(notices.getByText(new RegExp(`You completed “${TITLE}”`)).first());
    await notices.focus();
    await ada.keyboard.press('Escape');
    await notices.waitFor({ state: 'hidden' });
    await tab(ada, /^Completed/).click();
    await visible(card(ada).getByText(/Completed on/));
  });

  it('puts her on the leaderboard of Ben, who shares her tree, and not on that of Cleo, a stranger', async () => {
    const ben = people.ben.page;
    await ben.goto('/discovery-challenges');
    await tab(ben, /^Leaderboard/).click();
    await visible(ben.getByRole('rowheader', { name: /Ada Lovelace/ }));
    const cleo = people.cleo.page;
    await cleo.goto('/discovery-challenges');
    await tab(cleo, /^Leaderboard/).click();
    await visible(cleo.getByText('No scores yet this season'));
    expect(await cleo.getByText('Ada Lovelace').count()).toBe(0);
    expect(await leaderboardNames(cleo)).toEqual([]);
  });

  it('takes the credit back when she removes one of the five', async () => {
    const ada = people.ada.page;
    await gql(adaWorking, 'mutation($id: ID!) { deleteFamilyMember(id: $id) }', { id: ancestors[4] });
    await tab(ada, /^In progress/).click();
    await eventually(async () => (await bar(ada).getAttribute('aria-valuenow')) === '80', 'the bar back at 80%');
    await visible(card(ada).getByText('1 more ancestor with a birth date'));
    await eventually(async () => (await leaderboardNames(people.ben.page)).length === 0, "Ada gone from Ben's leaderboard");
    // Adding her back completes it again, with the first completion's date and no second notice.
    ancestors[4] = await addAncestor('Clara', ancestors[3], '5 Feb 1870');
    await eventually(async () => (await leaderboardNames(people.ben.page)).includes(ADA.fullName), "Ada back on Ben's leaderboard");
  });
});

/** A context for Ada's session in the language and colour scheme of `look`. */
const contextFor = (look: Look) => contextInLook(browser, server.url, people.ada.context, look);

const TABS: [name: string, index: number][] = [['in-progress', 0], ['available', 1], ['completed', 2], ['leaderboard', 3]];

describe('The challenges screen', () => {
  beforeAll(async () => {
    // A second challenge under way, so "In progress" shows a bar part of the way.
    const { discoveryChallenges } = await gql<{ discoveryChallenges: { id: string; key: string | null }[] }>(people.ada.page, '{ discoveryChallenges { id key } }');
    const firstBranches = discoveryChallenges.find((c) => c.key === 'first-branches')!;
    await gql(people.ada.page, 'mutation($id: ID!) { joinChallenge(id: $id) { id } }', { id: firstBranches.id });
    for (const name of ['Tom', 'Ana', 'Luis']) {
      await gql(adaWorking, 'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }', { i: { firstName: name, lastName: 'Lovelace', relationshipType: 'child', relativeId: selfId } });
    }
  });

  it.each(LOOKS)('looks finished in %s at %s on every tab, and axe finds nothing serious', async (look) => {
    const problems: string[] = [];
    const { context, page } = await contextFor(look);
    try {
      for (const size of LOOK_SIZES[look]) {
        await page.setViewportSize(size);
        await page.goto('/discovery-challenges');
        if (inSpanish(look)) await page.waitForFunction(() => document.documentElement.lang === 'es');
        await visible(page.getByRole('heading', { level: 1 }));
        for (const [name, index] of TABS) {
          await page.getByRole('tab').nth(index).click();
          await page.getByRole('tabpanel').waitFor();
          await page.getByText(/Loading|Cargando/).first().waitFor({ state: 'hidden' }).catch(() => undefined);
          await settle(page);
          const found = await checkScreen(page, `challenges-${name}-${look}-${size.width}`, `challenges ${name} ${look} ${size.width}px`);
          problems.push(...found.blocking);
          minor.push(...found.minor);
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

