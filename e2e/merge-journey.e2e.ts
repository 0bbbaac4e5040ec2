import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { artifactsDir, contextInLook, DESKTOP, inSpanish, launchBrowser, type Look, LOOK_SIZES, LOOKS, newPage, picturesAfterFailedTests, screenshot } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { isFocused } from './support/accessibility.ts';
import { visible } from './support/flows.ts';
import { settle } from './support/layout.ts';
import { checkScreen } from './support/screen-check.ts';
import { addRelative, gql, ownTree } from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { freshToast, markShownToasts, personCard, readyTree, signInAndOnboard } from './support/tree-flows.ts';

// Merging two records of one person in Chromium. Ada's tree holds her son Tom and the same son
// again, Tommy, with his birth, birth place and his daughter Lily, and a story about him. Ada opens
// Tom's details on the tree screen, chooses "Merge with…", picks Tommy, sees both side by side and
// what moves, merges, undoes the merge from the toast (Tommy is back with his daughter and story),
// then merges again. The dialog is looked at in English and light (1280 px) and in Spanish and dark (390 px), on
// a second planted pair (Grace and Gracie), each saved under e2e/artifacts/merge-*.png and checked
// by axe. Each test goes on from the previous one.

const ADA = { fullName: 'Ada Merriman', email: 'ada.merge@example.com' };

let server: RunningServer;
let browser: Browser;
let ada: { context: BrowserContext; page: Page };
let treeId: string;
const member = {} as Record<'self' | 'tom' | 'tommy' | 'lily' | 'grace' | 'gracie', string>;
const minor: string[] = [];

/** The words of the merge screens in each language. */
const WORDS = {
  en: { open: 'Merge with…', pick: (name: string) => `The other record of ${name}`, compare: 'Compare and merge', dialog: 'Merge two records of one person', merge: 'Merge' },
  es: { open: 'Fusionar con…', pick: (name: string) => `El otro registro de ${name}`, compare: 'Comparar y fusionar', dialog: 'Fusionar dos registros de una misma persona', merge: 'Fusionar' },
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ada = await newPage(browser, server.url, DESKTOP);
  await signInAndOnboard(ada.page, ADA, 'Leeds');
  const page = ada.page;
  ({ treeId, selfId: member.self } = await ownTree(page));
  member.tom = await addRelative(page, { firstName: 'Tom', lastName: 'Merriman', gender: 'male', relationshipType: 'child', relativeId: member.self });
  member.tommy = await addRelative(page, { firstName: 'Tommy', lastName: 'Merriman', gender: 'male', relationshipType: 'child', relativeId: member.self, birth: '3 FEB 1990' });
  await gql(page, 'mutation($id: ID!) { updateFamilyMember(id: $id, input: { birthPlace: "Harrogate" }) { id } }', { id: member.tommy });
  member.lily = await addRelative(page, { firstName: 'Lily', lastName: 'Merriman', gender: 'female', relationshipType: 'child', relativeId: member.tommy });
  await gql(page, 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: 'The fiddle', content: 'Tommy played at every wedding.', taggedMemberIds: [member.tommy] } });
  member.grace = await addRelative(page, { firstName: 'Grace', lastName: 'Merriman', gender: 'female', relationshipType: 'parent', relativeId: member.self, birth: 'ABT 1931' });
  member.gracie = await addRelative(page, { firstName: 'Gracie', lastName: 'Merriman', gender: 'female', relationshipType: 'parent', relativeId: member.self, birth: '1931', death: '2004' });
}, 600_000);

picturesAfterFailedTests('merge-journey', { ada: () => ada.page });

afterAll(async () => {
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(path.join(artifactsDir, 'merge-accessibility.txt'), minor.length ? `${minor.join('\n')}\n` : 'No moderate or minor violations.\n');
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** Opens a person's details on the tree screen, chooses "Merge with…" and the other record, and answers the merge dialog. */
async function openMerge(page: Page, words: (typeof WORDS)['en'], keep: string, other: string): Promise<Locator> {
  await page.goto(`/family-tree?tree=${treeId}`);
  // The tree's role description is in the page's language: found by its state alone.
  const tree = await visible(page.locator('[role="group"][data-tree-ready="true"]'));
  await tree.locator(`.tree-person[aria-label^="${keep}"]`).click();
  const details = await visible(page.locator('aside[aria-labelledby="member-details-title"]'));
  await details.getByRole('button', { name: words.open }).click();
  const picker = details.getByRole('combobox', { name: words.pick(keep) });
  await picker.fill(other.split(' ')[0]);
  // Chosen once the list shows the search's answer (only names holding what was typed), not the list it replaces.
  const listbox = page.getByRole('listbox');
  await eventually(async () => {
    const names = await listbox.getByRole('option').allTextContents();
    return names.length > 0 && names.every((name) => name.includes(other.split(' ')[0]));
  }, `the people named ${other.split(' ')[0]}`);
  await listbox.getByRole('option', { name: new RegExp(`^${other}`) }).first().click();
  await details.getByRole('button', { name: words.compare }).click();
  const dialog = await visible(page.getByRole('dialog', { name: words.dialog }));
  await visible(dialog.getByRole('button', { name: words.merge, exact: true }));
  return dialog;
}

/** Tommy as the server has him now: null once merged away. */
async function tommyNow(page: Page) {
  const found = await gql<{ familyMembers: { nodes: { id: string; firstName: string }[] } }>(page, 'query($t: ID) { familyMembers(treeId: $t, search: "Tommy", first: 5) { nodes { id firstName } } }', { t: treeId });
  return found.familyMembers.nodes.find((n) => n.id === member.tommy) ?? null;
}

/** Tom's relatives and details as the server has them. */
async function tomNow(page: Page) {
  const { familyMember, relationships } = await gql<{ familyMember: { birthPlace: string | null; otherNames: string[] }; relationships: { fromId: string; toId: string; kind: string }[] }>(
    page,
    'query($id: ID!) { familyMember(id: $id) { birthPlace otherNames } relationships(memberId: $id) { fromId toId kind } }',
    { id: member.tom },
  );
  return { ...familyMember, children: relationships.filter((r) => r.kind === 'parent' && r.fromId === member.tom).map((r) => r.toId) };
}

describe("Ada merging her son's two records", () => {
  it('shows both side by side with what moves, merges them, and offers Undo', async () => {
    const page = ada.page;
    const dialog = await openMerge(page, WORDS.en, 'Tom Merriman', 'Tommy Merriman');
    await visible(dialog.getByRole('region', { name: 'Kept: Tom Merriman' }));
    await visible(dialog.getByRole('region', { name: 'Merged away: Tommy Merriman' }));
    const born = dialog.getByRole('table').getByRole('row', { name: /^Born/ });
    await visible(born.getByText('3 February 1990'));
    const moves = dialog.getByRole('list', { name: 'What moves' });
    await visible(moves.getByText("Lily Merriman, their child, becomes Tom Merriman's child"));
    await visible(moves.getByText("Ada Merriman, their parent, is Tom Merriman's already: kept once"));
    await visible(moves.getByText('A story about them'));
    await screenshot(page, 'merge-dialog-journey-1280');
    await markShownToasts(page);
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    const toast = await visible(freshToast(page, 'Tommy Merriman is now part of Tom Merriman.'));
    await visible(toast.getByRole('button', { name: 'Undo' }));
    expect(await tommyNow(page)).toBeNull();
    const tom = await tomNow(page);
    expect(tom.birthPlace).toBe('Harrogate');
    expect(tom.otherNames).toEqual(['Tommy Merriman']);
    expect(tom.children).toEqual([member.lily]);

    // Undo, from the toast.
    await toast.getByRole('button', { name: 'Undo' }).click();
    await visible(freshToast(page, 'Tommy Merriman is back in the tree as before.'));
    expect(await tommyNow(page)).toEqual({ id: member.tommy, firstName: 'Tommy' });
    expect(await tomNow(page)).toEqual({ birthPlace: null, otherNames: [], children: [] });
    const { story } = await gql<{ stories: { nodes: { taggedMembers: { id: string }[] }[] } }>(page, '{ stories(first: 5) { nodes { taggedMembers { id } } } }').then((d) => ({ story: d.stories.nodes[0] }));
    expect(story.taggedMembers.map((m) => m.id)).toEqual([member.tommy]);
  }, 600_000);

  it('merges them again, for good, with the keyboard', async () => {
    const page = ada.page;
    const dialog = await openMerge(page, WORDS.en, 'Tom Merriman', 'Tommy Merriman');
    await markShownToasts(page);
    // The button takes focus once it is enabled: when the comparison has arrived.
    const merge = dialog.getByRole('button', { name: 'Merge', exact: true });
    await eventually(() => merge.isEnabled(), 'the Merge button enabled, the comparison shown');
    await merge.focus();
    await eventually(() => isFocused(merge), 'the Merge button focused');
    await page.keyboard.press('Enter');
    await visible(freshToast(page, 'Tommy Merriman is now part of Tom Merriman.'));
    expect(await tommyNow(page)).toBeNull();
    expect((await tomNow(page)).children).toEqual([member.lily]);
    // The tree shows one Tom, with Lily.
    await visible(personCard(page, 'Lily Merriman'));
    expect(await readyTree(page).locator('.tree-person[aria-label^="Tommy Merriman"]').count()).toBe(0);
  }, 600_000);
});

/** A context for Ada's session in the language and colour scheme of `look`. */
const contextFor = (look: Look) => contextInLook(browser, server.url, ada.context, look);

describe('The merge dialog', () => {
  it.each(LOOKS)('looks finished in %s at %s, and axe finds nothing serious', async (look) => {
    const problems: string[] = [];
    const { context, page } = await contextFor(look);
    const words = inSpanish(look) ? WORDS.es : WORDS.en;
    try {
      for (const size of LOOK_SIZES[look]) {
        await page.setViewportSize(size);
        const dialog = await openMerge(page, words, 'Grace Merriman', 'Gracie Merriman');
        if (inSpanish(look)) await page.waitForFunction(() => document.documentElement.lang === 'es');
        await visible(dialog.getByRole('table'));
        await settle(page, { scroll: false });
        const found = await checkScreen(page, `merge-dialog-${look}-${size.width}`, `merge dialog ${look} ${size.width}px`);
        problems.push(...found.blocking);
        minor.push(...found.minor);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
