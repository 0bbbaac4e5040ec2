import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, pictureOnFailure } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import {
  addEvent,
  bell,
  inviteConnection,
  listeningForNotifications,
  nextMonthAfternoon,
  runTaskNow,
  searchFor,
  shareStory,
  startServerWithMail,
  timelineTitles,
  unreadCount,
  type ServerWithMail,
} from './support/family-life-flows.ts';
import { visible } from './support/flows.ts';
import { connect, gqlAnswer, myId, overflowsSideways, shareTreeForViewing } from './support/memory-flows.ts';
import { addRelative, gql, ownTree, snapWindow } from './support/overview-flows.ts';
import { stopServer } from './support/server.ts';
import { personCard, placeOf, readyTree, signInAndOnboard, snap } from './support/tree-flows.ts';

// Ada and Ben are connected and Ben may look at Ada's tree. Ada shares a family tradition, plans a
// summer picnic and invites Ben, whose bell rings at once; he answers from the notification. Both
// see the family's years on their timelines, each only what they may; Ada finds things by words,
// even misspelt; Ben's daily e-mail digest gathers what he has not read. Cleo, connected to nobody,
// reaches none of it. Each test goes on from the previous one.
const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const ben = { fullName: 'Ben Okafor', email: 'ben@example.com' };
const cleo = { fullName: 'Cleo Nwosu', email: 'cleo@example.com' };
const STORY = { title: "Grandma's bread", content: 'Every Sunday Grandma fed the sourdough starter she had kept alive since 1962, and we all got a warm slice.', type: 'Tradition' } as const;
const PICNIC = 'Summer picnic';
const REUNION = 'Autumn reunion';
// The task that e-mails the digests that are due (send_notification_digests in the notifications module).
const SEND_DIGESTS = 'send_notification_digests';

let app: ServerWithMail;
let browser: Browser;
const pages: Record<'ada' | 'ben' | 'cleo', { context: BrowserContext; page: Page }> = {} as never;
const ids: Record<'tree' | 'john' | 'story' | 'picnic' | 'reunion', string> = {} as never;

/** The same person on a phone-sized screen (their session copied), for `use`, then closed. */
async function onPhone(who: 'ada' | 'ben', use: (page: Page) => Promise<void>) {
  const phone = await newPage(browser, app.server.url, PHONE);
  try {
    await phone.context.addCookies(await pages[who].context.cookies());
    await use(phone.page);
  } finally {
    await phone.context.close();
  }
}

/** Opens `who`'s timeline; should its entries not show, what the page showed is saved (`timeline-<who>-failed.png`). */
async function openTimeline(page: Page, who: string) {
  return pictureOnFailure(page, `timeline-${who}`, async () => {
    await page.goto('/timeline');
    return timelineTitles(page);
  });
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startServerWithMail(), launchBrowser()]);
  for (const [key, person, place] of [['ada', ada, 'London'], ['ben', ben, 'Lagos'], ['cleo', cleo, 'Accra']] as const) {
    pages[key] = await newPage(browser, app.server.url, DESKTOP);
    await signInAndOnboard(pages[key].page, person, place);
  }
});

afterAll(async () => {
  await browser?.close();
  if (app) {
    await stopServer(app.server, true);
    await app.inbox.close();
  }
});

describe('Family life: stories, events, notifications, timeline, search and the digest', () => {
  it('connects Ada and Ben, and lets Ben look at Ada’s tree, where John Smith (born 1950) is', async () => {
    const { page } = pages.ada;
    ids.tree = (await ownTree(page)).treeId;
    ids.john = await addRelative(page, { firstName: 'John', lastName: 'Smith', gender: 'male', relationshipType: 'parent', birth: '1950' });
    await connect(page, pages.ben.page);
    await shareTreeForViewing(page, ids.tree, pages.ben.page);
    const { trees } = await gql<{ trees: { id: string }[] }>(pages.ben.page, '{ trees { id } }');
    expect(trees.map((t) => t.id)).toContain(ids.tree);
  });

  it('lets Ada share a tradition through the Stories screen’s form', async () => {
    const { page } = pages.ada;
    await page.goto('/stories');
    await visible(page.getByText('No stories yet'));
    await shareStory(page, STORY);
    const card = await visible(page.getByRole('region', { name: 'Stories' }).getByRole('article', { name: STORY.title }));
    await visible(card.getByText('Tradition', { exact: true }));
    await visible(card.getByText(/sourdough starter/));
    ids.story = (await card.getAttribute('id'))!;
    // The form is empty again for the next story.
    expect(await page.getByRole('form', { name: 'Share a story' }).getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
  });

  it('rings Ben’s bell live when Ada invites him to her picnic; he answers Going from the notification', async () => {
    const benPage = pages.ben.page;
    const listening = listeningForNotifications(benPage);
    await benPage.goto('/');
    await visible(bell(benPage));
    await listening;
    const before = await unreadCount(benPage);

    const { page } = pages.ada;
    await page.goto('/events');
    await visible(page.getByText('No upcoming events'));
    const start = nextMonthAfternoon();
    ids.picnic = await addEvent(page, { title: PICNIC, start, zone: { typed: 'London', name: 'Europe/London' } });
    await visible(page.getByText(new RegExp(`^${start.day}, 2:00 PM`)));
    await inviteConnection(page, PICNIC, ben.fullName);

    // Ben's page, left open, hears of it without reloading. (Notices of earlier steps, made by
    // background work, may still be arriving on a busy machine: the count may grow by more than one.)
    const heard = await eventually(async () => {
      const unread = await unreadCount(benPage);
      return unread > before && unread;
    }, 'Ben’s bell counts the invitation');
    await bell(benPage).click();
    const panel = await visible(benPage.getByRole('dialog', { name: 'Notifications' }));
    const invitation = panel.getByRole('link', { name: `Unread: Ada Lovelace invited you to “${PICNIC}”.` });
    await invitation.click();
    await benPage.waitForURL(`**/events/${ids.picnic}`);
    await visible(benPage.getByRole('heading', { level: 1, name: PICNIC }));
    // Opening it read it: one fewer.
    await eventually(async () => (await unreadCount(benPage)) < heard, 'the invitation counted as read');
    const going = benPage.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Going', exact: true });
    await going.click();
    await benPage.waitForFunction(() => document.querySelector('[aria-label="Your answer"] [aria-pressed="true"]')?.textContent === 'Going');

    await page.reload();
    const invited = await visible(page.getByRole('list', { name: '1 person invited' }));
    await visible(invited.getByRole('listitem').filter({ hasText: ben.fullName }).getByText('Going', { exact: true }));
  });

  it('shows each one the timeline they may see', async () => {
    const adaSees = await openTimeline(pages.ada.page, 'ada');
    expect(adaSees).toEqual(expect.arrayContaining(['John Smith was born', STORY.title, PICNIC]));
    const { page } = pages.ada;
    await page.getByRole('group', { name: 'Which events' }).getByRole('button', { name: 'Births' }).click();
    await page.waitForURL(/filter=births/);
    await visible(page.getByRole('article', { name: 'John Smith was born' }));
    await visible(page.getByRole('article', { name: 'John Smith was born' }).getByText('1950', { exact: true }));
    expect(await timelineTitles(page)).not.toContain(STORY.title);

    // Ben views Ada's tree: a living person's dates stay hidden from viewers (the tree does not
    // show them), so John's birth is not on his timeline; the public story is, as he is Ada's
    // connection, and the picnic he is invited to.
    const benSees = await openTimeline(pages.ben.page, 'ben');
    expect(benSees).toEqual(expect.arrayContaining([STORY.title, PICNIC]));
    expect(benSees).not.toContain('John Smith was born');
    const { trees } = await gql<{ trees: { id: string; showLivingDetails: boolean }[] }>(pages.ben.page, '{ trees { id showLivingDetails } }');
    expect(trees.find((t) => t.id === ids.tree)?.showLivingDetails).toBe(false);
  });

  it('finds the story by a word of it and John Smith misspelt, from the header search', async () => {
    const { page } = pages.ada;
    await page.goto('/');
    await searchFor(page, 'sourdough', new RegExp(`^${STORY.title}`));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/stories' && url.hash === `#${ids.story}`);
    await visible(page.getByRole('article', { name: STORY.title }));

    const results = await searchFor(page, 'Jon Smyth', /^John Smith/);
    await results.getByRole('option', { name: /^John Smith/ }).click();
    await page.waitForURL((url) => url.pathname === '/family-tree' && url.searchParams.get('focus') === ids.john);
    await visible(readyTree(page));
    expect((await placeOf(personCard(page, 'John Smith'))).generation).toBe(0);
  });

  it('e-mails Ben one daily digest of what he has not read, with links into the app', async () => {
    const { page } = pages.ben;
    await page.goto('/profile');
    const digest = await visible(page.getByRole('radiogroup', { name: 'E-mail digest' }));
    const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('updateNotificationSettings'));
    await digest.getByRole('radio', { name: 'Daily' }).check();
    expect((await saved).ok()).toBe(true);
    expect((await gql<{ notificationSettings: { digest: string } }>(page, '{ notificationSettings { digest } }')).notificationSettings.digest).toBe('daily');

    // A second invitation that Ben leaves unread (the picnic's he has opened).
    const { createFamilyEvent } = await gql<{ createFamilyEvent: { id: string } }>(pages.ada.page, 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }', {
      i: { title: REUNION, startsAt: new Date(Date.now() + 60 * 86_400_000).toISOString(), timeZone: 'Europe/London' },
    });
    ids.reunion = createFamilyEvent.id;
    await gql(pages.ada.page, 'mutation($id: ID!, $i: InviteToFamilyEventInput!) { inviteToFamilyEvent(id: $id, input: $i) { id } }', { id: ids.reunion, i: { userIds: [await myId(page)] } });

    await runTaskNow(app.databaseUrl, SEND_DIGESTS);
    expect(app.inbox.messages.map((m) => m.to)).toEqual([[ben.email]]);
    const [mail] = app.inbox.messages;
    expect(mail.subject).toMatch(/^Your Kinfolk digest: \d+ new notifications?$/);
    expect(mail.text).toContain(`Ada Lovelace invited you to “${REUNION}”.`);
    expect(mail.text).toContain(`${app.server.url}/events/${ids.reunion}`);
    expect(mail.text).not.toContain(PICNIC);
    expect(mail.html).toContain(`href="${app.server.url}/events/${ids.reunion}"`);

    // Run again at once: nothing more is due today, and Ada (digest off) gets nothing.
    await runTaskNow(app.databaseUrl, SEND_DIGESTS);
    expect(app.inbox.messages).toHaveLength(1);
    expect(app.inbox.messages.filter((m) => m.to.includes(ada.email))).toEqual([]);
  });

  it('keeps the story and the events from Cleo, who is connected to nobody', async () => {
    const { page } = pages.cleo;
    for (const [field, id] of [['familyEvent', ids.picnic], ['familyEvent', ids.reunion], ['story', ids.story]]) {
      const answer = await gqlAnswer(page, `query($id: ID!) { ${field}(id: $id) { id } }`, { id });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    await page.goto('/');
    const results = await searchFor(page, 'sourdough');
    await visible(page.getByText('No results for “sourdough”'));
    expect(await results.count()).toBe(0);
    const { search } = await gql<{ search: Record<string, unknown[]> }>(page, '{ search(query: "sourdough") { people { id } memories { id } stories { id } events { id } } }');
    expect(Object.values(search).flat()).toEqual([]);
    await page.goto(`/events/${ids.picnic}`);
    await visible(page.getByText('This event does not exist or is not shared with you.'));
  });

  it('looks right on a laptop and on a phone', async () => {
    const shoot = async (page: Page, size: 'desktop' | 'phone') => {
      await page.goto('/stories');
      await visible(page.getByRole('article', { name: STORY.title }));
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, `stories-${size}`);

      await page.goto('/events');
      await visible(page.getByRole('article', { name: PICNIC }));
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, `events-list-${size}`);

      await page.goto(`/events/${ids.picnic}`);
      await visible(page.getByRole('list', { name: '1 person invited' }));
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, `event-page-${size}`);

      await page.goto('/timeline');
      await visible(page.getByRole('article', { name: 'John Smith was born' }));
      expect(await overflowsSideways(page)).toBe(false);
      await snap(page, `timeline-${size}`);

      await searchFor(page, 'sourdough', new RegExp(`^${STORY.title}`));
      expect(await overflowsSideways(page)).toBe(false);
      await snapWindow(page, `search-results-${size}`);
      await page.keyboard.press('Escape');
    };
    const shootBell = async (page: Page, size: 'desktop' | 'phone') => {
      await page.goto('/');
      await bell(page).click();
      await visible(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link').first());
      expect(await overflowsSideways(page)).toBe(false);
      await snapWindow(page, `notifications-open-${size}`);
    };
    await shoot(pages.ada.page, 'desktop');
    await shootBell(pages.ben.page, 'desktop');
    await onPhone('ada', (phone) => shoot(phone, 'phone'));
    await onPhone('ben', (phone) => shootBell(phone, 'phone'));
  }, 600_000);
});
