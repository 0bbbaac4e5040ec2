import type { Browser, BrowserContext, Page } from 'playwright-core';
import { requireSamples } from '../api/src/modules/gedcom/test/samples.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { visible } from './support/flows.ts';
import { editedFile, gedcomDialog, indiCount, indiCountByParser, JOB, jobIdOf, KENNEDY, kennedyBytes, openGedcom } from './support/gedcom-flows.ts';
import { overflowsSideways, progressPartWay, statusOf, throttleUploads } from './support/memory-flows.ts';
import { downloaded, gql, snapWindow } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { readyTree, signInAndOnboard } from './support/tree-flows.ts';

// Ada brings her family's GEDCOM file (the Kennedys, written by Ancestris) into a new tree,
// watching it upload, and finds John F. Kennedy in it. She exports the tree as GEDCOM 5.5.1, which
// another parser reads back, then merges an edited copy of her first file (a corrected birth, a
// newcomer) into the same tree after looking at the preview. Ben, another user, cannot see her
// import. Each test goes on from the previous one; screenshots are taken on a laptop's and a
// phone's screen.
const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const ben = { fullName: 'Ben Okafor', email: 'ben@example.com' };
const TREE_NAME = 'The Kennedys';
// John F. Kennedy's NAME line, as Ancestris and the export write it.
const JFK_NAME = /\n1 NAME John,? ?Fitzgerald \/KENNEDY\/\r?\n/;
const NEWCOMER = '0 @I9001@ INDI\n1 NAME Brigid /Murphy/\n1 SEX F\n1 BIRT\n2 DATE 1850\n2 PLAC Dunganstown, Wexford, Ireland';

let server: RunningServer;
let browser: Browser;
let ada$: { context: BrowserContext; page: Page };
const ids: Record<'tree' | 'importJob' | 'mergeJob' | 'jfk', string> = {} as never;
let exported = '';

type Job = { id: string; state: string; treeId: string | null; counts: { people: number; families: number } | null; preview: { new: number; updated: number } | null };
const jobOf = async (page: Page, id: string) => (await gql<{ gedcomJob: Job }>(page, JOB, { id })).gedcomJob;
const memberCount = async (page: Page) =>
  (await gql<{ familyStats: { memberCount: number } }>(page, 'query($t: ID) { familyStats(treeId: $t) { memberCount } }', { t: ids.tree })).familyStats.memberCount;

/** Ada on a phone-sized screen (her session copied) at `url`, for `use`, then closed. */
async function onPhone(url: string, use: (page: Page) => Promise<void>) {
  const phone = await newPage(browser, server.url, PHONE);
  try {
    await phone.context.addCookies(await ada$.context.cookies());
    await phone.page.goto(url);
    await use(phone.page);
  } finally {
    await phone.context.close();
  }
}

beforeAll(async () => {
  requireSamples();
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ada$ = await newPage(browser, server.url, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server);
});

describe('GEDCOM: import a real family, find them, export, merge an edited file', () => {
  it('imports the Kennedys’ file into a new tree, showing the upload’s progress, then 208 people and 75 families', async () => {
    const { page } = ada$;
    await signInAndOnboard(page, ada, 'Boston');
    await page.goto('/family-tree');
    const dialog = await openGedcom(page, 'Import a GEDCOM file…');
    await dialog.getByLabel('GEDCOM file').setInputFiles(KENNEDY);
    await visible(dialog.getByText('kennedy.ged · 100 KB', { exact: true }));
    expect(await dialog.getByRole('radio', { name: 'A new tree' }).isChecked()).toBe(true);
    const name = dialog.getByRole('textbox', { name: 'Name of the new tree' });
    expect(await name.inputValue()).toBe('kennedy');
    await name.fill(TREE_NAME);

    // Slowed to about 3 seconds for the 100 KB file, so the bar is seen part way.
    const unthrottle = await throttleUploads(page, 34_000);
    const partWay = progressPartWay(page);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await partWay).toBeGreaterThan(0);
    await visible(dialog.getByRole('status').filter({ hasText: /^Sending the file: \d+% · \d+ KB of \d+ KB$/ }));
    expect(await overflowsSideways(page)).toBe(false);
    await snapWindow(page, 'gedcom-import-upload-desktop');
    ids.importJob = await jobIdOf(page);
    await unthrottle();

    const done = await visible(dialog.getByRole('alert').filter({ hasText: 'was imported' }));
    expect(await done.textContent()).toMatch(/^kennedy\.ged was imported: 208 people, 75 families, [\d,]+ other records\.$/);
    const job = await jobOf(page, ids.importJob);
    expect(job).toMatchObject({ state: 'done', counts: { people: 208, families: 75 } });
    ids.tree = job.treeId!;
    // The report of what was skipped or repaired, folded away until asked for.
    const showReport = dialog.getByRole('button', { name: /^Show the report \(\d+ notes?\)$/ });
    await visible(showReport.or(dialog.getByText('Nothing was skipped or repaired.')));
    if (await showReport.isVisible()) {
      await showReport.click();
      await visible(dialog.getByRole('list', { name: 'Report' }).getByRole('listitem').first());
    }
    expect(await overflowsSideways(page)).toBe(false);
    await snapWindow(page, 'gedcom-import-done-desktop');
  });

  it('opens the new tree and shows John F. Kennedy: born 29 May 1917, his wife and children', async () => {
    const { page } = ada$;
    const dialog = gedcomDialog(page);
    await dialog.getByRole('button', { name: 'Open the tree' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('tree') === ids.tree && !url.searchParams.has('gedcomJob'));
    await visible(readyTree(page));

    const people = page.getByRole('list', { name: 'People in this tree' });
    const peopleCard = people.locator('xpath=ancestor::*[.//*[normalize-space()="People in this tree"]][1]');
    await visible(peopleCard.getByText('208 people', { exact: true }));
    await peopleCard.getByRole('textbox', { name: 'Search by name' }).fill('Kennedy');
    const jfk = people.getByRole('listitem').filter({ hasText: /John,? ?Fitzgerald/ }).filter({ hasText: '1917 – 1963' });
    await visible(jfk);
    await jfk.getByRole('button').click();

    const details = await visible(page.getByRole('complementary', { name: 'Details' }));
    await visible(details.getByText(/^John,? ?Fitzgerald KENNEDY$/i));
    await visible(details.getByText('1917 – 1963', { exact: true }));
    const born = details.locator('dt', { hasText: /^Born$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await born.textContent()).toMatch(/^29 May 1917, Brookline/);
    const relationships = await visible(details.getByRole('list', { name: /^Relationships of / }));
    await visible(relationships.getByRole('listitem').filter({ hasText: /^Partner of Jacqueline/ }));
    await visible(relationships.getByRole('listitem').filter({ hasText: /^Parent of Caroline/ }));
    await visible(relationships.getByRole('listitem').filter({ hasText: /^Parent of John,? ?Fitzgerald/ }));
    const { familyMembers } = await gql<{ familyMembers: { nodes: { id: string; birth: { value: string } | null }[] } }>(
      page,
      'query($t: ID) { familyMembers(treeId: $t, search: "Kennedy", first: 50, offset: 0) { nodes { id birth { value } } } }',
      { t: ids.tree },
    );
    ids.jfk = familyMembers.nodes.find((m) => m.birth?.value === '29 MAY 1917')!.id;
    expect(new URL(page.url()).searchParams.get('focus') ?? ids.jfk).toBe(ids.jfk);
  });

  it('exports the tree as GEDCOM 5.5.1: 208 INDI records, read back by another parser', async () => {
    const { page } = ada$;
    const dialog = await openGedcom(page, 'Export this tree as GEDCOM…');
    expect(await dialog.getByRole('radio', { name: /^GEDCOM 5\.5\.1/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'The whole tree' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = dialog.getByRole('link', { name: 'Download' });
    await visible(download);
    await visible(dialog.getByRole('alert').filter({ hasText: /is ready: 208 people, 75 families/ }));
    const saved = page.waitForEvent('download');
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/\.ged$/);
    exported = (await downloaded(file, 'gedcom-export.ged')).toString('utf8');

    expect(exported.replace(/^\uFEFF/, '').startsWith('0 HEAD')).toBe(true);
    expect(exported).toMatch(/\n2 VERS 5\.5\.1\r?\n/);
    expect(indiCount(exported)).toBe(208);
    expect(exported).toMatch(JFK_NAME);
    expect(indiCountByParser(exported.replace(/^\uFEFF/, ''))).toBe(208);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('merges the edited file into the same tree: the preview says 1 new and 1 updated, then 209 people', async () => {
    const { page } = ada$;
    // The file first imported, as Ancestris wrote it, with his birth corrected and a newcomer.
    const edited = editedFile(kennedyBytes().toString('utf8'), JFK_NAME, '29 MAY 1917', '28 MAY 1917', NEWCOMER);
    const dialog = await openGedcom(page, 'Import a GEDCOM file…');
    await dialog.getByLabel('GEDCOM file').setInputFiles({ name: 'kennedy-edited.ged', mimeType: 'text/plain', buffer: Buffer.from(edited) });
    await dialog.getByRole('radio', { name: `This tree (${TREE_NAME}), merging with who is already there` }).check();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    ids.mergeJob = await jobIdOf(page);

    const preview = await visible(dialog.getByText(/^Merging kennedy-edited\.ged into this tree:/));
    expect(await preview.textContent()).toMatch(/: 1 new, 1 updated, [\d,]+ unchanged, 0 conflicts\.$/);
    await visible(dialog.getByText('Nothing was changed both here and in the file, so there is nothing to choose.'));
    expect(await jobOf(page, ids.mergeJob)).toMatchObject({ state: 'awaiting_choices', preview: { new: 1, updated: 1 } });
    expect(await overflowsSideways(page)).toBe(false);
    await snapWindow(page, 'gedcom-merge-preview-desktop');
    await onPhone(`/family-tree?tree=${ids.tree}&gedcomJob=${ids.mergeJob}`, async (phone) => {
      await visible(gedcomDialog(phone).getByText(/^Merging kennedy-edited\.ged into this tree: 1 new, 1 updated/));
      expect(await overflowsSideways(phone)).toBe(false);
      await snapWindow(phone, 'gedcom-merge-preview-phone');
    });

    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await visible(dialog.getByRole('alert').filter({ hasText: /^kennedy-edited\.ged was imported/ }));
    expect((await jobOf(page, ids.mergeJob)).state).toBe('done');
    expect(await memberCount(page)).toBe(209);
    const { familyMember } = await gql<{ familyMember: { birth: { value: string } | null } }>(page, 'query($id: ID!) { familyMember(id: $id) { birth { value } } }', { id: ids.jfk });
    expect(familyMember.birth?.value).toBe('28 MAY 1917');
  });

  it('keeps Ada’s import from Ben, another user', async () => {
    const ben$ = await newPage(browser, server.url, DESKTOP);
    try {
      await signInAndOnboard(ben$.page, ben, 'Lagos');
      expect(await statusOf(ben$.page, `/api/gedcom/jobs/${ids.importJob}`)).toBe(404);
      expect(await statusOf(ben$.page, `/api/gedcom/jobs/${ids.mergeJob}`)).toBe(404);
      expect(await statusOf(ada$.page, `/api/gedcom/jobs/${ids.importJob}`)).toBe(200);
    } finally {
      await ben$.context.close();
    }
  });

  it('shows the finished import on a phone as on a laptop', async () => {
    await onPhone(`/family-tree?tree=${ids.tree}&gedcomJob=${ids.importJob}`, async (phone) => {
      const dialog = await visible(gedcomDialog(phone));
      await visible(dialog.getByRole('alert').filter({ hasText: /^kennedy\.ged was imported: 208 people, 75 families/ }));
      await visible(dialog.getByRole('button', { name: 'Open the tree' }));
      expect(await overflowsSideways(phone)).toBe(false);
      await snapWindow(phone, 'gedcom-import-done-phone');
    });
  });
});
