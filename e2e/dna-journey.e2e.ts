/**
 * @long kits uploaded and compared, their screens looked at
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { buildFamily, kitGenotypes, makeKit, rawFile, rawFileName, threeGenerations, trueSharedSegments, type ChipId, type SimFamily } from '../api/test/dna/index.ts';
import { isFocused } from './support/accessibility.ts';
import { artifactsDir, contextInLook, DESKTOP, inSpanish, launchBrowser, type Look, LOOK_SIZES, LOOKS, newPage, picturesAfterFailedTests } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { visible } from './support/flows.ts';
import { settle } from './support/layout.ts';
import { checkScreen } from './support/screen-check.ts';
import { connect, gqlAnswer, myId, progressPartWay, shareTreeForViewing, throttleUploads } from './support/memory-flows.ts';
import { addRelative, gql, ownTree } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { chooseOption, freshToast, markShownToasts, readyTree, signInAndOnboard } from './support/tree-flows.ts';

// DNA & Heritage in Chromium. Ada's tree holds her parents Alice and Bob, Alice's parents George and
// Mary, Alice's brother Charles and his son Ben — Ada's first cousin, who reads her tree and is
// linked to his person in it. Kits come from the DNA simulator (a family simulated meiosis by
// meiosis, so what Ada and Ben truly share is known): Ada uploads her 23andMe file from the More
// menu's DNA & Heritage, watching its progress; Ben uploads his AncestryDNA file. Ada agrees to
// compare with Ben, Ben with everyone in Ada's tree; once compared, Ada's kit lists Ben, and his
// match's page says the tree's first cousin fits, with the figures, the chromosome browser and the
// segment table. Cleo, a stranger, sees nothing of either. Ben deletes his kit for good and Ada's
// match goes with it. Heritage tells Ada where her ancestors were born, from the birth places her
// tree records. The kits, the match and heritage are looked at in English and light (1280 px) and in
// Spanish and dark (390 px), each saved under e2e/artifacts/dna-*.png and checked by axe. Each test goes on
// from the previous one.

const ADA = { fullName: 'Ada Lovelace', email: 'ada.dna@example.com' };
const BEN = { fullName: 'Ben Byron', email: 'ben.dna@example.com' };
const CLEO = { fullName: 'Cleo Stranger', email: 'cleo.dna@example.com' };

/** A kit's file as the user has it on disk, with what the page should say of it. */
interface KitFile {
  file: string;
  /** The kit's name on the page: the company and its chip's version. */
  name: RegExp;
  /** Markers on chromosomes 1–22 and the X, as the server keeps them. */
  markers: number;
}

let server: RunningServer;
let browser: Browser;
const people = {} as Record<'ada' | 'ben' | 'cleo', { context: BrowserContext; page: Page }>;
let treeId: string;
let treeName: string;
const member = {} as Record<'self' | 'alice' | 'bob' | 'george' | 'mary' | 'charles' | 'ben', string>;
let family: SimFamily;
let kitFolder: string;
const files = {} as Record<'ada' | 'ben', KitFile>;
let adaKitId: string;
let matchId: string;
const minor: string[] = [];

/** Writes a simulated person's raw file, gzip'd as a company hands it out, to the folder a user would pick it from. */
function writeKitFile(person: string, chip: ChipId, name: RegExp): KitFile {
  const kit = makeKit(family, person, chip);
  const file = path.join(kitFolder, rawFileName(kit, { compression: 'gzip' }));
  writeFileSync(file, rawFile(kit, { compression: 'gzip' }));
  let markers = 0;
  for (const { positions } of kitGenotypes(kit).chromosomes.values()) markers += positions.length;
  return { file, name, markers };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [key, person, place] of [['ada', ADA, 'London'], ['ben', BEN, 'Bristol'], ['cleo', CLEO, 'Lima']] as const) {
    people[key] = await newPage(browser, server.url, DESKTOP);
    await signInAndOnboard(people[key].page, person, place);
  }
  const ada = people.ada.page;
  ({ treeId, selfId: member.self } = await ownTree(ada));
  // The tree as the API test of matches builds it: Ben is Ada's first cousin through Alice and Charles.
  member.alice = await addRelative(ada, { firstName: 'Alice', lastName: 'Byron', gender: 'female', relationshipType: 'parent', relativeId: member.self });
  member.bob = await addRelative(ada, { firstName: 'Bob', lastName: 'Lovelace', gender: 'male', relationshipType: 'parent', relativeId: member.self });
  member.george = await addRelative(ada, { firstName: 'George', lastName: 'Byron', gender: 'male', relationshipType: 'parent', relativeId: member.alice });
  member.mary = await addRelative(ada, { firstName: 'Mary', lastName: 'Byron', gender: 'female', relationshipType: 'parent', relativeId: member.alice });
  member.charles = await addRelative(ada, { firstName: 'Charles', lastName: 'Byron', gender: 'male', relationshipType: 'sibling', relativeId: member.alice });
  member.ben = await addRelative(ada, { firstName: 'Ben', lastName: 'Byron', gender: 'male', relationshipType: 'child', relativeId: member.charles });
  const { trees } = await gql<{ trees: { id: string; name: string }[] }>(ada, '{ trees { id name } }');
  treeName = trees.find((t) => t.id === treeId)!.name;

  // Ben reads Ada's tree, is said to be Ben there and confirms it, then opens it on the tree screen.
  const ben = people.ben.page;
  await connect(ada, ben);
  await shareTreeForViewing(ada, treeId, ben);
  await gql(ada, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: member.ben, u: await myId(ben) });
  await gql(ben, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: member.ben });
  await ben.goto(`/family-tree?tree=${treeId}`);
  await visible(readyTree(ben));
  // His own person is now the one in Ada's tree, the tree he opened last.
  await eventually(async () => (await gql<{ heritage: { person: { id: string } } | null }>(ben, '{ heritage { person { id } } }')).heritage?.person.id === member.ben, "Ben's own person in Ada's tree");

  // The raw files, as the companies would have let Ada and Ben download them.
  family = buildFamily(threeGenerations(), { seed: 5 });
  kitFolder = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-dna-e2e-'));
  files.ada = writeKitFile('Ada', '23andMe-v5', /^23andMe v5$/);
  files.ben = writeKitFile('Ben', 'AncestryDNA-v2', /^AncestryDNA v2$/);
}, 600_000);

picturesAfterFailedTests('dna-journey', { ada: () => people.ada.page, ben: () => people.ben.page, cleo: () => people.cleo.page });

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'dna-accessibility.txt'), minor.length ? `${minor.join('\n')}\n` : 'No moderate or minor violations.\n');
  if (kitFolder) rmSync(kitFolder, { recursive: true, force: true });
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** A kit's card on the kits list, by the kit's name. */
const kitCard = (page: Page, kit: KitFile): Locator => page.getByRole('article', { name: kit.name });

/** The text of an element with its runs of white space made single. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** A figure of the match's "What you share", by its term. */
async function figure(page: Page, term: string): Promise<string> {
  const box = page.getByRole('region', { name: 'What you share' }).locator('dl > div').filter({ has: page.locator('dt', { hasText: term }) });
  return textOf(box.locator('dd'));
}

/** "1,234.5 cM" as the number it writes. */
const cmOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/**
 * Uploads a kit file through the dialog as the user's own, its upload slowed so that its progress
 * can be watched: the bar goes part way with the bytes sent said in words, then the kit is kept.
 */
async function uploadOwnKit(page: Page, kit: KitFile, ownName: string) {
  await page.getByRole('button', { name: 'Upload a DNA file' }).first().click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Upload a raw DNA file' }));
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(kit.file);
  await visible(dialog.getByText(new RegExp(`^${path.basename(kit.file).replace(/\./g, '\\.')} \\(`)));
  // Their own DNA is the choice made for them, placed on their person in the tree.
  expect(await dialog.getByRole('radio', { name: 'Mine' }).isChecked()).toBe(true);
  await visible(dialog.getByText(`It will be linked to ${ownName}, you in the family tree`, { exact: false }));

  const unthrottle = await throttleUploads(page, 400_000);
  try {
    await markShownToasts(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const sent = await progressPartWay(page);
    expect(sent).toBeGreaterThan(0);
    await visible(dialog.getByRole('status').filter({ hasText: /^\d+ % sent \(.+ of .+\)$/ }));
  } finally {
    await unthrottle();
  }
  await visible(freshToast(page, 'The DNA kit was uploaded'));
  await dialog.waitFor({ state: 'hidden' });
}

describe("Ada's and Ben's kits, and the match between them", () => {
  it('lets Ada find DNA & Heritage in the More menu, empty at first, and upload her 23andMe file for herself with its progress', async () => {
    const ada = people.ada.page;
    await ada.goto('/');
    await ada.getByRole('button', { name: 'More', exact: true }).click();
    await ada.getByRole('menuitem', { name: /^DNA & Heritage/ }).click();
    await ada.waitForURL((url) => url.pathname === '/dna');
    await visible(ada.getByRole('heading', { level: 1, name: 'DNA & Heritage' }));
    await visible(ada.getByRole('heading', { level: 2, name: 'Your DNA kits' }));
    await visible(ada.getByText('No DNA kits yet'));

    await uploadOwnKit(ada, files.ada, ADA.fullName);

    const card = await visible(kitCard(ada, files.ada));
    await visible(card.getByText(`Yours, as ${ADA.fullName} in the tree`, { exact: true }));
    await visible(card.getByText(new RegExp(`^${files.ada.markers.toLocaleString('en')} markers · uploaded `)));
    expect(await ada.getByRole('article').count()).toBe(1);
    // Nothing is compared yet: nobody agreed.
    await visible(card.getByText(/^0 matches · /));
    const href = (await card.getByRole('link', { name: /^Matches of / }).getAttribute('href')) ?? '';
    adaKitId = decodeURIComponent(/^\/dna\/kits\/([^/]+)$/.exec(href)![1]);
  });

  it("lets Ben upload his AncestryDNA file for his person in Ada's tree", async () => {
    const ben = people.ben.page;
    await ben.goto('/dna');
    await visible(ben.getByText('No DNA kits yet'));
    await uploadOwnKit(ben, files.ben, BEN.fullName);
    const card = await visible(kitCard(ben, files.ben));
    await visible(card.getByText(`Yours, as ${BEN.fullName} in the tree`, { exact: true }));
    await visible(card.getByText(new RegExp(`^${files.ben.markers.toLocaleString('en')} markers · uploaded `)));
    // The person is his in Ada's tree, where the match can be checked against the tree.
    const { myDnaKits } = await gql<{ myDnaKits: { person: { id: string } | null }[] }>(ben, '{ myDnaKits { person { id } } }');
    expect(myDnaKits).toEqual([{ person: { id: member.ben } }]);
  });

  it("compares the two once both agreed — Ada with Ben, Ben with everyone in Ada's tree — and lists Ben among Ada's matches", async () => {
    const ada = people.ada.page;
    await ada.goto('/dna');
    await kitCard(ada, files.ada).getByRole('link', { name: /^Who may compare with / }).click();
    await ada.waitForURL((url) => url.pathname === `/dna/kits/${adaKitId}/agreements`);
    await visible(ada.getByText("Nobody yet: this kit is compared with nobody else's."));
    const adaForm = ada.getByRole('form', { name: 'Agree to compare' });
    expect(await adaForm.getByRole('radio', { name: 'A relative' }).isChecked()).toBe(true);
    await adaForm.getByRole('combobox', { name: 'Relative' }).click();
    await ada.getByRole('listbox').getByRole('option', { name: BEN.fullName, exact: true }).click();
    await markShownToasts(ada);
    await adaForm.getByRole('button', { name: 'Agree', exact: true }).click();
    await visible(freshToast(ada, 'Agreed'));
    await visible(ada.getByRole('list', { name: 'Who may compare with this kit' }).getByText(`With ${BEN.fullName}`, { exact: true }));
    await visible(ada.getByRole('tab', { name: 'Who may compare (1)' }));
    // One side agreeing compares nothing.
    await ada.getByRole('tab', { name: /^0 matches$/ }).click();
    await visible(ada.getByText('No matches yet'));

    const ben = people.ben.page;
    await ben.goto('/dna');
    await kitCard(ben, files.ben).getByRole('link', { name: /^Who may compare with / }).click();
    await ben.waitForURL((url) => /^\/dna\/kits\/[^/]+\/agreements$/.test(url.pathname));
    const benForm = ben.getByRole('form', { name: 'Agree to compare' });
    await benForm.getByRole('radio', { name: 'Everyone in a tree' }).check();
    await chooseOption(ben, benForm, 'Tree', treeName);
    await markShownToasts(ben);
    await benForm.getByRole('button', { name: 'Agree', exact: true }).click();
    await visible(freshToast(ben, 'Agreed'));
    await visible(ben.getByText(`With everyone in ${treeName}`, { exact: true }));

    // Both have agreed: the comparison starts, and Ben's kit says so with a bar while it runs…
    await visible(ben.getByRole('progressbar', { name: /^Comparing with other kits/ }));
    await ben.getByRole('tab', { name: /^0 matches$/ }).click();
    await visible(ben.getByText('Still comparing…').or(ben.getByRole('list', { name: 'Matches, most shared DNA first' })));
    // …then, without a reload, lists Ada, and says the kit is up to date.
    await visible(ben.getByRole('list', { name: 'Matches, most shared DNA first' }).getByText(ADA.fullName, { exact: true }));
    await visible(ben.getByText(/^1 match · up to date since /));
    expect(await ben.getByRole('progressbar').count()).toBe(0);

    await ada.goto('/dna');
    await visible(kitCard(ada, files.ada).getByText(/^1 match · /));
    await kitCard(ada, files.ada).getByRole('link', { name: /^Matches of / }).click();
    await ada.waitForURL((url) => url.pathname === `/dna/kits/${adaKitId}`);
    const matches = ada.getByRole('list', { name: 'Matches, most shared DNA first' });
    const row = await visible(matches.getByRole('link', { name: new RegExp(`^${BEN.fullName}`) }));
    expect(await matches.getByRole('listitem').count()).toBe(1);
    await visible(row.getByText('Fits the tree: first cousin', { exact: true }));
    expect(await textOf(row)).toMatch(/[\d,.]+ cM · \d+ segments · largest [\d,.]+ cM/);
  }, 600_000);

  it("shows Ada the match: the tree's first cousin fits, the figures, the chromosome browser and the segment table", async () => {
    const ada = people.ada.page;
    await ada.getByRole('list', { name: 'Matches, most shared DNA first' }).getByRole('link', { name: new RegExp(`^${BEN.fullName}`) }).click();
    await ada.waitForURL((url) => url.pathname.startsWith('/dna/matches/'));
    matchId = decodeURIComponent(new URL(ada.url()).pathname.split('/')[3]);
    await visible(ada.getByRole('heading', { level: 2, name: BEN.fullName }));

    // The tree check, first, in the server's sentence.
    const check = await visible(ada.getByRole('note', { name: `The DNA fits the tree (${treeName})` }));
    const summary = await textOf(check.locator('p').last());
    const said = /^The tree says Ben is your first cousin \(expected ~([\d,]+) cM\); ([\d,]+) cM fits\.$/.exec(summary);
    expect(said).not.toBeNull();

    // The figures agree with the sentence and with what the simulation says the two truly share.
    const total = cmOf(await figure(ada, 'Shared DNA'));
    expect(Math.round(total).toLocaleString('en')).toBe(said![2]);
    const truth = trueSharedSegments(family.person('Ada'), family.person('Ben'), { minCm: 7 });
    expect(total).toBeGreaterThan(truth.totalCm * 0.85);
    expect(total).toBeLessThan(truth.totalCm * 1.15);
    const segmentCount = Number(await figure(ada, 'Segments'));
    expect(segmentCount).toBeGreaterThan(0);
    expect(cmOf(await figure(ada, 'Largest segment'))).toBeLessThanOrEqual(total);

    // The browser: 1–22 and the X, the shared stretches painted, each reachable and named in words.
    const browserFigure = await visible(ada.getByRole('figure', { name: `Chromosomes shared with ${BEN.fullName}` }));
    expect(await browserFigure.getByRole('listitem').filter({ hasText: /^\d+$|^X$/ }).count()).toBe(23);
    const stretches = browserFigure.getByRole('img');
    const stretchCount = await stretches.count();
    expect(stretchCount).toBeGreaterThanOrEqual(segmentCount);
    const first = stretches.first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Chromosome (\d+|X), [\d.]+–[\d.]+ Mb, [\d.,]+ cM, [\d,]+ markers?, (half|fully) identical$/);
    expect(await first.getAttribute('tabindex')).toBe('0');
    // Reached with the keyboard, it says the same in a tooltip.
    await first.focus();
    await ada.keyboard.press('Shift+Tab');
    await ada.keyboard.press('Tab');
    expect(await isFocused(first)).toBe(true);
    await visible(ada.getByRole('tooltip').filter({ hasText: label }));

    // The table says the same, a row for each painted stretch; so many wait behind a button.
    await ada.getByRole('button', { name: `Show the ${stretchCount} segments as a table` }).click();
    const table = await visible(ada.getByRole('table', { name: `${stretchCount} shared segments` }));
    expect(await textOf(table.locator('caption'))).toBe(`${stretchCount} shared segments`);
    expect(await table.locator('tbody tr').count()).toBe(stretchCount);
    const chromosome = /^Chromosome (\S+), /.exec(label)![1];
    expect(await textOf(table.locator('tbody tr').first().locator('td').first())).toBe(chromosome);
  });

  it("gives Cleo, a stranger, nothing of Ada's or Ben's: her kits are none, the match and the kit are not found", async () => {
    const cleo = people.cleo.page;
    await cleo.goto('/dna');
    await visible(cleo.getByText('No DNA kits yet'));
    expect(await cleo.getByRole('article').count()).toBe(0);

    await cleo.goto(`/dna/matches/${matchId}`);
    await visible(cleo.getByRole('heading', { level: 2, name: 'This match is not here' }));
    await visible(cleo.getByText('It may have been deleted, or it is not yours: every kit and match is seen by its owner alone.'));
    expect(await cleo.getByText(BEN.fullName).count()).toBe(0);

    await cleo.goto(`/dna/kits/${adaKitId}`);
    await visible(cleo.getByRole('heading', { level: 2, name: 'This kit is not here' }));
    expect(await cleo.getByText(ADA.fullName).count()).toBe(0);
    await cleo.getByRole('link', { name: 'Back to your DNA kits' }).click();
    await cleo.waitForURL((url) => url.pathname === '/dna');
    await visible(cleo.getByText('No DNA kits yet'));
    const answer = await gqlAnswer(cleo, 'query($id: ID!) { dnaMatch(id: $id) { id } }', { id: matchId });
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
  });
});

/** A context for Ada's session in the language and colour scheme of `look`. */
const contextFor = (look: Look) => contextInLook(browser, server.url, people.ada.context, look);

/** Looks at each screen at the widths of `look` (LOOK_SIZES): screenshots, layout and axe; answers the problems found. */
async function lookAt(look: Look, screens: [name: string, address: string, ready: (page: Page) => Promise<unknown>][]): Promise<string[]> {
  const problems: string[] = [];
  const { context, page } = await contextFor(look);
  try {
    for (const size of LOOK_SIZES[look]) {
      await page.setViewportSize(size);
      for (const [screen, address, ready] of screens) {
        await page.goto(address);
        if (inSpanish(look)) await page.waitForFunction(() => document.documentElement.lang === 'es');
        await visible(page.getByRole('heading', { level: 1 }));
        await ready(page);
        await settle(page);
        const found = await checkScreen(page, `dna-${screen}-${look}-${size.width}`, `dna ${screen} ${look} ${size.width}px`);
        problems.push(...found.blocking);
        minor.push(...found.minor);
      }
    }
  } finally {
    await context.close();
  }
  return problems;
}

describe('The kits list and the match page', () => {
  it.each(LOOKS)('look finished in %s at %s, and axe finds nothing serious', async (look) => {
    const problems = await lookAt(look, [
      ['kits', '/dna', (page) => visible(page.getByRole('article').first())],
      ['match', `/dna/matches/${matchId}`, (page) => visible(page.locator('figure [role="img"]').first())],
    ]);
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('Ben deleting his kit', () => {
  it("asks him first, says it is for good, and takes Ada's match with it", async () => {
    const ben = people.ben.page;
    await ben.goto('/dna');
    await kitCard(ben, files.ben).getByRole('button', { name: /^Delete / }).click();
    const dialog = await visible(ben.getByRole('dialog', { name: /^Delete AncestryDNA v2 for good\?$/ }));
    await visible(dialog.getByText(/This cannot be undone/));
    await visible(dialog.getByText(/Backups of this server taken before today still hold the sealed kit/));
    await markShownToasts(ben);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await visible(freshToast(ben, 'AncestryDNA v2 was deleted'));
    await visible(ben.getByText('No DNA kits yet'));

    const ada = people.ada.page;
    await ada.goto(`/dna/kits/${adaKitId}`);
    await visible(ada.getByRole('tab', { name: /^0 matches$/ }));
    await visible(ada.getByText('No matches yet'));
    await ada.goto('/dna');
    await visible(kitCard(ada, files.ada).getByText(/^0 matches · /));
    await ada.goto(`/dna/matches/${matchId}`);
    await visible(ada.getByRole('heading', { level: 2, name: 'This match is not here' }));
  });
});

describe("Ada's heritage", () => {
  it('says where her ancestors were born, generation by generation, from the birth places her tree records', async () => {
    const ada = people.ada.page;
    await ada.goto('/dna');
    await ada.getByRole('tab', { name: 'Heritage' }).click();
    await ada.waitForURL((url) => url.pathname === '/dna/heritage');
    await visible(ada.getByRole('heading', { level: 2, name: 'Where your ancestors were born' }));
    await visible(ada.getByText('No birth places recorded yet'));

    // Birth places on her parents and grandparents, and four great-grandparents, all of Galicia.
    const places: [string, string][] = [
      [member.alice, 'Vigo, Pontevedra, Galicia, España'],
      [member.bob, 'Porto, Portugal'],
      [member.george, 'Lugo, Galicia, España'],
      [member.mary, 'Ourense, Galicia, España'],
    ];
    for (const [id, birthPlace] of places) await gql(ada, 'mutation($id: ID!, $i: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $i) { id } }', { id, i: { birthPlace } });
    const greats: [string, string, 'male' | 'female', string][] = [
      ['Juan', member.george, 'male', 'Santiago, A Coruña, Galicia, España'],
      ['Rosa', member.george, 'female', 'Lugo, Galicia, España'],
      ['Manuel', member.mary, 'male', 'Ourense, Galicia, España'],
      ['Carmen', member.mary, 'female', 'vigo ,pontevedra, galicia, españa'],
    ];
    for (const [firstName, relativeId, gender, birthPlace] of greats) {
      await gql(ada, 'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }', {
        i: { firstName, lastName: 'Byron', gender, relationshipType: 'parent', relativeId, birth: '1880', death: '1950', birthPlace },
      });
    }

    await ada.reload();
    const generation = (title: string) => ada.getByRole('article', { name: title });
    const parents = await visible(generation('Your parents (2)'));
    await visible(parents.getByText('One of your parents was born in Galicia', { exact: true }));
    await visible(parents.getByText('2 of 2 parents in your tree; 2 with a birth place.', { exact: true }));
    const grandparents = generation('Your grandparents (4)');
    await visible(grandparents.getByText('Half your grandparents were born in Galicia', { exact: true }));
    await visible(grandparents.getByText('2 of 4 grandparents in your tree; 2 with a birth place.', { exact: true }));
    const greatGrandparents = generation('Your great-grandparents (8)');
    await visible(greatGrandparents.getByText('Half your great-grandparents were born in Galicia', { exact: true }));
    expect(await textOf(greatGrandparents.getByRole('listitem').first())).toBe('Galicia4 of 8 · 50%');
    expect(await textOf(greatGrandparents.getByRole('listitem').last())).toBe('Not in your tree yet4 of 8 · 50%');
    expect(await ada.getByRole('article').count()).toBe(3);

    // By the place as written, the parents' two places tie and come by name.
    await ada.getByRole('group', { name: 'Group birth places by' }).getByRole('button', { name: 'Place' }).click();
    await ada.waitForURL((url) => url.searchParams.get('level') === 'place');
    await visible(parents.getByText('One of your parents was born in Porto, Portugal', { exact: true }));
    await visible(grandparents.getByText('A quarter of your grandparents were born in Lugo, Galicia, España', { exact: true }));
    await visible(greatGrandparents.getByText('1 of your 8 great-grandparents was born in Lugo, Galicia, España', { exact: true }));
    // Carmen's "vigo ,pontevedra, galicia, españa" is counted as the Vigo first met, her granddaughter Alice's.
    await visible(greatGrandparents.getByRole('listitem').filter({ hasText: /^Vigo, Pontevedra, Galicia, España1 of 8/ }));
    expect(await greatGrandparents.getByRole('listitem').filter({ hasText: /vigo ,pontevedra/ }).count()).toBe(0);
    await ada.getByRole('group', { name: 'Group birth places by' }).getByRole('button', { name: 'Country' }).click();
    await visible(parents.getByText('One of your parents was born in España', { exact: true }));
    await visible(greatGrandparents.getByText('Half your great-grandparents were born in España', { exact: true }));
  });
});

describe('The heritage section', () => {
  it.each(LOOKS)('looks finished in %s at %s, and axe finds nothing serious', async (look) => {
    const problems = await lookAt(look, [['heritage', '/dna/heritage', (page) => visible(page.getByRole('article').first())]]);
    expect(problems).toEqual([]);
  }, 600_000);
});
