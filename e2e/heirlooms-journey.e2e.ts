import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { artifactsDir, contextInLook, DESKTOP, inSpanish, launchBrowser, type Look, LOOK_SIZES, LOOKS, newPage, pictureOnFailure, picturesAfterFailedTests } from './support/browser.ts';
import { searchFor } from './support/family-life-flows.ts';
import { eventually } from './support/eventually.ts';
import { visible } from './support/flows.ts';
import { settle } from './support/layout.ts';
import { checkScreen } from './support/screen-check.ts';
import { connect, gqlAnswer, PHOTO, shareTreeForViewing } from './support/memory-flows.ts';
import { addRelative, gql, ownTree } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { chooseOption, freshToast, markShownToasts, personCard, readyTree, signInAndOnboard } from './support/tree-flows.ts';

// Heirlooms in Chromium. Ada's tree holds her grandmother Rosa, her mother Elena and herself. Ada
// records "Grandmother's ring" through Add an heirloom — its kind, what it is, its story, a photo,
// herself as the one who has it now and Rosa then Elena before her, with their dates and how it came
// to each — and its page tells that journey in order on its small timeline, with the value she gave.
// Ben, who views her tree, reads the heirloom without its value (and without the living owner's
// dates); Cleo, a stranger, is told there is no such heirloom. The ring is in the people's details
// on the tree screen and in the header search. Then the list and the page are looked at in English and light (1280 px) and in
// Spanish and dark (390 px), each saved under e2e/artifacts/heirlooms-*.png and checked
// by axe. Each test goes on from the previous one.

const ADA = { fullName: 'Ada Lovelace', email: 'ada.heirlooms@example.com' };
const BEN = { fullName: 'Ben Okafor', email: 'ben.heirlooms@example.com' };
const CLEO = { fullName: 'Cleo Stranger', email: 'cleo.heirlooms@example.com' };
const ROSA = 'Rosa Marín';
const ELENA = 'Elena Marín';

const RING = {
  name: "Grandmother's ring",
  description: 'A thin gold band with a small garnet, made by a jeweller in Seville.',
  story: 'Rosa wore it every day in the shop.\nElena had it sized for her wedding.',
  acquired: 'abt 1900',
  value: { amount: '1200', currency: 'eur', shown: '€1,200.00' },
};

let server: RunningServer;
let browser: Browser;
const people = {} as Record<'ada' | 'ben' | 'cleo', { context: BrowserContext; page: Page }>;
let treeId: string;
let heirloomId: string;
const minor: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [key, person, place] of [['ada', ADA, 'London'], ['ben', BEN, 'Lagos'], ['cleo', CLEO, 'Lima']] as const) {
    people[key] = await newPage(browser, server.url, DESKTOP);
    await signInAndOnboard(people[key].page, person, place);
  }
  const ada = people.ada.page;
  let selfId: string;
  ({ treeId, selfId } = await ownTree(ada));
  // Her mother and grandmother, both gone: their dates are no living person's.
  const elenaId = await addRelative(ada, { firstName: 'Elena', lastName: 'Marín', gender: 'female', relationshipType: 'parent', relativeId: selfId, birth: '1948', death: '2004' });
  await addRelative(ada, { firstName: 'Rosa', lastName: 'Marín', gender: 'female', relationshipType: 'parent', relativeId: elenaId, birth: '1915', death: '1990' });
  // Ben views her tree, as the sharing screens make him a viewer.
  await connect(ada, people.ben.page);
  await shareTreeForViewing(ada, treeId, people.ben.page);
}, 300_000);

picturesAfterFailedTests('heirlooms-journey', { ada: () => people.ada.page, ben: () => people.ben.page, cleo: () => people.cleo.page });

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'heirlooms-accessibility.txt'), minor.length ? `${minor.join('\n')}\n` : 'No moderate or minor violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** The heirloom's journey on its page: the timeline's steps, first first. */
const journeyOf = (page: Page): Locator => page.getByRole('region', { name: 'Its journey' });

/** What each step of the journey says, as the page holds its words. */
async function stepsOf(page: Page): Promise<string[]> {
  const steps = journeyOf(page).getByRole('listitem');
  await steps.first().waitFor();
  return steps.allTextContents();
}

/** The heirloom as one who reads it is given it through GraphQL: its value and what they may do. */
async function heirloomAsSeenBy(page: Page) {
  const { heirloom } = await gql<{ heirloom: { name: string; value: { amount: string; currency: string } | null; viewerCan: { update: boolean; passOn: boolean; delete: boolean; seeValue: boolean } } }>(
    page,
    'query($id: ID!) { heirloom(id: $id) { name value { amount currency } viewerCan { update passOn delete seeValue } } }',
    { id: heirloomId },
  );
  return heirloom;
}

/** Picks someone of the tree in a person picker labelled `label`, typing their first name. */
async function pickPerson(page: Page, scope: Locator, label: RegExp, fullName: string) {
  const picker = scope.getByRole('combobox', { name: label });
  await picker.fill(fullName.split(' ')[0]);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: fullName, exact: true }).click();
  // The choice reaches the form, which then shows the full name in the field (a render later).
  await eventually(async () => (await picker.inputValue()) === fullName, `${fullName} in the field`);
}

describe("Grandmother's ring, from Rosa to Elena to Ada", () => {
  it('lets Ada find Heirlooms in the More menu and record the ring with a photo, herself as its owner and Rosa then Elena before her', async () => {
    const ada = people.ada.page;
    await ada.goto('/');
    await ada.getByRole('button', { name: 'More', exact: true }).click();
    await ada.getByRole('menuitem', { name: /^Heirlooms/ }).click();
    await ada.waitForURL((url) => url.pathname === '/heirlooms');
    await visible(ada.getByRole('heading', { level: 1, name: 'Heirlooms' }));
    await visible(ada.getByText('No heirlooms yet'));

    await ada.getByRole('button', { name: 'Add an heirloom' }).first().click();
    const dialog = await visible(ada.getByRole('dialog', { name: 'Add an heirloom' }));
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(RING.name);
    await chooseOption(ada, dialog, 'Kind', 'Jewellery');
    await dialog.getByRole('textbox', { name: /^Came into the family/ }).fill(RING.acquired);
    await dialog.getByRole('textbox', { name: /^What it is/ }).fill(RING.description);
    await dialog.getByRole('textbox', { name: /^Its story/ }).fill(RING.story);

    // Who has it now: Ada, since her mother left it to her.
    await pickPerson(ada, dialog, /^Who has it now/, ADA.fullName);
    await dialog.getByRole('textbox', { name: /^Since/ }).fill('2004');
    await chooseOption(ada, dialog, 'How it came to them', 'Inherited');

    // Before her, the first known first: Rosa, who inherited it, then Elena, to whom Rosa gave it.
    const earlier: [string, string, string, string][] = [
      [ROSA, '1938', '1971', 'Inherited'],
      [ELENA, '1971', '2004', 'A gift'],
    ];
    for (const [i, [who, from, until, how]] of earlier.entries()) {
      await dialog.getByRole('button', { name: 'Add an earlier owner' }).click();
      const owner = await visible(dialog.getByRole('group', { name: `Earlier owner ${i + 1}`, exact: true }));
      await pickPerson(ada, owner, new RegExp(`^Earlier owner ${i + 1}`), who);
      await owner.getByRole('textbox', { name: /^From/ }).fill(from);
      await owner.getByRole('textbox', { name: /^Until/ }).fill(until);
      await chooseOption(ada, owner, 'How it came to them', how);
    }

    await dialog.getByRole('textbox', { name: /^Amount/ }).fill(RING.value.amount);
    await dialog.getByRole('textbox', { name: /^Currency/ }).fill(RING.value.currency);
    await dialog.getByLabel('Add photos').setInputFiles(PHOTO);
    await visible(dialog.getByRole('button', { name: `Remove ${path.basename(PHOTO)}` }));

    await markShownToasts(ada);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(freshToast(ada, `“${RING.name}” added`));
    // The new heirloom's page opens.
    await ada.waitForURL((url) => /^\/heirlooms\/[^/]+$/.test(url.pathname));
    heirloomId = decodeURIComponent(new URL(ada.url()).pathname.split('/')[2]);
    await visible(ada.getByRole('heading', { level: 1, name: RING.name }));
  });

  it("tells the ring's journey in order on its page: Rosa, then Elena, then Ada, with the dates and how it came to each", async () => {
    const ada = people.ada.page;
    await ada.goto(`/heirlooms/${heirloomId}`);
    // The page's own header (inside the main content, so no banner): its name, kind and who holds it.
    const header = await visible(ada.locator('header').filter({ has: ada.getByRole('heading', { level: 1, name: RING.name }) }));
    await visible(header.getByText('Jewellery', { exact: true }));
    await visible(header.getByText(`Held by ${ADA.fullName}`, { exact: true }));
    for (const name of ['Pass it on', 'Edit', 'Delete']) await visible(header.getByRole('button', { name, exact: true }));

    expect(await stepsOf(ada)).toEqual([
      'Came into the familyabout 1900',
      `${ROSA}Inherited1938 – 1971`,
      `${ELENA}A gift1971 – 2004`,
      `${ADA.fullName}Has it nowInheritedSince 2004`,
    ]);
    // Each owner opens the tree focused on them.
    const journey = journeyOf(ada);
    const rosa = journey.getByRole('link', { name: ROSA, exact: true });
    expect(await rosa.getAttribute('href')).toMatch(new RegExp(`^/family-tree\\?tree=${treeId}&focus=[^&]+$`));

    await visible(ada.getByRole('region', { name: 'What it is' }).getByText(RING.description));
    // The story keeps its line break.
    const story = ada.getByRole('region', { name: 'Its story' });
    expect(await story.locator('p').innerText()).toBe(RING.story);

    // The photo, re-encoded by the server, loads.
    const photo = await visible(ada.getByRole('region', { name: 'Photos' }).getByRole('img', { name: `Photo 1 of ${RING.name}` }));
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const value = await visible(ada.getByRole('region', { name: 'Value' }));
    await visible(value.getByText(RING.value.shown, { exact: true }));
    await visible(value.getByText("Only the tree's owner and editors see this."));
  });

  it('shows the value to Ada, its owner, and not to Ben, who views her tree and sees no living owner’s dates', async () => {
    const ada = people.ada.page;
    await ada.goto('/heirlooms');
    const adaCard = await visible(ada.getByRole('article', { name: RING.name }));
    await visible(adaCard.getByText(`Worth ${RING.value.shown}`));
    await visible(adaCard.getByText(`Held by ${ADA.fullName}`));
    await visible(adaCard.getByText('In the family since about 1900'));
    expect(await heirloomAsSeenBy(ada)).toMatchObject({ value: { amount: '1200.00', currency: 'EUR' }, viewerCan: { seeValue: true, update: true } });

    const ben = people.ben.page;
    await ben.goto('/heirlooms');
    const benCard = await visible(ben.getByRole('article', { name: RING.name }));
    await visible(benCard.getByText(`Held by ${ADA.fullName}`));
    expect(await benCard.getByText(/^Worth/).count()).toBe(0);

    await benCard.getByRole('link').click();
    await ben.waitForURL((url) => url.pathname === `/heirlooms/${heirloomId}`);
    await visible(ben.getByRole('heading', { level: 1, name: RING.name }));
    // The journey is his to read; Ada is living, so her dates are private to a viewer.
    expect(await stepsOf(ben)).toEqual([
      'Came into the familyabout 1900',
      `${ROSA}Inherited1938 – 1971`,
      `${ELENA}A gift1971 – 2004`,
      `${ADA.fullName}Has it nowInheritedDates private`,
    ]);
    expect(await ben.getByRole('region', { name: 'Value' }).count()).toBe(0);
    expect(await ben.locator('body').innerText()).not.toContain('1,200');
    for (const name of ['Pass it on', 'Edit', 'Delete', 'Add a photo', 'Add a PDF']) expect(await ben.getByRole('button', { name, exact: true }).count()).toBe(0);
    // Nor does the server give it to him.
    expect(await heirloomAsSeenBy(ben)).toEqual({ name: RING.name, value: null, viewerCan: { update: false, passOn: false, delete: false, seeValue: false } });
  });

  it('tells Cleo, a stranger, that there is no such heirloom at its address', async () => {
    const cleo = people.cleo.page;
    await cleo.goto(`/heirlooms/${heirloomId}`);
    await visible(cleo.getByRole('heading', { level: 1, name: 'Heirloom not found' }));
    await visible(cleo.getByText('It may have been deleted, or it belongs to a family tree you cannot see.'));
    expect(await cleo.getByText(RING.name).count()).toBe(0);
    const answer = await gqlAnswer(cleo, 'query($id: ID!) { heirloom(id: $id) { name } }', { id: heirloomId });
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    await cleo.getByRole('link', { name: 'All heirlooms' }).click();
    await cleo.waitForURL((url) => url.pathname === '/heirlooms');
    await visible(cleo.getByText('No heirlooms yet'));
  });

  it("lists the ring in Rosa's, Elena's and Ada's details on the tree screen, each with their part in it", async () => {
    const ada = people.ada.page;
    await ada.goto(`/family-tree?tree=${treeId}`);
    await visible(readyTree(ada));
    const parts: [card: string, said: string][] = [
      [ROSA, 'Had it · 1938 – 1971'],
      [ELENA, 'Had it · 1971 – 2004'],
      ['You', 'Has it now · Since 2004'],
    ];
    for (const [card, said] of parts) {
      await personCard(ada, card).click();
      const details = await visible(ada.getByRole('complementary', { name: 'Details' }));
      const heirlooms = details.getByRole('region', { name: 'Heirlooms' });
      const item = await visible(heirlooms.getByRole('listitem').filter({ has: ada.getByRole('link', { name: RING.name }) }));
      await visible(item.getByText(said, { exact: true }));
      expect(await heirlooms.getByRole('listitem').count()).toBe(1);
    }
    // The ring opens its page from there.
    await ada.getByRole('complementary', { name: 'Details' }).getByRole('link', { name: RING.name }).click();
    await ada.waitForURL((url) => url.pathname === `/heirlooms/${heirloomId}`);
    await visible(ada.getByRole('heading', { level: 1, name: RING.name }));
  });

  it('finds the ring in the header search by a word of its description, with its kind and who holds it, for Ada and Ben but not Cleo', async () => {
    for (const who of ['ada', 'ben'] as const) {
      const page = people[who].page;
      await page.goto('/');
      const results = await searchFor(page, 'garnet');
      const hit = await visible(results.getByRole('option', { name: new RegExp(`^${RING.name}`) }));
      expect((await hit.textContent())?.replace(/\s+/g, ' ').trim()).toBe(`${RING.name} Jewellery · Held by ${ADA.fullName}`);
      await hit.click();
      await page.waitForURL((url) => url.pathname === `/heirlooms/${heirloomId}`);
      await visible(page.getByRole('heading', { level: 1, name: RING.name }));
    }
    const cleo = people.cleo.page;
    await cleo.goto('/');
    await searchFor(cleo, 'garnet');
    await visible(cleo.getByText('No results for “garnet”'));
    const { search } = await gql<{ search: { heirlooms: { id: string }[] } }>(cleo, '{ search(query: "garnet", first: 5) { heirlooms { id } } }');
    expect(search.heirlooms).toEqual([]);
  });
});

/** A context for Ada's session in the language and colour scheme of `look`. */
const contextFor = (look: Look) => contextInLook(browser, server.url, people.ada.context, look);

describe('The heirlooms screens', () => {
  it.each(LOOKS)('look finished in %s at %s, the list and the page, and axe finds nothing serious', async (look) => {
    const problems: string[] = [];
    const { context, page } = await contextFor(look);
    try {
      for (const size of LOOK_SIZES[look]) {
        await page.setViewportSize(size);
        for (const [screen, address] of [['list', '/heirlooms'], ['page', `/heirlooms/${heirloomId}`]] as const) {
          await pictureOnFailure(page, `heirlooms-${screen}-${look}-${size.width}`, async () => {
            await page.goto(address);
            if (inSpanish(look)) await page.waitForFunction(() => document.documentElement.lang === 'es');
            await visible(page.getByRole('heading', { level: 1 }));
            if (screen === 'list') await visible(page.getByRole('article', { name: RING.name }));
            else await visible(page.locator('#heirloom-journey-title'));
            // Lazy pictures below the fold start loading only once scrolled to: wait for them there (on a
            // busy machine the page could otherwise be back at the top before they began), then settle.
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.waitForFunction(() => [...document.images].every((img) => img.complete));
            await settle(page);
            const found = await checkScreen(page, `heirlooms-${screen}-${look}-${size.width}`, `heirlooms ${screen} ${look} ${size.width}px`);
            problems.push(...found.blocking);
            minor.push(...found.minor);
          });
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
