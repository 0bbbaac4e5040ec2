import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { artifactsDir, DESKTOP, launchBrowser, type Look, LOOKS, newPage, picturesAfterFailedTests } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { visible } from './support/flows.ts';
import { checkScreenInSizes } from './support/screen-check.ts';
import { gqlAnswer } from './support/memory-flows.ts';
import { addRelative, gql, ownTree } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { signInAndOnboard } from './support/tree-flows.ts';

// The animated timeline in Chromium. Ada's tree: her grandparents George (1890–1948) and Mary
// (1895–1975), married in 1915; her parents Alice (1920) and Bob (1918–1950), married in 1945;
// Alice's brother Charles (1925), a chess champion in 1950 (an achievement), and a story of Alice
// told in 1950; Ada herself, born in 1950. Ada finds the timeline in the More menu, plays it, pauses
// and steps to 1950 with the keyboard: the summary read to screen readers, and the list of people
// drawn, say who lived that year. The link of that moment opens at 1950, and one from Alice shows
// only her line. Cleo, a stranger, sees nothing of Ada's tree. The page is looked at in English and light (1280 px) and in
// Spanish and dark (390 px), saved under e2e/artifacts/animated-timeline-*.png and checked
// by axe. Each test goes on from the previous one.

const ADA = { fullName: 'Ada Lovelace', email: 'ada.animated@example.com' };
const CLEO = { fullName: 'Cleo Stranger', email: 'cleo.animated@example.com' };

let server: RunningServer;
let browser: Browser;
const people = {} as Record<'ada' | 'cleo', { context: BrowserContext; page: Page }>;
let treeId: string;
const member = {} as Record<'self' | 'alice' | 'bob' | 'george' | 'mary' | 'charles', string>;
let sharedLink = '';
const minor: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [key, person, place] of [['ada', ADA, 'London'], ['cleo', CLEO, 'Lima']] as const) {
    people[key] = await newPage(browser, server.url, DESKTOP);
    await signInAndOnboard(people[key].page, person, place);
  }
  const ada = people.ada.page;
  ({ treeId, selfId: member.self } = await ownTree(ada));
  // Her own person's birth comes from her profile.
  await gql(ada, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { dateOfBirth: '1950-03-14' } });
  member.alice = await addRelative(ada, { firstName: 'Alice', lastName: 'Byron', gender: 'female', relationshipType: 'parent', relativeId: member.self, birth: '1920' });
  member.bob = await addRelative(ada, { firstName: 'Bob', lastName: 'Lovelace', gender: 'male', relationshipType: 'parent', relativeId: member.self, birth: '1918', death: '1950' });
  member.george = await addRelative(ada, { firstName: 'George', lastName: 'Byron', gender: 'male', relationshipType: 'parent', relativeId: member.alice, birth: '1890', death: '1948' });
  member.mary = await addRelative(ada, { firstName: 'Mary', lastName: 'Byron', gender: 'female', relationshipType: 'parent', relativeId: member.alice, birth: '1895', death: '1975' });
  member.charles = await addRelative(ada, { firstName: 'Charles', lastName: 'Byron', gender: 'male', relationshipType: 'sibling', relativeId: member.alice, birth: '1925' });
  const relate = 'mutation($i: AddRelationshipInput!) { addRelationship(input: $i) { id } }';
  await gql(ada, relate, { i: { fromId: member.bob, toId: member.alice, type: 'spouse', startDate: '1945-05-05' } });
  await gql(ada, relate, { i: { fromId: member.george, toId: member.mary, type: 'spouse', startDate: '1915-06-01' } });
  await gql(ada, 'mutation($input: RecordAchievementInput!) { recordAchievement(input: $input) { id } }', { input: { memberId: member.charles, achievementType: 'award', title: 'Chess champion', date: '1950' } });
  await gql(ada, 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: 'The year of the flood', content: 'Alice rowed to school.', storyType: 'memory', eventDate: '1950-04-01', isPublic: true, taggedMemberIds: [member.alice] } });
}, 600_000);

picturesAfterFailedTests('animated-timeline', { ada: () => people.ada.page, cleo: () => people.cleo.page });

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'animated-timeline-accessibility.txt'), minor.length ? `${minor.join('\n')}\n` : 'No moderate or minor violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

const summary = (page: Page) => page.getByTestId('animated-timeline-summary');
const yearShown = async (page: Page) => Number(await summary(page).getAttribute('data-year'));
/** The names in the list of people drawn (read while paused). */
const drawnNames = async (page: Page) => (await page.getByRole('list', { name: /^People drawn in \d+$/ }).getByRole('listitem').allTextContents()).sort();
/** The focusable chart, where the keyboard plays and steps. */
const chart = (page: Page): Locator => page.getByTestId('animated-timeline-stage').locator('[tabindex="0"]').first();

const IN_1950 = ['Ada Lovelace', 'Alice Byron', 'Bob Lovelace', 'Charles Byron', 'Mary Byron'];
const SENTENCE_1950 = '1950: 4 people living; born this year: Ada Lovelace; died: Bob Lovelace.';

describe("Ada's animated timeline", () => {
  it('is in the More menu, plays, pauses, and steps by the keyboard to 1950 with the right people drawn', async () => {
    const ada = people.ada.page;
    await ada.goto('/');
    await ada.getByRole('button', { name: 'More', exact: true }).click();
    await ada.getByRole('menuitem', { name: /^Animated Timeline/ }).click();
    await ada.waitForURL((url) => url.pathname === '/animated-timeline');
    await visible(ada.getByRole('heading', { level: 1, name: 'Animated Timeline' }));
    await visible(ada.locator('canvas[data-first-frame="drawn"]'));
    // It opens paused at the first year: George's birth.
    expect(await yearShown(ada)).toBe(1890);
    expect(await drawnNames(ada)).toEqual(['George Byron']);
    // The controls are in view on a laptop's screen without scrolling.
    const play = (await ada.getByRole('button', { name: 'Play', exact: true }).boundingBox())!;
    expect(play.y + play.height).toBeLessThanOrEqual(DESKTOP.height);

    await ada.getByRole('button', { name: 'Play', exact: true }).click();
    await visible(ada.getByRole('button', { name: 'Pause', exact: true }));
    await eventually(async () => (await yearShown(ada)) > 1893, 'the years going by');
    await ada.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await yearShown(ada);
    expect(paused).toBeGreaterThan(1893);
    // The button keeps Space and Enter; End, pressed on it, goes to the last year.
    await ada.keyboard.press('End');
    const yearSlider = ada.getByRole('slider', { name: 'Year' });
    const last = Number((await yearSlider.getAttribute('aria-valuemax')) ?? (await yearSlider.getAttribute('max')));
    await eventually(async () => (await yearShown(ada)) === last, 'the last year');

    // Step to 1950: ten years at a time with Shift, then a year at a time.
    await chart(ada).focus();
    let year = last;
    while (Math.abs(1950 - year) >= 10) {
      await ada.keyboard.press(year < 1950 ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
      year += year < 1950 ? 10 : -10;
    }
    while (year !== 1950) {
      await ada.keyboard.press(year < 1950 ? 'ArrowRight' : 'ArrowLeft');
      year += year < 1950 ? 1 : -1;
    }
    await eventually(async () => (await yearShown(ada)) === 1950, 'the year 1950');
    expect(await summary(ada).getByRole('status').textContent()).toBe(SENTENCE_1950);
    expect(await drawnNames(ada)).toEqual(IN_1950);
    expect(await ada.getByTestId('animated-timeline-year').textContent()).toBe('1950');
    // The year's items, each at its person.
    const items = ada.getByRole('region', { name: 'In 1950' });
    await visible(items.getByText('Chess champion · Charles Byron'));
    await visible(items.getByText('The year of the flood · Alice Byron'));
    // Space plays again from there, and pauses.
    await ada.keyboard.press(' ');
    await visible(ada.getByRole('button', { name: 'Pause', exact: true }));
    await ada.keyboard.press(' ');
    await visible(ada.getByRole('button', { name: 'Play', exact: true }));
    await ada.keyboard.press('Home');
    await eventually(async () => (await yearShown(ada)) === 1890, 'the first year again');
    await ada.getByRole('slider', { name: 'Year' }).focus();
    for (let i = 0; i < 60; i++) await ada.keyboard.press('ArrowRight');
    await eventually(async () => (await yearShown(ada)) === 1950, 'the slider at 1950');

    // The speed by the keyboard, from 1 to 50 years a second.
    await ada.getByRole('slider', { name: 'Speed' }).focus();
    await ada.keyboard.press('End');
    await visible(ada.getByText('50 years a second', { exact: true }));
    await ada.keyboard.press('Home');
    await visible(ada.getByText('1 year a second', { exact: true }));
    await ada.keyboard.press('ArrowRight');
    await visible(ada.getByText('2 years a second', { exact: true }));

    // The address holds the moment.
    await eventually(async () => new URL(ada.url()).searchParams.get('year') === '1950', 'the year in the address');
    const url = new URL(ada.url());
    expect(url.searchParams.get('tree')).toBe(treeId);
    sharedLink = `${url.pathname}${url.search}`;
  });

  it('opens a shared link at 1950, and one from Alice at her line only', async () => {
    const { context, page } = await newPage(browser, server.url, DESKTOP);
    await context.addCookies(await people.ada.context.cookies());
    await page.goto(sharedLink);
    await visible(page.locator('canvas[data-first-frame="drawn"]'));
    expect(await yearShown(page)).toBe(1950);
    expect(await summary(page).getByRole('status').textContent()).toBe(SENTENCE_1950);
    expect(await drawnNames(page)).toEqual(IN_1950);

    await page.goto(`/animated-timeline?tree=${treeId}&year=1950&from=${member.alice}`);
    await visible(page.locator('canvas[data-first-frame="drawn"]'));
    expect(await yearShown(page)).toBe(1950);
    // Alice, her husband and their daughter; not her parents nor her brother.
    expect(await drawnNames(page)).toEqual(['Ada Lovelace', 'Alice Byron', 'Bob Lovelace']);
    await visible(page.getByRole('combobox', { name: 'Start at' }));
    expect(await page.getByRole('combobox', { name: 'Start at' }).inputValue()).toBe('Alice Byron and their descendants');
    // A year out of the tree's span opens at its nearest end.
    await page.goto(`/animated-timeline?tree=${treeId}&year=1200`);
    await visible(page.locator('canvas[data-first-frame="drawn"]'));
    expect(await yearShown(page)).toBe(1890);
    await context.close();
  });

  it("shows Cleo, a stranger, nothing of Ada's tree", async () => {
    const cleo = people.cleo.page;
    await cleo.goto(sharedLink);
    await visible(cleo.getByText('This tree or person can’t be found, or you don’t have access to it.'));
    expect(await cleo.getByText(/Lovelace|Byron/).count()).toBe(0);
    expect(await cleo.locator('canvas').count()).toBe(0);
    const answer = await gqlAnswer(cleo, 'query($t: ID!) { animatedTimeline(treeId: $t) { size columns } }', { t: treeId });
    expect(answer.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(answer.data).toBeNull();
  });
});

/** Looks at the page at the widths of `look` (LOOK_SIZES): screenshots, layout and axe; answers the problems found. */
async function lookAt(look: Look): Promise<string[]> {
  const found = await checkScreenInSizes(browser, server.url, people.ada.context, look, { address: sharedLink, file: 'animated-timeline', ready: (page) => page.locator('canvas[data-first-frame="drawn"]').waitFor() });
  minor.push(...found.minor);
  return found.blocking;
}

describe('The page', () => {
  it.each(LOOKS)('looks finished in %s at %s, and axe finds nothing serious', async (look) => {
    expect(await lookAt(look)).toEqual([]);
  }, 600_000);
});
