import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage } from './support/browser.ts';
import { visible } from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import {
  addFamilyMember,
  chooseOption,
  emptySpot,
  freshToast,
  markShownToasts,
  personCard,
  placeOf,
  readyTree,
  settledTransform,
  signInAndOnboard,
  snap,
  type NewMember,
} from './support/tree-flows.ts';

// Ada builds her family tree over five generations, moves around in it, and connects with Ben, who
// is on Kinfolk too. Each test goes on from where the previous one left off.
const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const ben = { fullName: 'Ben Franklin', email: 'ben@example.com' };

// Tall enough that the panel (at most 760 px) shows two generations above and below the focus at scale 1.
const TALL = { width: 1440, height: 1100 };

const relatives: (NewMember & { generation: number; row: string })[] = [
  { firstName: 'Anne', lastName: 'Milbanke', relationship: 'Parent', gender: 'Female', generation: -1, row: 'parents' },
  { firstName: 'George', lastName: 'Byron', relationship: 'Parent', gender: 'Male', generation: -1, row: 'parents' },
  {
    firstName: 'Judith',
    lastName: 'Noel',
    relationship: 'Parent',
    relatedTo: 'Anne Milbanke',
    gender: 'Female',
    birth: '3 Mar 1940',
    generation: -2,
    row: 'grandparents',
  },
  { firstName: 'Allegra', lastName: 'Byron', relationship: 'Sibling', gender: 'Female', generation: 0, row: 'focus' },
  { firstName: 'William', lastName: 'King', relationship: 'Spouse', gender: 'Male', generation: 0, row: 'focus' },
  { firstName: 'Annabella', lastName: 'King', relationship: 'Child', gender: 'Female', generation: 1, row: 'children' },
  {
    firstName: 'Wilfrid',
    lastName: 'Blunt',
    relationship: 'Child',
    relatedTo: 'Annabella King',
    gender: 'Male',
    generation: 2,
    row: 'grandchildren',
  },
];

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ page } = await newPage(browser, server.url, TALL));
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

function figure(p: Page, text: RegExp) {
  return p.getByRole('list', { name: 'Family figures' }).getByRole('listitem').filter({ hasText: text });
}

async function openFamilyTree(p: Page) {
  await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family Tree' }).click();
  await p.waitForURL((url) => url.pathname === '/family-tree');
  await visible(p.getByRole('heading', { name: 'Family Tree', level: 1 }));
}

describe('The family tree screen', () => {
  it('invites a new member to start building a tree', async () => {
    await signInAndOnboard(page, ada, 'London');
    await openFamilyTree(page);

    const tree = page.getByRole('region', { name: 'Tree' });
    await visible(tree.getByRole('heading', { name: 'Start Building Your Family Tree' }));
    await visible(tree.getByText('Add your first family member to begin connecting'));
    await visible(figure(page, /^1\s*family member$/));
    await snap(page, 'tree-empty');
  });

  it('places every relative added in the row of their generation', async () => {
    for (const relative of relatives) {
      await addFamilyMember(page, relative);
      const name = `${relative.firstName} ${relative.lastName}`;
      expect(await placeOf(personCard(page, name))).toEqual({ generation: relative.generation, row: relative.row });
    }

    const you = personCard(page, 'You (Ada Lovelace)');
    expect(await placeOf(you)).toEqual({ generation: 0, row: 'focus' });
    expect(await you.getAttribute('aria-current')).toBe('true');
    expect(await you.locator('text').allTextContents()).toContain('You');
    expect(await personCard(page, 'Judith Noel').getAttribute('aria-label')).toBe('Judith Noel, Born 3 March 1940');

    const rows = await readyTree(page).locator('.tree-person').evaluateAll((cards) =>
      cards.map((card) => Number(card.getAttribute('data-generation'))).sort((a, b) => a - b),
    );
    expect(rows).toEqual([-2, -1, -1, 0, 0, 0, 1, 2]);
    await visible(figure(page, /^8\s*family members$/));
    expect(await page.getByRole('region', { name: 'Tree' }).getByText('Start Building Your Family Tree').count()).toBe(0);
    await snap(page, 'tree-five-generations');
  });

  it('centres on a grandparent who is chosen and says how she and Ada are related', async () => {
    const judith = personCard(page, 'Judith Noel');
    const judithId = (await judith.getAttribute('data-person-id'))!;
    expect(new URL(page.url()).searchParams.get('focus')).toBeNull();

    await judith.click();
    await page.waitForURL((url) => url.searchParams.get('focus') === judithId);
    await readyTree(page).locator(`.tree-person[data-person-id="${judithId}"][aria-current="true"]`).waitFor();
    expect(await placeOf(personCard(page, 'Judith Noel'))).toEqual({ generation: 0, row: 'focus' });
    expect(await placeOf(personCard(page, 'Anne Milbanke'))).toEqual({ generation: 1, row: 'children' });
    expect(await placeOf(personCard(page, 'You (Ada Lovelace)'))).toEqual({ generation: 2, row: 'grandchildren' });
    expect(await personCard(page, 'You (Ada Lovelace)').getAttribute('aria-current')).toBeNull();

    const details = await visible(page.getByRole('complementary', { name: 'Details' }));
    await visible(details.getByText('Judith Noel', { exact: true }));
    await visible(details.getByText('3 March 1940', { exact: true }));
    await details.getByRole('button', { name: 'How are we related?' }).click();
    await visible(details.getByText('Judith is your grandmother.', { exact: true }));
    const steps = details.getByRole('list', { name: 'How you are related, step by step' });
    const names = await steps.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(names).toEqual([null, 'child: Anne Milbanke', 'child: You']);
    await visible(steps.getByText('You', { exact: true }));
    await snap(page, 'tree-focus-grandparent');
    await details.getByRole('button', { name: 'Close details' }).click();
    await details.waitFor({ state: 'hidden' });
  });

  it('zooms with the buttons (quick clicks add up) and the wheel within 0.03 to 3, fits the chart, and pans by dragging', async () => {
    const panel = await visible(readyTree(page));
    const start = await settledTransform(page);

    const zoomIn = page.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await zoomIn.click();
    const zoomedIn = await settledTransform(page, { scale: start.k * 1.25 * 1.25 });
    expect(zoomedIn).not.toEqual(start);

    const box = (await panel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    const wheeled = await settledTransform(page, { leaving: zoomedIn });
    expect(wheeled.k).toBeGreaterThan(zoomedIn.k);
    await page.mouse.wheel(0, -4000);
    await settledTransform(page, { scale: 3 });
    await page.mouse.wheel(0, 8000);
    const smallest = await settledTransform(page, { scale: 0.03 });

    // Fit to screen: the whole chart in sight, cards readable.
    await page.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name: 'Fit to screen' }).click();
    const zoomedOut = await settledTransform(page, { leaving: smallest });
    expect(zoomedOut.k).toBeGreaterThan(0.03);

    // Drag from an empty spot of the panel, clear of the cards and the controls.
    const from = await emptySpot(page);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 150, from.y + 80, { steps: 8 });
    await page.mouse.up();
    const panned = await settledTransform(page, { leaving: zoomedOut });
    expect(panned.k).toBeCloseTo(zoomedOut.k, 5);
    expect(panned.x - zoomedOut.x).toBeCloseTo(150, 0);
    expect(panned.y - zoomedOut.y).toBeCloseTo(80, 0);

    // Still drawn and centred on Judith; fitted, her whole window (two generations each way) is in sight.
    const shown = Number(await readyTree(page).getAttribute('data-node-count'));
    expect(shown).toBe(5);
    expect(await readyTree(page).locator('.tree-person').count()).toBe(shown);
    await visible(personCard(page, 'Judith Noel'));
    expect(await personCard(page, 'Judith Noel').getAttribute('aria-current')).toBe('true');
    await snap(page, 'tree-zoomed-out-and-panned');
  });

  it('connects Ada with Ben through Find Family and his acceptance', async () => {
    const benSide = await newPage(browser, server.url, DESKTOP);
    const benPage = benSide.page;
    await signInAndOnboard(benPage, ben, 'Philadelphia');

    await page.getByRole('button', { name: 'Find Family' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Find Family' }));
    const field = dialog.getByRole('searchbox', { name: 'Search by name' });
    const search = dialog.getByRole('button', { name: 'Search' });
    await visible(search.and(dialog.locator(':disabled')));
    await field.fill('B');
    await visible(dialog.getByText('Type at least 2 characters'));
    expect(await search.isDisabled()).toBe(true);
    await field.fill('Be');
    await visible(search.and(dialog.locator(':enabled')));
    await field.fill('Ben');
    await field.press('Enter');

    const result = await visible(dialog.getByRole('list', { name: 'Search results' }).getByRole('listitem', { name: 'Ben Franklin' }));
    await visible(result.getByText(/^\d{1,3}% match$/));
    await visible(result.getByText('Philadelphia'));
    await result.getByRole('button', { name: 'Connect with Ben Franklin' }).click();
    const form = await visible(dialog.getByRole('form', { name: 'Connect with Ben Franklin' }));
    await chooseOption(page, form, 'Relationship', 'Cousin');
    await markShownToasts(page);
    await form.getByRole('button', { name: 'Send request' }).click();
    const sent = await visible(freshToast(page, 'Your connection request has been sent successfully!'));
    expect(await sent.textContent()).toContain('Connection Request Sent');
    await visible(result.getByText('Request pending'));
    await snap(page, 'tree-find-family-sent');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByRole('list', { name: 'Requests you sent' }).getByRole('listitem').filter({ hasText: 'Ben Franklin' }));

    await openFamilyTree(benPage);
    const requests = benPage.getByRole('region', { name: 'Connection Requests' });
    const request = await visible(requests.getByRole('list', { name: 'Requests waiting for you' }).getByRole('listitem').filter({ hasText: 'Ada Lovelace' }));
    await visible(request.getByText('Says you are their cousin'));
    await snap(benPage, 'tree-request-received');
    await request.getByRole('button', { name: 'Accept' }).click();
    const accept = await visible(benPage.getByRole('dialog', { name: "Accept Ada Lovelace's request" }));
    await accept.getByRole('button', { name: 'Accept' }).click();
    await visible(freshToast(benPage, 'You are now connected with Ada Lovelace.'));
    await visible(requests.getByText('No pending requests'));
    const bensConnections = benPage.getByRole('region', { name: 'Connections', exact: true }).getByRole('list', { name: 'Your connections' });
    await visible(bensConnections.getByRole('listitem').filter({ hasText: 'Ada Lovelace' }));
    await visible(figure(benPage, /^1\s*connection$/));

    await page.reload();
    const adasConnections = page.getByRole('region', { name: 'Connections', exact: true }).getByRole('list', { name: 'Your connections' });
    await visible(adasConnections.getByRole('listitem').filter({ hasText: 'Ben Franklin' }));
    await visible(adasConnections.getByText('Your cousin', { exact: false }));
    await visible(figure(page, /^1\s*connection$/));
    await visible(page.getByRole('region', { name: 'Connection Requests' }).getByText('No pending requests'));
    await snap(page, 'tree-connected');
    await benSide.context.close();
  });
});
