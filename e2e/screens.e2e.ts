import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser.ts';
import { completeOnboarding, dashboardGreeting, onboardingHeading, signIn, toast, visible } from './support/flows.ts';
import { layoutProblems, settle, transitionsDone } from './support/layout.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// Every screen at a desktop and a phone width, saved to e2e/artifacts/<screen>-<width>.png for a
// person to look at, with the layout checks a user would notice first.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

/** Checks what a user would notice at a glance, then saves the screenshot. */
async function capture(page: Page, name: string, options: { header?: boolean; fullPage?: boolean; scrollTo?: 'end'; pointerOff?: boolean } = {}) {
  await settle(page, { pointerOff: options.pointerOff });
  if (options.scrollTo === 'end') {
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await transitionsDone(page);
  }
  expect(await layoutProblems(page)).toEqual([]);
  if (options.header !== false) {
    const header = await visible(page.getByRole('banner'));
    const box = (await header.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThan(40);
  }
  await screenshot(page, name, { fullPage: options.fullPage });
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('Screens at %s width', (label, viewport) => {
  const person = { fullName: 'Amelia Featherstonehaugh', email: `amelia.featherstonehaugh.${label}@example.com` };
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, server.url, viewport));
  });

  afterAll(async () => {
    await context?.close();
  });

  it('landing', async () => {
    await page.goto('/');
    await visible(page.getByRole('link', { name: 'Start Building' }));
    await capture(page, `landing-${label}`);
  });

  it('onboarding, each step', async () => {
    await signIn(page, person);
    await visible(onboardingHeading(page));
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText('Required'));
    await capture(page, `onboarding-step1-errors-${label}`);
    await page.getByLabel('First name').fill('Amelia');

    const details = {
      dateOfBirthDigits: '04221990',
      bio: 'Keeper of the family albums and the Sunday recipes.',
      photo: true,
      location: 'Edinburgh, Scotland',
    };
    await completeOnboarding(page, details, (step) => capture(page, `onboarding-step${step}-${label}`));
    await visible(dashboardGreeting(page, 'Amelia'));
  });

  it('dashboard, with the welcome toast and without', async () => {
    const welcome = await visible(toast(page, 'Welcome'));
    // A toast hides itself after 5 s unless the pointer rests on it; the screenshot and its checks
    // can take longer than that on a busy machine.
    await welcome.hover();
    await capture(page, `dashboard-toast-${label}`, { pointerOff: false });
    await welcome.getByRole('button', { name: 'Dismiss' }).click();
    await welcome.waitFor({ state: 'hidden' });
    await visible(page.getByRole('banner').getByRole('link', { name: 'Your profile' }).locator('img:not([hidden])'));
    await capture(page, `dashboard-${label}`);
  });

  it('profile view and edit', async () => {
    await page.getByRole('link', { name: 'Your profile' }).click();
    await visible(page.getByRole('button', { name: 'Edit Profile' }));
    await visible(page.getByText('No access tokens'));
    await capture(page, `profile-view-${label}`);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await visible(page.getByRole('heading', { name: 'Edit Profile' }));
    await page.getByLabel('Occupation').fill('Archivist');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+44 131 496 0000');
    await page.getByLabel('Hometown').fill('Inverness');
    for (const interest of ['Genealogy', 'Old photographs', 'Baking']) {
      await page.getByLabel('Add an interest').fill(interest);
      await page.getByLabel('Add an interest').press('Enter');
    }
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('textbox', { name: 'Network' }).fill('Website');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://featherstonehaugh-family-archive.example.org/amelia');
    // What the user sees: the window with the sticky Save Changes bar, at the top and at the end.
    await capture(page, `profile-edit-${label}`, { fullPage: false });
    await capture(page, `profile-edit-end-${label}`, { fullPage: false, scrollTo: 'end' });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await (await visible(toast(page, 'Profile Updated'))).getByRole('button', { name: 'Dismiss' }).click();
    await visible(page.getByRole('region', { name: 'About' }).getByText('Old photographs'));
    await capture(page, `profile-view-filled-${label}`);
  });

  it('not found', async () => {
    await page.goto('/no/such/page');
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await capture(page, `404-${label}`);
  });

  if (viewport === PHONE) {
    it('mobile drawer open', async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = await visible(page.getByRole('navigation', { name: 'Main menu' }));
      await settle(page);
      const box = (await drawer.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await visible(drawer.getByRole('button', { name: 'Sign Out' }));
      await capture(page, `drawer-${label}`, { header: false });
    });
  } else {
    it('has no menu button: the navigation is in the header', async () => {
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }));
    });
  }
});
