import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser.ts';
import { dashboardGreeting, typeBirth, visible, type Person } from './flows.ts';

/** A relative as the Add Family Member dialog takes them. */
export interface NewMember {
  firstName: string;
  lastName: string;
  relationship: 'Parent' | 'Child' | 'Sibling' | 'Spouse' | 'Grandparent' | 'Grandchild';
  gender: 'Male' | 'Female' | 'Other';
  /** The member they are related to, as the picker lists them; left out, the dialog's own choice (the focus). */
  relatedTo?: string;
  /** Typed into the Born field as genealogists write it, e.g. '3 Mar 1940' or 'abt 1850'. */
  birth?: string;
}

/** The view's transform, read from the zoomed group's `transform` attribute. */
export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

/**
 * A toast with this text that was not on screen when `markShownToasts` last ran: a toast one step
 * left behind (they stay five seconds) must not pass for the next step's.
 */
export function freshToast(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="alert"]:not([data-e2e-seen])').filter({ hasText: text });
}

export async function markShownToasts(page: Page) {
  await page.getByRole('alert').evaluateAll((toasts) => toasts.forEach((t) => t.setAttribute('data-e2e-seen', '')));
}

/** A screenshot once transitions (a toast sliding in, a dialog fading) have finished. */
export async function snap(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await screenshot(page, name);
}

/**
 * A person signed in and onboarded, their dashboard open: the provider's form posted and
 * completeOnboarding sent through the API (the browser context's own requests, so the page shares
 * the session), as the screens would send them, then the dashboard opened. For journeys about what
 * comes after: the landing page, the provider's page and each onboarding step are the accounts,
 * screens and every-screen journeys' to go through as a person does.
 */
export async function signInAndOnboard(page: Page, person: Person, location: string) {
  const request = page.context().request;
  const form = await request.get('/api/login');
  // The page writes its form's address with characters as numeric references (&#38; for &).
  const action = /action="([^"]+)"/.exec(await form.text())?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  if (!action) throw new Error(`No sign-in form at ${form.url()} (${form.status()})`);
  const signedIn = await request.post(new URL(action, form.url()).href, { form: { name: person.fullName, email: person.email } });
  // A refused form comes back as the form again (200), not as the app.
  if (!signedIn.ok() || signedIn.url().includes('/oidc/interaction/')) throw new Error(`Signing in ${person.email} ended at ${signedIn.url()} with ${signedIn.status()}`);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const body = (await (await request.post('/graphql', { data: { query, variables } })).json()) as { data?: T; errors?: unknown };
    if (body.errors || !body.data) throw new Error(`Onboarding ${person.email}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  // The names the provider gave, kept as the first step keeps them.
  const { me } = await call<{ me: { firstName: string; lastName: string } }>('{ me { firstName lastName } }');
  await call('mutation($i: CompleteOnboardingInput!) { completeOnboarding(input: $i) { id } }', {
    i: { firstName: me.firstName, lastName: me.lastName, bio: `${me.firstName} keeps the family records.`, location },
  });
  await page.goto('/');
  await visible(dashboardGreeting(page, person.fullName.split(' ')[0]));
}

/** The tree panel, once the frame with its latest layout has been painted. */
export function readyTree(page: Page): Locator {
  return page.locator('[role="group"][aria-roledescription="family tree"][data-tree-ready="true"]');
}

/** A person's card in the painted tree, found by the start of its label (the full name, or 'You (…)'). */
export function personCard(page: Page, name: string): Locator {
  return readyTree(page).locator(`.tree-person[aria-label^="${name}"]`);
}

/** Where the card sits: its generation relative to the focus, and the row's name. */
export async function placeOf(card: Locator): Promise<{ generation: number; row: string | null }> {
  await card.waitFor({ state: 'attached' });
  return { generation: Number(await card.getAttribute('data-generation')), row: await card.getAttribute('data-row') };
}

/** Picks an option of a select labelled `label` in `scope`; its list is named by the same label. */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

/** Adds a relative through the Add Family Member dialog and waits for the success toast. */
export async function addFamilyMember(page: Page, member: NewMember) {
  await markShownToasts(page);
  await page.getByRole('button', { name: 'Add Family Member' }).first().click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add Family Member' }));
  await dialog.getByLabel('First name').fill(member.firstName);
  await dialog.getByLabel('Last name').fill(member.lastName);
  if (member.relatedTo) {
    const relative = dialog.getByRole('combobox', { name: 'Related to' });
    // The picker searches first and last names one at a time, so typing the whole name finds nobody.
    await relative.fill(member.relatedTo.split(' ')[0]);
    await page.getByRole('listbox', { name: 'Related to' }).getByRole('option', { name: member.relatedTo, exact: true }).click();
    expect(await relative.inputValue()).toBe(member.relatedTo);
  }
  await chooseOption(page, dialog, 'Relationship', member.relationship);
  const whose = member.relatedTo ? `${member.relatedTo}'s` : 'your';
  await visible(dialog.getByText(`${member.firstName} is ${whose} ${member.relationship.toLowerCase()}.`, { exact: true }));
  await chooseOption(page, dialog, 'Gender', member.gender);
  if (member.birth) await typeBirth(page, member.birth);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  const success = await visible(freshToast(page, 'Family member and relationship added successfully!'));
  expect(await success.textContent()).toContain('Success');
  await dialog.waitFor({ state: 'detached' });
}

/** The transformed group that d3-zoom moves. */
export function zoomedGroup(page: Page): Locator {
  return page.locator('[aria-roledescription="family tree"] > svg > g');
}

interface Settle {
  /** The scale to wait for. */
  scale?: number;
  /** A transform the view must have left. */
  leaving?: ViewTransform;
}

/**
 * Waits until the view's transform meets `until` and has stayed the same for two frames (so an
 * animated zoom has finished), and returns it.
 */
export async function settledTransform(page: Page, until: Settle = {}): Promise<ViewTransform> {
  const handle = await page.waitForFunction(
    ({ scale, leaving }) => {
      const group = document.querySelector('[aria-roledescription="family tree"] > svg > g');
      const attribute = group?.getAttribute('transform') ?? '';
      const memo = window as unknown as { lastTransform?: string; sameFrames?: number };
      memo.sameFrames = memo.lastTransform === attribute ? (memo.sameFrames ?? 0) + 1 : 0;
      memo.lastTransform = attribute;
      const translate = /translate\(\s*([-\d.e]+)[ ,]+([-\d.e]+)\s*\)/.exec(attribute);
      const scaled = /scale\(\s*([-\d.e]+)\s*\)/.exec(attribute);
      const t = { x: Number(translate?.[1] ?? 0), y: Number(translate?.[2] ?? 0), k: Number(scaled?.[1] ?? 1) };
      const close = (a: number, b: number) => Math.abs(a - b) < 1e-3;
      if (memo.sameFrames < 2) return null;
      if (scale !== undefined && !close(t.k, scale)) return null;
      if (leaving && close(t.x, leaving.x) && close(t.y, leaving.y) && close(t.k, leaving.k)) return null;
      return t;
    },
    { scale: until.scale, leaving: until.leaving },
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as ViewTransform;
}

/** A point of the tree panel with nothing on it (no card, line or control), to start a drag from. */
export async function emptySpot(page: Page): Promise<{ x: number; y: number }> {
  const spot = await page.evaluate(() => {
    const panel = document.querySelector('[aria-roledescription="family tree"]')!;
    const svg = panel.querySelector('svg')!;
    const box = panel.getBoundingClientRect();
    for (let fy = 0.15; fy < 0.95; fy += 0.1) {
      for (let fx = 0.05; fx < 0.95; fx += 0.05) {
        const x = box.left + box.width * fx;
        const y = box.top + box.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit === svg || (hit?.parentNode === svg && hit.tagName === 'rect')) return { x, y };
      }
    }
    return null;
  });
  if (!spot) throw new Error('No empty spot on the tree panel');
  return spot;
}

