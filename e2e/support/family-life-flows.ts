import type { Locator, Page } from 'playwright-core';
import pg from 'pg';
import { freePort } from '../../api/test/free-port.ts';
import { startMailInbox, type MailInbox } from '../../api/test/mail-inbox.ts';
import { visible } from './flows.ts';
import { startServer, type RunningServer } from './server.ts';
import { chooseOption, freshToast, markShownToasts } from './tree-flows.ts';

/** The app with a real SMTP server beside it, and the address of its embedded database. */
export interface ServerWithMail {
  server: RunningServer;
  inbox: MailInbox;
  databaseUrl: string;
}

/** Starts a mail inbox, then the app sending its mail there; the database port is chosen here so the test can reach it. */
export async function startServerWithMail(): Promise<ServerWithMail> {
  const inbox = await startMailInbox();
  const pgPort = await freePort();
  const server = await startServer(undefined, { NODE_ENV: 'test', DEV_SIGN_IN: 'true', SMTP_URL: inbox.url, EMBEDDED_PG_PORT: String(pgPort) });
  // The embedded PostgreSQL's own user and the app's database on it.
  return { server, inbox, databaseUrl: `postgres://kinfolk:kinfolk@127.0.0.1:${pgPort}/kinfolk` };
}

/** Queues a background task now (as its schedule would later) and waits until the app's worker has done it. */
export async function runTaskNow(databaseUrl: string, task: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id::text from graphile_worker.add_job($1::text)', [task]);
    // Only there to end a hang: the task may queue behind other jobs on a busy machine.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const left = await client.query<{ last_error: string | null }>('select last_error from graphile_worker.jobs where id = $1::bigint', [rows[0].id]);
      if (left.rowCount === 0) return;
      if (left.rows[0].last_error) throw new Error(`The task ${task} failed: ${left.rows[0].last_error}`);
      if (Date.now() > deadline) throw new Error(`The task ${task} did not run in time`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.end();
  }
}

export interface NewStory {
  title: string;
  content: string;
  type: 'Memory' | 'Milestone' | 'Tradition' | 'Achievement';
}

/** Shares a story through the Stories screen's inline form and waits for the spec's toast. */
export async function shareStory(page: Page, story: NewStory) {
  const form = await visible(page.getByRole('form', { name: 'Share a story' }));
  await form.getByRole('textbox', { name: 'Title' }).fill(story.title);
  await form.getByRole('textbox', { name: 'Your story' }).fill(story.content);
  await chooseOption(page, form, 'Type', story.type);
  await markShownToasts(page);
  await form.getByRole('button', { name: 'Share Story' }).click();
  const shared = await visible(freshToast(page, 'Story Created'));
  expect(await shared.textContent()).toContain('Your family story has been shared successfully!');
}

/** The 14th of next month at 2 PM: the start typed as digits from the month on, and the day as the field shows it. */
export function nextMonthAfternoon(now = new Date()) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 14));
  const month = day.getUTCMonth() + 1;
  const year = day.getUTCFullYear();
  const monthName = day.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  // The field shows the hour with its leading zero while it is edited.
  return { digits: `${String(month).padStart(2, '0')}14${year}0200`, shown: `${monthName} 14, ${year} 02:00 PM`, day: `${monthName} 14, ${year}` };
}

export interface NewEvent {
  title: string;
  /** Typed into the Starts field from the month on, and as the field then shows it. */
  start: { digits: string; shown: string };
  /** Typed into the time zone picker, and the zone chosen. */
  zone: { typed: string; name: string };
}

/** Adds an event from the Events screen; ends on the new event's page, whose id it returns. */
export async function addEvent(page: Page, event: NewEvent): Promise<string> {
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Add Event' }));
  await dialog.getByRole('textbox', { name: 'Title' }).fill(event.title);
  const starts = dialog.getByRole('group', { name: /^Starts/ });
  await starts.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(`${event.start.digits}P`);
  expect(await starts.textContent()).toContain(event.start.shown);
  const zone = dialog.getByRole('combobox', { name: /^Time zone/ });
  await zone.fill(event.zone.typed);
  await page.getByRole('option', { name: event.zone.name, exact: true }).click();
  expect(await zone.inputValue()).toBe(event.zone.name);
  await markShownToasts(page);
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await visible(freshToast(page, 'Event created'));
  await page.waitForURL(/\/events\/[\w-]+$/);
  await visible(page.getByRole('heading', { level: 1, name: event.title }));
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** From the event page: invites a connection through the Invite dialog. */
export async function inviteConnection(page: Page, eventTitle: string, person: string) {
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: `Invite to ${eventTitle}` }));
  await dialog.getByRole('combobox', { name: 'Connections' }).fill(person.split(' ')[0]);
  await page.getByRole('option', { name: person, exact: true }).click();
  await markShownToasts(page);
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await visible(freshToast(page, 'Invitations sent'));
  await dialog.waitFor({ state: 'detached' });
}

/** The header's bell, whatever it counts. */
export const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

export async function unreadCount(page: Page): Promise<number> {
  return Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);
}

/**
 * Resolves once the page has asked the server, over its WebSocket, to hear of new notifications;
 * to be called before the page opens.
 */
export function listeningForNotifications(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The page never subscribed to new notifications')), 15_000);
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('notificationAdded')) {
          clearTimeout(timer);
          resolve();
        }
      }),
    );
  });
}

/** The titles of the timeline's entries once the list for the current filter has loaded. */
export async function timelineTitles(page: Page): Promise<string[]> {
  await page.locator('article h3').first().waitFor();
  return page.locator('article h3').allTextContents();
}

/** Types into the header search (on a phone, opening it first) and waits for the result named `hit`. */
export async function searchFor(page: Page, text: string, hit?: string | RegExp): Promise<Locator> {
  const phoneSearch = page.getByRole('button', { name: 'Search', exact: true });
  // A phone opens the search over the screen; wider screens show the box, a magnifier until used.
  if (await phoneSearch.isVisible()) await phoneSearch.click();
  else await page.getByRole('search').click();
  await page.getByRole('combobox', { name: 'Search' }).fill(text);
  const results = page.getByRole('listbox', { name: 'Search results' });
  if (hit) await visible(results.getByRole('option', { name: hit }));
  return results;
}
