import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, newPage } from './support/browser.ts';
import {
  completeOnboarding,
  dashboardGreeting,
  onboardingHeading,
  signIn,
  toast,
  visible,
} from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// One member's first days with Kinfolk, in order: each test continues where the previous one left off.
const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const grace = { fullName: 'Grace Hopper', email: 'grace@example.com' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await newPage(browser, server.url));
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

async function openProfile(p: Page) {
  await p.getByRole('link', { name: 'Your profile' }).click();
  await visible(p.getByRole('button', { name: 'Edit Profile' }));
}

function section(p: Page, title: string) {
  return p.getByRole('region', { name: title });
}

/** Ada's saved profile, as the profile screen shows it after her edits. */
async function expectAdasProfile(p: Page) {
  await openProfile(p);
  await visible(p.getByRole('heading', { name: 'Ada Lovelace', level: 1 }));
  const personal = section(p, 'Personal information');
  await visible(personal.getByText('Dec 10, 1985'));
  await visible(personal.getByText('Mathematician', { exact: true }));
  await visible(personal.getByText('Married', { exact: true }));
  const about = section(p, 'About');
  await visible(about.getByText('I write notes on the Analytical Engine.'));
  expect(await about.getByText('Poetry', { exact: true }).count()).toBe(1);
  expect(await about.getByText('Horse riding', { exact: true }).count()).toBe(1);
  const phoneSetting = section(p, 'Privacy settings').getByRole('listitem').filter({ hasText: 'Show phone' });
  expect(await phoneSetting.textContent()).toMatch(/On$/);
  await visible(p.getByRole('main').getByRole('img', { name: 'Ada Lovelace' }));
}

describe('A new member', () => {
  it('signs in from the landing page with the development provider and lands in onboarding', async () => {
    await page.goto('/');
    await visible(page.getByRole('heading', { name: "Your family's story, kept together." }));
    await signIn(page, ada);
    await visible(onboardingHeading(page));
  });

  it('cannot go back from step 1, nor on without both names', async () => {
    const previous = page.getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);
    // The provider's name is prefilled; a blanked one must be refused.
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Lovelace');
    await page.getByLabel('First name').fill('   ');
    await page.getByLabel('Last name').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText('Required').first());
    expect(await page.getByText('Required', { exact: true }).count()).toBe(2);
    await visible(page.getByLabel('First name'));
    expect(await page.getByLabel('Bio').count()).toBe(0);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
  });

  it('completes the three steps with a date of birth and a photo, and is welcomed', async () => {
    await completeOnboarding(page, {
      dateOfBirthDigits: '12101985',
      bio: 'I write notes on the Analytical Engine.',
      photo: true,
      location: 'London',
    });
    const welcome = await visible(toast(page, 'Welcome'));
    await visible(welcome.getByText('Your profile has been set up successfully.'));
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('is greeted by first name on the dashboard, with one family member: herself', async () => {
    await visible(dashboardGreeting(page, 'Ada'));
    const stats = section(page, 'Family Stats');
    await visible(stats.getByText('Family member', { exact: true }));
    expect(await stats.getByText('1', { exact: true }).count()).toBe(1);
    await visible(section(page, 'Recent Activity').getByText('You joined Kinfolk.'));
    // The new photo is the header avatar once it has loaded.
    await visible(page.getByRole('banner').getByRole('link', { name: 'Your profile' }).locator('img:not([hidden])'));
  });

  it('edits her profile: occupation, relationship status, interests and a privacy setting', async () => {
    await openProfile(page);
    await visible(section(page, 'Personal information').getByText('Dec 10, 1985'));
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await visible(page.getByRole('heading', { name: 'Edit Profile' }));

    await page.getByLabel('Occupation').fill('Mathematician');
    await page.getByRole('combobox', { name: 'Relationship status' }).click();
    await page.getByRole('option', { name: 'Married' }).click();
    const interest = page.getByLabel('Add an interest');
    for (const entry of ['  Poetry  ', 'Horse riding', ' poetry ']) {
      await interest.fill(entry);
      await interest.press('Enter');
    }
    const chips = page.getByRole('list', { name: 'Your interests' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual(['Poetry', 'Horse riding']);
    const showPhone = page.getByRole('switch', { name: /Show phone/ });
    expect(await showPhone.isChecked()).toBe(false);
    await showPhone.check();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toast(page, 'Profile Updated'));
    await visible(page.getByRole('button', { name: 'Edit Profile' }));
    await expectAdasProfile(page);
  });

  it('leaves the editor unchanged with Cancel', async () => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Occupation').fill('Something else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByRole('button', { name: 'Edit Profile' }));
    await visible(section(page, 'Personal information').getByText('Mathematician', { exact: true }));
    expect(await page.getByText('Something else').count()).toBe(0);
  });

  it('sees the not-found page at an unknown path', async () => {
    await page.goto('/family-recipes/grandmas-pie');
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await visible(page.getByText('Did you forget to add the page to the router?'));
    await page.getByRole('link', { name: 'Back to home' }).click();
    await visible(dashboardGreeting(page, 'Ada'));
  });

  it('is offered a reload, not a blank page, when a screen’s code cannot be loaded', async () => {
    // A fresh tab has not loaded the profile screen's code yet; as after a redeploy, it is gone. (In a
    // browser without the service worker, as test contexts are: where it runs, it keeps the version's files until the next.)
    const fresh = await newContext(context.browser()!, { baseURL: server.url, storageState: await context.storageState() });
    const tab = await fresh.newPage();
    tab.setDefaultTimeout(60_000);
    try {
      await tab.goto('/');
      await visible(dashboardGreeting(tab, 'Ada'));
      const profileCode = /\/assets\/ProfilePage-[^/]*\.js$/;
      await tab.route(profileCode, (route) => route.abort());
      await tab.getByRole('link', { name: 'Your profile' }).click();
      await visible(tab.getByRole('heading', { name: 'This page could not be loaded' }));
      await visible(tab.getByRole('banner').getByRole('link', { name: 'Home', exact: true }));

      await tab.unroute(profileCode);
      await tab.getByRole('button', { name: 'Try again' }).click();
      await visible(tab.getByRole('button', { name: 'Edit Profile' }));
    } finally {
      await fresh.close();
    }
  });

  it('signs out to the landing page and finds her profile kept when signing in again', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visible(page.getByRole('link', { name: 'Start Building' }));
    // Signed out, the app is not reachable.
    await page.goto('/profile');
    await visible(page.getByRole('link', { name: 'Start Building' }));

    // Sign-in returns to the page she asked for.
    await signIn(page, ada, '/profile');
    await expectAdasProfile(page);
  });

  it('does not show her profile to another member', async () => {
    const other = await newPage(browser, server.url);
    try {
      await other.page.goto('/');
      await signIn(other.page, grace);
      await visible(onboardingHeading(other.page));
      expect(await other.page.getByLabel('First name').inputValue()).toBe('Grace');
      await completeOnboarding(other.page, { bio: 'Computer scientist', location: 'New York' });
      await visible(dashboardGreeting(other.page, 'Grace'));
      expect(await section(other.page, 'Family Stats').getByText('1', { exact: true }).count()).toBe(1);
      // Her own initials in the header, not Ada's photo.
      await visible(other.page.getByRole('banner').getByText('GH', { exact: true }));
      expect(await other.page.getByRole('img', { name: 'Ada Lovelace' }).count()).toBe(0);

      await openProfile(other.page);
      await visible(other.page.getByRole('heading', { name: 'Grace Hopper', level: 1 }));
      const main = other.page.getByRole('main');
      await visible(main.getByText('grace@example.com').first());
      const text = await main.innerText();
      for (const adas of ['Ada', 'ada@example.com', 'Mathematician', 'Analytical Engine', 'Poetry', 'London', 'Dec 10, 1985']) {
        expect(text).not.toContain(adas);
      }
    } finally {
      await other.context.close();
    }
  });

  it('finds her profile and photo still there after the server restarts on the same data', async () => {
    await context.close();
    await stopServer(server, false);
    server = await startServer(server.dataDir);
    ({ context, page } = await newPage(browser, server.url));

    await page.goto('/');
    await signIn(page, ada);
    await visible(dashboardGreeting(page, 'Ada'));
    await expectAdasProfile(page);
  });
});
