import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, DESKTOP, PHONE } from './support/browser.ts';
import { completeOnboarding, dashboardGreeting, fillNewAccount, onboardingHeading, visible } from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// A fresh server as `npm start` runs it (production mode, Kinfolk's own accounts), reached at
// localhost as a family would on the machine itself: the administrator is created on the first
// visit, a relative joins with an invitation link, a wrong password is refused and repeated attempts
// are slowed down, and a passkey signs the administrator in.
const PASSWORD = 'copper kettle river moon';
const ada = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' };
const bea = { first: 'Bea', last: 'Cousin', email: 'bea@example.com' };

let server: RunningServer;
let browser: Browser;
let base: string;
let admin: { context: BrowserContext; page: Page };
let invitationLink: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(undefined, { NODE_ENV: 'production', PUBLIC_URL: '' }), launchBrowser()]);
  base = server.url.replace('127.0.0.1', 'localhost');
  admin = await newPage(browser, base);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

async function openSignInPage(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await visible(page.getByRole('heading', { name: 'Sign in to Kinfolk' }));
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel(/Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('A new Kinfolk server', () => {
  it('offers to create the administrator account on the first visit, and the first account runs the server', async () => {
    const { page } = admin;
    await page.goto('/');
    await page.getByRole('link', { name: 'Create the administrator account' }).first().click();
    await visible(page.getByRole('heading', { name: 'Create the administrator account' }));
    await screenshot(page, 'accounts-create-administrator-desktop');
    await fillNewAccount(page, ada, 'password1234');
    await page.getByRole('button', { name: 'Create the administrator account' }).click();
    await visible(page.getByRole('alert').filter({ hasText: /too common/ }));
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create the administrator account' }).click();
    await visible(onboardingHeading(page));
    await completeOnboarding(page, { bio: 'I run the family server.', location: 'London' });
    await visible(dashboardGreeting(page, 'Ada'));
    await page.getByRole('link', { name: 'Accounts' }).first().click();
    await visible(page.getByText(ada.email).first());
    await screenshot(page, 'accounts-administration-desktop');
  });

  it('lets a member create an invitation link, shown once', async () => {
    const { page } = admin;
    await page.goto('/invitations');
    await page.getByRole('button', { name: 'New invitation' }).click();
    await page.getByLabel('Who is it for?').fill('Cousin Bea');
    await page.getByRole('button', { name: 'Create link' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Your invitation link' }));
    invitationLink = (await dialog.getByLabel('Link').textContent())!.trim();
    expect(invitationLink).toMatch(/\/api\/login\?invitation=[\w-]+$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await visible(page.getByRole('list', { name: 'Your invitations' }).getByText('Cousin Bea'));
    await screenshot(page, 'accounts-invitations-desktop');
  });

  it('does not let a stranger create an account without an invitation', async () => {
    const { context, page } = await newPage(browser, base, PHONE);
    await openSignInPage(page);
    expect(await page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create an account' }).count()).toBe(0);
    await screenshot(page, 'accounts-sign-in-phone');
    await context.close();
  });

  it('lets a relative join with the invitation link, once', async () => {
    const { context, page } = await newPage(browser, base, PHONE);
    await page.goto(invitationLink);
    await visible(page.getByRole('heading', { name: 'Ada Lovelace invited you to join the family on Kinfolk' }));
    await visible(page.getByText('Cousin Bea'));
    await screenshot(page, 'accounts-invitation-phone');
    await fillNewAccount(page, bea, PASSWORD);
    await page.getByRole('button', { name: /Create (my|your) account|Create account|Join/ }).click();
    await visible(onboardingHeading(page));
    await context.close();

    const again = await newPage(browser, base, DESKTOP);
    await again.page.goto(invitationLink);
    await visible(again.page.getByText('This invitation link has expired or was already used. Ask for a new one.'));
    await again.context.close();
  });

  it('refuses a wrong password, and slows repeated attempts down', async () => {
    const { context, page } = await newPage(browser, base);
    await openSignInPage(page);
    await signInWithPassword(page, ada.email, 'not the right password');
    await visible(page.getByRole('alert').filter({ hasText: 'The email or password is not right.' }));
    for (let i = 0; i < 4; i++) {
      // Listened for before the click, so that a quick answer is not missed.
      const answered = page.waitForResponse((r) => r.url().includes('/sign-in') && r.request().method() === 'POST');
      await signInWithPassword(page, ada.email, `still not right ${i}`);
      await answered;
    }
    await signInWithPassword(page, ada.email, PASSWORD);
    await visible(page.getByRole('alert').filter({ hasText: /Too many failed sign-in attempts for this account\. Try again in \d+ minutes?\./ }));
    await screenshot(page, 'accounts-slowed-desktop');
    expect(new URL(page.url()).pathname).toMatch(/^\/sign-in\//);
    await context.close();
  });

  it('adds a passkey on the profile and signs in with it', async () => {
    const { context, page } = admin;
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add a passkey' }));
    await dialog.getByLabel(/Passkey name/).fill('Test laptop');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByRole('list', { name: 'Passkeys' }).getByText('Test laptop'));
    await screenshot(page, 'accounts-security-desktop');

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await openSignInPage(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await visible(dashboardGreeting(page, 'Ada'));
  });
});
