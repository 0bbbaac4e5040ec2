import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifactsDir, DESKTOP, launchBrowser, type Look, LOOKS, newPage, picturesAfterFailedTests } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { visible } from './support/flows.ts';
import { settle } from './support/layout.ts';
import { checkScreenInSizes } from './support/screen-check.ts';
import { gqlAnswer } from './support/memory-flows.ts';
import { gql, ownTree } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { freshToast, markShownToasts, signInAndOnboard } from './support/tree-flows.ts';

// Family insights in Chromium. Ada's tree holds a planted duplicate (Margaret and Margret Stone, born
// the same day in Cork) and a round anniversary (Annie Stone, born 100 years ago in five days): a
// moment after Ada adds them the server has looked at the tree, and the Insights page in the More
// menu shows both findings with their people as links. Cleo, a stranger, gets nothing of Ada's tree.
// The page is looked at in English and light (1280 px) and in Spanish and dark (390 px), saved under
// e2e/artifacts/insights-*.png and checked by axe; then Ada dismisses the anniversary and it goes,
// and merges the duplicate from its finding, undoes it from the toast, and merges it again.

const ADA = { fullName: 'Ada Stone', email: 'ada.insights@example.com' };
const CLEO = { fullName: 'Cleo Stranger', email: 'cleo.insights@example.com' };
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The day `daysAhead` days from today, `yearsAgo` years back, as genealogists write it (a 29 February as the 28th). */
function dayText(daysAhead: number, yearsAgo: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const date = day.getUTCMonth() === 1 && day.getUTCDate() === 29 ? 28 : day.getUTCDate();
  return `${date} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear() - yearsAgo}`;
}

/** Adds a person with a birth place (which the shared helper does not take); answers their id. */
async function addPerson(page: Page, input: Record<string, unknown>): Promise<string> {
  const added = await gql<{ addFamilyMember: { member: { id: string } } }>(page, 'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }', { i: input });
  return added.addFamilyMember.member.id;
}

const DUPLICATE = /(Margaret Stone and Margret Stone|Margret Stone and Margaret Stone) may be the same person/;
const ANNIVERSARY = 'In 5 days, the 100th anniversary of the birth of Annie Stone.';

let server: RunningServer;
let browser: Browser;
const people = {} as Record<'ada' | 'cleo', { context: BrowserContext; page: Page }>;
let treeId: string;
const minor: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(undefined, { NODE_ENV: 'test', DEV_SIGN_IN: 'true', INSIGHTS_RECOMPUTE_DELAY_MS: '300' }), launchBrowser()]);
  for (const [key, person, place] of [['ada', ADA, 'Cork'], ['cleo', CLEO, 'Lima']] as const) {
    people[key] = await newPage(browser, server.url, DESKTOP);
    await signInAndOnboard(people[key].page, person, place);
  }
  const ada = people.ada.page;
  const own = await ownTree(ada);
  treeId = own.treeId;
  const mother = await addPerson(ada, { firstName: 'Margaret', lastName: 'Stone', gender: 'female', relationshipType: 'parent', relativeId: own.selfId, birth: '12 MAY 1931', birthPlace: 'Cork, Ireland', death: '2001' });
  await addPerson(ada, { firstName: 'Margret', lastName: 'Stone', gender: 'female', relationshipType: 'other', relativeId: own.selfId, birth: '12 MAY 1931', birthPlace: 'Cork, Ireland', death: '2001' });
  await addPerson(ada, { firstName: 'Annie', lastName: 'Stone', gender: 'female', relationshipType: 'sibling', relativeId: mother, birth: dayText(5, 100), death: '1990', birthPlace: 'Cork, Ireland' });
  // The server looks at the tree a moment after the change.
  await eventually(async () => {
    const { familyInsights } = await gql<{ familyInsights: { nodes: { type: string }[] } }>(ada, 'query($t: ID!) { familyInsights(treeId: $t, first: 50) { nodes { type } } }', { t: treeId });
    const types = new Set(familyInsights.nodes.map((n) => n.type));
    return types.has('POSSIBLE_DUPLICATE') && types.has('ANNIVERSARY');
  }, 'the findings of the tree');
}, 600_000);

picturesAfterFailedTests('insights', { ada: () => people.ada.page, cleo: () => people.cleo.page });

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'insights-accessibility.txt'), minor.length ? `${minor.join('\n')}\n` : 'No moderate or minor violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

describe("Ada's insights", () => {
  it('are in the More menu: the planted duplicate and the round anniversary, their people as links', async () => {
    const ada = people.ada.page;
    await ada.goto('/');
    await ada.getByRole('button', { name: 'More', exact: true }).click();
    await ada.getByRole('menuitem', { name: /^Insights/ }).click();
    await ada.waitForURL((url) => url.pathname === '/ai-insights');
    await visible(ada.getByRole('heading', { level: 1, name: 'Insights' }));
    const duplicate = ada.getByRole('article').filter({ hasText: DUPLICATE });
    await visible(duplicate);
    await visible(duplicate.getByRole('link', { name: 'Margret Stone' }));
    await visible(duplicate.getByRole('button', { name: 'Compare and merge' }));
    await visible(duplicate.getByRole('button', { name: 'Not the same person' }));
    const anniversary = ada.getByRole('article').filter({ hasText: ANNIVERSARY });
    await visible(anniversary);
    expect(await anniversary.getByRole('link', { name: 'Annie Stone', exact: true }).getAttribute('href')).toMatch(/^\/family-tree\?tree=.+&focus=.+/);
  });

  it('show on the dashboard too, the timely first', async () => {
    const ada = people.ada.page;
    await ada.goto('/');
    const card = ada.getByRole('region', { name: 'Insights' });
    await visible(card.getByText(ANNIVERSARY));
    await visible(card.getByRole('link', { name: 'See all insights' }));
  });

  it("show Cleo, a stranger, nothing of Ada's tree", async () => {
    const cleo = people.cleo.page;
    await cleo.goto(`/ai-insights?tree=${treeId}`);
    await visible(cleo.getByRole('heading', { level: 1, name: 'Insights' }));
    await settle(cleo);
    expect(await cleo.getByText(/Margaret|Margret|Annie/).count()).toBe(0);
    const answer = await gqlAnswer(cleo, 'query($t: ID!) { familyInsights(treeId: $t) { nodes { id sentence } } }', { t: treeId });
    expect(answer.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(answer.data).toBeNull();
  });
});

/** Looks at the page at the widths of `look` (LOOK_SIZES): screenshots, layout and axe; answers the problems found. */
async function lookAt(look: Look): Promise<string[]> {
  const found = await checkScreenInSizes(browser, server.url, people.ada.context, look, { address: `/ai-insights?tree=${treeId}`, file: 'insights', ready: (page) => page.getByRole('article').filter({ hasText: /100/ }).filter({ hasText: /Annie Stone/ }).waitFor() });
  minor.push(...found.minor);
  return found.blocking;
}

describe('The page', () => {
  it.each(LOOKS)('looks finished in %s at %s, and axe finds nothing serious', async (look) => {
    expect(await lookAt(look)).toEqual([]);
  }, 600_000);

  it('lets Ada dismiss a finding: it goes, for her', async () => {
    const ada = people.ada.page;
    await ada.goto(`/ai-insights?tree=${treeId}`);
    const anniversary = ada.getByRole('article').filter({ hasText: ANNIVERSARY });
    await visible(anniversary);
    await anniversary.getByRole('button', { name: /^Dismiss/ }).click();
    await visible(ada.getByText('Dismissed: you will not see it again.'));
    await eventually(async () => (await ada.getByText(ANNIVERSARY).count()) === 0, 'the anniversary gone');
    await ada.reload();
    await visible(ada.getByRole('article').filter({ hasText: DUPLICATE }));
    expect(await ada.getByText(ANNIVERSARY).count()).toBe(0);
  });

  it('lets Ada merge the duplicate from its finding, undo it, and merge again: then the finding goes', async () => {
    const ada = people.ada.page;
    const stones = async () => {
      const found = await gql<{ familyMembers: { nodes: { firstName: string }[] } }>(ada, 'query($t: ID) { familyMembers(treeId: $t, search: "Marg", first: 10) { nodes { firstName } } }', { t: treeId });
      return found.familyMembers.nodes.map((n) => n.firstName).sort();
    };
    const mergeFromFinding = async () => {
      const duplicate = ada.getByRole('article').filter({ hasText: DUPLICATE });
      // The server looks at the tree a moment after each change: the page is opened until it has.
      await eventually(async () => {
        await ada.goto(`/ai-insights?tree=${treeId}`);
        await visible(ada.getByRole('heading', { level: 1, name: 'Insights' }));
        await ada.getByRole('article').first().waitFor();
        return (await duplicate.count()) === 1;
      }, 'the duplicate finding');
      await duplicate.getByRole('button', { name: 'Compare and merge' }).click();
      const dialog = await visible(ada.getByRole('dialog', { name: 'Merge two records of one person' }));
      await markShownToasts(ada);
      await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
      const toast = await visible(freshToast(ada, /(Margret Stone is now part of Margaret Stone|Margaret Stone is now part of Margret Stone)\./));
      await dialog.waitFor({ state: 'hidden' });
      return toast;
    };
    expect(await stones()).toEqual(['Margaret', 'Margret']);
    const toast = await mergeFromFinding();
    expect(await stones()).toHaveLength(1);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await visible(freshToast(ada, /is back in the tree as before\./));
    expect(await stones()).toEqual(['Margaret', 'Margret']);
    await mergeFromFinding();
    expect(await stones()).toHaveLength(1);
    // The server looks at the tree again: one person is no duplicate.
    await eventually(async () => {
      await ada.reload();
      await ada.getByRole('article').first().waitFor();
      return (await ada.getByRole('article').filter({ hasText: DUPLICATE }).count()) === 0;
    }, 'the duplicate finding gone');
  }, 600_000);
});
