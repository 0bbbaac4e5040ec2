import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort } from '../api/test/free-port.ts';
import { seedTree } from '../bench/seed/tree.ts';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { visible } from './support/flows.ts';
import {
  addRelative,
  cardBoxes,
  chartControls,
  downloaded,
  gql,
  inside,
  overlap,
  ownTree,
  pdfText,
  pngSize,
  relate,
  snapWindow,
  type Box,
  type NewRelative,
} from './support/overview-flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { freshToast, markShownToasts, personCard, readyTree, settledTransform, signInAndOnboard, snap } from './support/tree-flows.ts';

// Margaret Whitaker records her whole family at once: four generations around her, in-laws, a
// father who married twice, and one relative she cannot place yet. She takes in the whole chart,
// jumps to a person by name, prints it and saves it as a picture. Then a tree of a thousand people.
// Each test goes on from where the previous one left off.
const margaret = { fullName: 'Margaret Whitaker', email: 'margaret@example.com' };

let server: RunningServer;
let databaseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const ids: Record<string, string> = {};

/** Everyone the chart places: Margaret and the 24 relatives joined to her family. */
const placed = [
  'You (Margaret Whitaker)',
  'Henry Whitaker',
  'Arthur Whitaker',
  'Edith Whitaker',
  'Walter Hayes',
  'Rose Hayes',
  'Thomas Whitaker',
  'Eleanor Hayes',
  'Linda Whitaker',
  'Joan Pryce',
  'David Pryce',
  'Peter Hayes',
  'Lucy Pryce',
  'Oliver Hayes',
  'Claire Bennett',
  'Mark Bennett',
  'James Bennett',
  'Sophie Bennett',
  'Leo Bennett',
  'Ben Whitaker',
  'Richard Cole',
  'George Cole',
  'Helen Cole',
  'Emily Cole',
  'Daniel Cole',
];

/**
 * Margaret's family through the API, each person added as the Add Family Member dialog would add
 * them, and the second parents and partnerships recorded as the details drawer would.
 */
async function addMargaretsFamily(p: Page) {
  const add = async (key: string, person: Omit<NewRelative, 'lastName'> & { lastName?: string }) =>
    (ids[key] = await addRelative(p, { lastName: 'Whitaker', ...person }));
  const { treeId, selfId } = await ownTree(p);
  ids.tree = treeId;
  ids.margaret = selfId;

  await add('thomas', { firstName: 'Thomas', gender: 'male', relationshipType: 'parent', birth: '1948' });
  await add('eleanor', { firstName: 'Eleanor', lastName: 'Hayes', gender: 'female', relationshipType: 'parent', birth: '1950' });
  // Thomas and Eleanor divorced; he married Linda, and they had Ben.
  await relate(p, ids.eleanor, ids.thomas, 'spouse', 'divorced');
  await add('linda', { firstName: 'Linda', gender: 'female', relationshipType: 'spouse', relativeId: ids.thomas });
  await add('ben', { firstName: 'Ben', gender: 'male', relationshipType: 'child', relativeId: ids.thomas, birth: '1985' });
  await relate(p, ids.linda, ids.ben, 'parent');

  await add('arthur', { firstName: 'Arthur', gender: 'male', relationshipType: 'parent', relativeId: ids.thomas, birth: '1920', death: '1990' });
  await add('edith', { firstName: 'Edith', gender: 'female', relationshipType: 'parent', relativeId: ids.thomas, birth: '1922', death: '2001' });
  await relate(p, ids.edith, ids.arthur, 'spouse');
  await add('henry', { firstName: 'Henry', gender: 'male', relationshipType: 'parent', relativeId: ids.arthur, birth: 'abt 1850', death: '1921' });
  await add('walter', { firstName: 'Walter', lastName: 'Hayes', gender: 'male', relationshipType: 'parent', relativeId: ids.eleanor });
  await add('rose', { firstName: 'Rose', lastName: 'Hayes', gender: 'female', relationshipType: 'parent', relativeId: ids.eleanor });
  await relate(p, ids.rose, ids.walter, 'spouse');

  // Siblings take the parents already recorded: Joan is Thomas's sister, Peter Eleanor's brother.
  await add('joan', { firstName: 'Joan', lastName: 'Pryce', gender: 'female', relationshipType: 'sibling', relativeId: ids.thomas });
  await add('david', { firstName: 'David', lastName: 'Pryce', gender: 'male', relationshipType: 'spouse', relativeId: ids.joan });
  await add('lucy', { firstName: 'Lucy', lastName: 'Pryce', gender: 'female', relationshipType: 'child', relativeId: ids.joan });
  await relate(p, ids.david, ids.lucy, 'parent');
  await add('peter', { firstName: 'Peter', lastName: 'Hayes', gender: 'male', relationshipType: 'sibling', relativeId: ids.eleanor });
  await add('oliver', { firstName: 'Oliver', lastName: 'Hayes', gender: 'male', relationshipType: 'child', relativeId: ids.peter });

  await add('claire', { firstName: 'Claire', lastName: 'Bennett', gender: 'female', relationshipType: 'sibling', birth: '1976' });
  await add('mark', { firstName: 'Mark', lastName: 'Bennett', gender: 'male', relationshipType: 'spouse', relativeId: ids.claire });
  for (const [key, firstName, gender] of [['james', 'James', 'male'], ['sophie', 'Sophie', 'female']] as const) {
    await add(key, { firstName, lastName: 'Bennett', gender, relationshipType: 'child', relativeId: ids.claire });
    await relate(p, ids.mark, ids[key], 'parent');
  }
  await add('leo', { firstName: 'Leo', lastName: 'Bennett', gender: 'male', relationshipType: 'child', relativeId: ids.james, birth: '2021' });

  await add('richard', { firstName: 'Richard', lastName: 'Cole', gender: 'male', relationshipType: 'spouse' });
  await add('george', { firstName: 'George', lastName: 'Cole', gender: 'male', relationshipType: 'parent', relativeId: ids.richard });
  await add('helen', { firstName: 'Helen', lastName: 'Cole', gender: 'female', relationshipType: 'parent', relativeId: ids.richard });
  await relate(p, ids.helen, ids.george, 'spouse');
  for (const [key, firstName, gender] of [['emily', 'Emily', 'female'], ['daniel', 'Daniel', 'male']] as const) {
    await add(key, { firstName, lastName: 'Cole', gender, relationshipType: 'child' });
    await relate(p, ids.richard, ids[key], 'parent');
  }

  await add('stray', { firstName: 'Stray', gender: 'other', relationshipType: 'other' });
}

/** The whole family window: three generations up reach Henry, two down reach Leo's generation. */
const WHOLE_FAMILY = '/family-tree?up=3&down=2';

async function openWholeFamily(p: Page) {
  await p.goto(WHOLE_FAMILY);
  await visible(readyTree(p));
  await p.locator('[aria-label="Tree"][data-tree-complete="true"]').waitFor();
}

const panelOf = (p: Page) => p.locator('[aria-roledescription="family tree"]');
const zoomButton = (p: Page, name: string) => p.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name });

/**
 * Fits the chart and returns where every drawn card lies on screen: readable cards by their label;
 * far out, where the cards are plain shapes, each shape (the focus's card sits on its own shape).
 */
async function fitWholeChart(p: Page) {
  const before = await settledTransform(p);
  await zoomButton(p, 'Fit to screen').click();
  await settledTransform(p, { leaving: before });
  await readyTree(p).waitFor();
  const form = await readyTree(p).getAttribute('data-card-form');
  const shapes = await p.locator('.tree-distant-cards').evaluateAll((paths) =>
    paths.flatMap((path) => {
      const m = (path as SVGPathElement).getScreenCTM()!;
      return [...(path.getAttribute('d') ?? '').matchAll(/M([-\d.e]+),([-\d.e]+)h([-\d.e]+)v([-\d.e]+)/g)].map(([, x, y, w, h]) => {
        const from = new DOMPoint(Number(x), Number(y)).matrixTransform(m);
        return { x: from.x, y: from.y, width: Number(w) * m.a, height: Number(h) * m.d };
      });
    }),
  );
  const cards = await cardBoxes(readyTree(p).locator('.tree-person'));
  return { form, shapes, cards, panel: (await panelOf(p).boundingBox())!, controls: await chartControls(p) };
}

/** Every card wholly inside the panel and clear of the controls floating over it. */
function expectAllInSight(drawn: Box[], panel: Box, controls: { name: string; box: Box }[]) {
  const outside = drawn.filter((box) => !inside(box, panel));
  const hidden = drawn.flatMap((box) => controls.filter((c) => overlap(box, c.box)).map((c) => `a card under ${c.name}`));
  expect({ outside, hidden }).toEqual({ outside: [], hidden: [] });
}

beforeAll(async () => {
  // The embedded PostgreSQL on a port chosen here, so the thousand-person tree can be written straight into it.
  const databasePort = await freePort();
  databaseUrl = `postgres://kinfolk:kinfolk@127.0.0.1:${databasePort}/kinfolk`;
  [server, browser] = await Promise.all([
    startServer(undefined, { NODE_ENV: 'test', DEV_SIGN_IN: 'true', EMBEDDED_PG_PORT: String(databasePort) }),
    launchBrowser(),
  ]);
  ({ context, page } = await newPage(browser, server.url, DESKTOP));
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

describe('A family of 25 on one screen', () => {
  it('draws everyone Margaret is related to, and lists the relative related "in another way" beside the chart', async () => {
    await signInAndOnboard(page, margaret, 'York');
    await addMargaretsFamily(page);
    await openWholeFamily(page);

    await visible(page.getByRole('list', { name: 'Family figures' }).getByRole('listitem').filter({ hasText: /^26\s*family members$/ }));
    expect(Number(await readyTree(page).getAttribute('data-node-count'))).toBe(placed.length);
    // The chart's search finds everyone the chart places, but not Stray, whom it cannot place.
    const search = page.getByRole('combobox', { name: 'Go to person' });
    const options = page.getByRole('listbox');
    for (const name of placed) {
      await search.fill(name.replace(/^You \((.*)\)$/, '$1'));
      await visible(options.getByRole('option').filter({ has: page.getByText(name, { exact: true }) }));
    }
    // The great-grandfather's uncertain birth as written, and his death.
    await search.fill('Henry');
    await visible(options.getByRole('option', { name: /Henry Whitaker/ }).getByText('c. 1850 – 1921', { exact: true }));
    await search.fill('Stray');
    await visible(page.getByText('Nobody in the chart has that name'));
    await search.fill('');
    await search.press('Escape');

    const unplaced = await visible(page.getByRole('list', { name: 'Unplaced relatives' }));
    expect(await unplaced.getByRole('listitem').count()).toBe(1);
    await visible(unplaced.getByRole('listitem').getByText('Stray Whitaker', { exact: true }));
    await visible(page.getByText('This person is not connected to anyone in the tree yet.', { exact: false }));

    const people = page.getByRole('list', { name: 'People in this tree' });
    const peopleCard = people.locator('xpath=ancestor::*[.//*[normalize-space()="People in this tree"]][1]');
    await visible(peopleCard.getByText('26 people', { exact: true }));
    await visible(people.getByRole('listitem').first().getByText('Claire Bennett', { exact: true }));
    await snap(page, 'overview-people-list-desktop');
    await peopleCard.getByRole('textbox', { name: 'Search by name' }).fill('stray');
    await visible(peopleCard.getByText('1 person', { exact: true }));
    expect(await people.getByRole('listitem').count()).toBe(1);
    await visible(people.getByRole('listitem').getByText('Stray Whitaker', { exact: true }));
    await peopleCard.getByRole('textbox', { name: 'Search by name' }).fill('Bennett');
    await visible(peopleCard.getByText('5 people', { exact: true }));
    const bennetts = await people.getByRole('listitem').allInnerTexts();
    expect(bennetts).toEqual(['Claire Bennett', 'James Bennett', 'Leo Bennett', 'Mark Bennett', 'Sophie Bennett'].map((name) => expect.stringContaining(name)));
    await peopleCard.getByRole('textbox', { name: 'Search by name' }).fill('');
  });

  // Ben is the son of Thomas and his second wife Linda: he hangs from their couple, not from Thomas and Eleanor.
  it('hangs the half-brother from his father and his father’s second wife', async () => {
    const middle = async (name: string) => {
      const box = (await personCard(page, name).locator('.tree-card').boundingBox())!;
      return box.x + box.width / 2;
    };
    const [eleanor, thomas, linda, ben] = await Promise.all(['Eleanor Hayes', 'Thomas Whitaker', 'Linda Whitaker', 'Ben Whitaker'].map(middle));
    const underThomasAndLinda = Math.abs(ben - (thomas + linda) / 2);
    const underThomasAndEleanor = Math.abs(ben - (eleanor + thomas) / 2);
    expect(underThomasAndLinda).toBeLessThan(underThomasAndEleanor);
  });

  it('fits all 25 placed people inside the panel at once', async () => {
    const { form, shapes, cards, panel, controls } = await fitWholeChart(page);
    // Far out the cards are shapes; the focus and chosen person keep their card on top of theirs.
    const drawn = form === 'shape' ? shapes : cards.map((c) => c.box);
    expect(drawn).toHaveLength(placed.length);
    expectAllInSight(drawn, panel, controls);
    if (form !== 'shape') expect(cards.map((c) => c.name.split(',')[0]).sort()).toEqual([...placed].sort());
    await snap(page, 'overview-fitted-desktop');
  });

  it('fits the same chart on a phone', async () => {
    const phone = await newPage(browser, server.url, PHONE);
    await phone.context.addCookies(await context.cookies());
    await openWholeFamily(phone.page);
    const { shapes, cards, form, panel, controls } = await fitWholeChart(phone.page);
    const drawn = form === 'shape' ? shapes : cards.map((c) => c.box);
    expect(drawn).toHaveLength(placed.length);
    expectAllInSight(drawn, panel, controls);
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    await snap(phone.page, 'overview-fitted-phone');
    await phone.context.close();
  });

  it('glides to a person chosen by name, makes them the focus and shows them with their family above', async () => {
    const search = page.getByRole('combobox', { name: 'Go to person' });
    await search.fill('leo');
    await page.getByRole('listbox').getByRole('option', { name: /^Leo Bennett/ }).click();
    await page.waitForURL((url) => url.searchParams.get('focus') === ids.leo);
    const leo = readyTree(page).locator(`.tree-person[data-person-id="${ids.leo}"][aria-current="true"]`);
    await leo.waitFor();
    await settledTransform(page);
    const card = (await leo.locator('.tree-card').boundingBox())!;
    const panel = (await panelOf(page).boundingBox())!;
    // Leo has no children: the view keeps him in the middle across and shows his parents and
    // grandparents above him, so he sits in the lower half, in full and clear of the controls.
    expect(Math.abs(card.x + card.width / 2 - (panel.x + panel.width / 2))).toBeLessThan(panel.width / 8);
    expect(card.y + card.height / 2).toBeGreaterThan(panel.y + panel.height / 2);
    expectAllInSight([card], panel, await chartControls(page));
    await visible(personCard(page, 'James Bennett'));
    await visible(personCard(page, 'Claire Bennett'));
    // He is chosen too: his details open beside the chart and the keyboard focus goes there.
    const details = await visible(page.getByRole('complementary', { name: 'Details' }));
    await visible(details.getByText('Leo Bennett', { exact: true }));
    await visible(details.getByText('Child of James Bennett', { exact: true }));
    expect(await details.evaluate((drawer) => drawer.contains(document.activeElement))).toBe(true);
    expect(await leo.getAttribute('tabindex')).toBe('0');
    await snap(page, 'overview-go-to-person-desktop');
    await details.getByRole('button', { name: 'Close details' }).click();
    await details.waitFor({ state: 'hidden' });
  });

  it('saves the chart as an A4 PDF with the names as text, and as a PNG picture', async () => {
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('focus'));
    await visible(personCard(page, 'You (Margaret Whitaker)'));

    await page.getByRole('button', { name: 'Print or save' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Print or save the chart' }));
    await dialog.getByRole('radio', { name: 'The chart as shown' }).check();
    await dialog.getByRole('radio', { name: 'PDF, to print' }).check();
    await dialog.getByRole('radio', { name: 'A4' }).check();
    await visible(dialog.getByText('3 A4 pages (portrait, side by side) that overlap by 1 cm', { exact: false }));
    await snapWindow(page, 'overview-export-dialog-desktop');
    await markShownToasts(page);
    const pdfDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await downloaded(await pdfDownload, 'overview-export.pdf');
    expect((await pdfDownload).suggestedFilename()).toMatch(/family tree\.pdf$/);
    await visible(freshToast(page, 'Chart saved'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const name of ['Henry Whitaker', 'Thomas Whitaker', 'Eleanor Hayes', 'Ben Whitaker', 'Leo Bennett', 'Helen Cole', 'Lucy Pryce']) {
      expect(text).toContain(name);
    }
    expect(text).not.toContain('Stray');

    await page.getByRole('button', { name: 'Print or save' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Print or save the chart' }));
    await again.getByRole('radio', { name: 'PNG picture' }).check();
    const pngDownload = page.waitForEvent('download');
    await again.getByRole('button', { name: 'Download PNG' }).click();
    const png = await downloaded(await pngDownload, 'overview-export.png');
    expect((await pngDownload).suggestedFilename()).toMatch(/family tree\.png$/);
    const size = pngSize(png);
    // The whole chart at full size: rows of people side by side over six generations.
    expect(size).not.toBeNull();
    expect(size!.width).toBeGreaterThan(1500);
    expect(size!.height).toBeGreaterThan(800);
    expect(png.length).toBeGreaterThan(30_000);
  });
});

describe('A tree of a thousand people', () => {
  it('opens with everyone in the chart, and fitting shows as much as the smallest zoom allows, with the overview map for the rest', async () => {
    const { createTree } = await gql<{ createTree: { id: string } }>(page, 'mutation($i: CreateTreeInput!) { createTree(input: $i) { id } }', {
      i: { name: 'The Greenwood family' },
    });
    const { selfId } = await ownTree(page, createTree.id);
    const seeded = await seedTree(databaseUrl, createTree.id, selfId, 1000, 1);

    await page.goto(`/family-tree?tree=${createTree.id}&focus=${seeded.founderId}&up=0&down=30`);
    await visible(readyTree(page));
    await page.locator('[aria-label="Tree"][data-tree-complete="true"]').waitFor({ timeout: 60_000 });
    await visible(page.getByRole('list', { name: 'Family figures' }).getByRole('listitem').filter({ hasText: /^1,001\s*family members$/ }));
    expect(Number(await readyTree(page).getAttribute('data-node-count'))).toBe(seeded.memberCount);
    const { shapes, panel } = await fitWholeChart(page);
    // At the smallest zoom the chart is still wider than the panel: a part of it is in sight.
    const inSight = shapes.filter((box) => inside(box, panel));
    expect(inSight.length).toBeGreaterThan(50);
    expect(inSight.length).toBeLessThan(seeded.memberCount);
    await visible(page.getByRole('region', { name: 'Overview' }));
    await snap(page, 'overview-thousand-people-desktop');
  });
});
