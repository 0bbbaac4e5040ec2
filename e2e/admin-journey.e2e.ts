import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, DESKTOP, PHONE } from './support/browser.ts';
import { completeOnboarding, dashboardGreeting, fillNewAccount, onboardingHeading, toast, visible } from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// A fresh server as `npm start` runs it (production mode, Kinfolk's own accounts): the administrator
// invites a relative from the Accounts page, looks after the server (jobs, who may join, settings,
// a backup made and downloaded), and the relative downloads her data, then deletes her account.
const PASSWORD = 'copper kettle river moon';
const ada = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' };
const bea = { first: 'Bea', last: 'Cousin', email: 'bea@example.com' };

let server: RunningServer;
let browser: Browser;
let base: string;
let admin: { context: BrowserContext; page: Page };
let member: { context: BrowserContext; page: Page };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(undefined, { NODE_ENV: 'production', PUBLIC_URL: '' }), launchBrowser()]);
  base = server.url.replace('127.0.0.1', 'localhost');
  admin = await newPage(browser, base);
  member = await newPage(browser, base, PHONE);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** A screenshot from the top of the page once transitions (a dialog fading in, a toast leaving) have finished. */
async function snap(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await screenshot(page, name, options);
}

/** Clicks what starts a download and gives the downloaded file's bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ file: Download; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await click();
  const file = await started;
  return { file, bytes: readFileSync((await file.path())!) };
}

describe('The administrator of a Kinfolk server', () => {
  it('creates the first account, then invites a relative from the Accounts page, who joins with the link', async () => {
    const { page } = admin;
    await page.goto('/');
    await page.getByRole('link', { name: 'Create the administrator account' }).first().click();
    await visible(page.getByRole('heading', { name: 'Create the administrator account' }));
    await fillNewAccount(page, ada, PASSWORD);
    await page.getByRole('button', { name: 'Create the administrator account' }).click();
    await visible(onboardingHeading(page));
    await completeOnboarding(page, { bio: 'I run the family server.', location: 'London' });
    await visible(dashboardGreeting(page, 'Ada'));

    await page.goto('/admin/accounts');
    await page.getByRole('link', { name: 'Invite someone' }).click();
    await page.waitForURL((url) => url.pathname === '/invitations');
    await page.getByRole('button', { name: 'New invitation' }).click();
    await page.getByLabel('Who is it for?').fill('Cousin Bea');
    await page.getByRole('button', { name: 'Create link' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Your invitation link' }));
    const invitationLink = (await dialog.getByLabel('Link').textContent())!.trim();
    expect(invitationLink).toMatch(/\/api\/login\?invitation=[\w-]+$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const { page: beaPage } = member;
    await beaPage.goto(invitationLink);
    await visible(beaPage.getByRole('heading', { name: 'Ada Lovelace invited you to join the family on Kinfolk' }));
    await fillNewAccount(beaPage, bea, PASSWORD);
    await beaPage.getByRole('button', { name: /Create (my|your) account|Create account|Join/ }).click();
    await visible(onboardingHeading(beaPage));
    await completeOnboarding(beaPage, { bio: 'Cousin on the Cousin side.', location: 'Leeds' });
    await visible(dashboardGreeting(beaPage, 'Bea'));
  });

  it('sees the server’s jobs, who may join and its settings with secrets masked, and makes and downloads a backup', async () => {
    const { page } = admin;
    await page.goto('/admin/server');
    await visible(page.getByRole('heading', { name: 'Server', exact: true }));

    const jobs = await visible(page.getByRole('region', { name: 'Storage and background jobs' }));
    await visible(jobs.getByText('jobs waiting', { exact: true }));
    await visible(jobs.getByText('failed', { exact: true }));

    const joining = await visible(page.getByRole('radiogroup', { name: 'Who may join' }));
    expect(await joining.getByRole('radio', { name: 'Only people with an invitation link' }).isChecked()).toBe(true);
    expect(await joining.getByRole('radio', { name: 'Anyone who reaches this server' }).isChecked()).toBe(false);

    const settings = await visible(page.getByRole('table', { name: 'Settings' }));
    await visible(settings.getByRole('rowheader', { name: 'SESSION_SECRET' }));
    const secret = (await settings.getByRole('row').filter({ hasText: 'SESSION_SECRET' }).getByRole('cell').textContent())!.trim();
    expect(secret).toMatch(/^(••••••••|not set \(.+\))$/);
    const databaseUrl = (await settings.getByRole('row').filter({ hasText: 'DATABASE_URL' }).getByRole('cell').textContent())!.trim();
    expect(databaseUrl).not.toMatch(/:\/\/[^/]*:[^•@]+@/);

    const backups = page.getByRole('region', { name: 'Backups' });
    await backups.getByRole('button', { name: 'Back up now' }).click();
    const started = await visible(toast(page, 'The backup has started'));
    await started.getByRole('button', { name: 'Dismiss' }).click();
    const latest = await visible(page.getByRole('list', { name: 'Latest backups' }));
    const done = latest.getByRole('listitem').filter({ has: page.getByText('Done', { exact: true }) }).first();
    await done.waitFor({ state: 'visible', timeout: 60_000 });
    await visible(backups.getByRole('button', { name: 'Back up now' }));
    await started.waitFor({ state: 'hidden' });
    await snap(page, 'admin-server-desktop');

    const { file, bytes } = await download(page, () => done.getByRole('link', { name: /^Download/ }).click());
    expect(file.suggestedFilename()).toMatch(/^kinfolk-.*\.tar$/);
    expect(bytes.subarray(0, 19).toString('latin1')).toBe('kinfolk-backup.json');

    await page.setViewportSize(PHONE);
    await visible(page.getByRole('table', { name: 'Settings' }));
    await snap(page, 'admin-server-phone');
    await page.setViewportSize(DESKTOP);
  }, 600_000);

  it('sees what each account stores on the Accounts page, and could disable the relative’s account', async () => {
    const { page } = admin;
    await page.goto('/admin/accounts');
    const table = await visible(page.getByRole('table', { name: 'Accounts' }));
    await visible(table.getByRole('columnheader', { name: 'Storage' }));
    const beaRow = table.getByRole('row').filter({ hasText: bea.email });
    await visible(beaRow.getByText(/^\d+(\.\d)? (bytes?|KB|MB)$/));
    await beaRow.getByRole('button', { name: 'Disable the account of Bea Cousin' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Disable the account of Bea Cousin?' }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await visible(beaRow.getByRole('button', { name: 'Disable the account of Bea Cousin' }));
    expect(await table.getByRole('button', { name: 'Disable the account of Ada Lovelace' }).count()).toBe(0);
    await snap(page, 'admin-accounts-desktop');
  });
});

describe('A member of the server', () => {
  it('downloads her data as a ZIP from her profile', async () => {
    const { page } = member;
    await page.goto('/profile');
    const yourData = await visible(page.getByRole('region', { name: 'Your data' }));
    const link = yourData.getByRole('link', { name: 'Download your data' });
    expect(await link.getAttribute('href')).toBe('/api/me/export');
    expect(await link.getAttribute('download')).not.toBeNull();
    const { file, bytes } = await download(page, () => link.click());
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const entries = unzipSync(new Uint8Array(bytes));
    expect(entries['profile.json']).toBeDefined();
    expect(JSON.parse(strFromU8(entries['profile.json']))).toMatchObject({ email: bea.email, firstName: 'Bea' });
  });

  it('deletes her account with her own tree, and can no longer sign in', async () => {
    const { page } = member;
    await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete your account' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Delete your account' }));
    const tree = await visible(dialog.getByRole('combobox', { name: /^“The Cousin family”/ }));
    expect((await tree.textContent())!.trim()).toBe('Delete this tree');
    await visible(dialog.getByText('Nobody else shares it: it is deleted with everyone in it.'));
    await dialog.getByLabel('Type your email address to confirm').fill(bea.email);
    await snap(page, 'admin-delete-account-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('account_deleted') === '1');
    await visible(page.getByText('Your account has been deleted.', { exact: false }));

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await visible(page.getByRole('heading', { name: 'Sign in to Kinfolk' }));
    await page.getByLabel(/Email/).fill(bea.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'The email or password is not right.' }));
  });
});
