import type { Locator, Page } from 'playwright-core';
import { gradientPng } from './png.ts';

/** Someone signing in through the development identity provider. */
export interface Person {
  fullName: string;
  email: string;
}

export interface OnboardingDetails {
  /** Typed into the date field's sections, e.g. '12101985' for Dec 10, 1985. */
  dateOfBirthDigits?: string;
  bio: string;
  /** A generated PNG chosen with the photo button. */
  photo?: boolean;
  location: string;
}

/** Waits until the locator is visible: the web-first way to assert that something is on screen. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** The development provider's sign-in form: name, email, Continue. */
export async function fillProviderForm(page: Page, person: Person) {
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the landing page: Sign In, then the provider's form; ends back in the app, on the page asked for before. */
export async function signIn(page: Page, person: Person, returnsTo = '/') {
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await fillProviderForm(page, person);
  await page.waitForURL((url) => url.pathname === returnsTo);
}

export function onboardingHeading(page: Page): Locator {
  return page.getByRole('heading', { name: 'Welcome to Kinfolk' });
}

/** The dashboard's heading: "Welcome, Ada!" just after onboarding, "Welcome back, Ada!" later. */
export function dashboardGreeting(page: Page, firstName: string): Locator {
  // The app's own (in #root), not the dashboard the server drew, which shows until the app takes over.
  return page.locator('#root').getByRole('heading', { name: new RegExp(`^Welcome( back)?, ${firstName}!$`) });
}

/** The profile's date picker: the digits of MM/DD/YYYY, typed from the month on. */
export async function typeDateOfBirth(page: Page, digits: string) {
  const field = page.getByRole('group', { name: 'Date of birth (optional)' });
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(digits);
}

/** A person's birth as genealogists write it ("1928", "abt 1850", "12 Mar 1950"), in the Add or Edit form. */
export async function typeBirth(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^Born/ }).fill(text);
}

export async function choosePhoto(page: Page, name = 'portrait.png') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose photo|Change photo/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: gradientPng() });
  await visible(page.getByText(name, { exact: true }));
}

/**
 * Fills the three onboarding steps (the names keep what the provider gave) and completes setup.
 * `atStep` runs once each step is filled, before moving on, e.g. to take a screenshot.
 */
export async function completeOnboarding(
  page: Page,
  details: OnboardingDetails,
  atStep: (step: 1 | 2 | 3) => Promise<void> = async () => {},
) {
  await visible(page.getByLabel('First name'));
  if (details.dateOfBirthDigits) await typeDateOfBirth(page, details.dateOfBirthDigits);
  await atStep(1);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Bio').fill(details.bio);
  if (details.photo) await choosePhoto(page);
  await atStep(2);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Location').fill(details.location);
  await atStep(3);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
}

/** The toast (one at a time) once it shows the given title. */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

/** Fills the built-in provider's new-account form (registration or the administrator's first account). */
export async function fillNewAccount(page: Page, person: { first: string; last: string; email: string }, password: string) {
  await page.getByLabel(/First name/).fill(person.first);
  await page.getByLabel(/Last name/).fill(person.last);
  await page.getByLabel(/Email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Confirm password/).fill(password);
}
