import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '../../errors.ts';
import { tIn } from '../../i18n.ts';
import { recipientLanguage } from '../../mail/recipient-language.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { CalendarFeed } from './calendar-feed.entity.ts';
import { toModel } from './family-event.presenter.ts';
import { feedRows } from './family-event.repository.ts';
import { eventsCalendar } from './family-event.ics.ts';

/** The most events a feed holds. */
const FEED_LIMIT = 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A token as createCalendarFeed makes them: 32 random bytes, base64url. */
const looksLikeToken = (token: string) => /^[\w-]{43}$/.test(token);

const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/${token}.ics`;

export interface CalendarFeedModel {
  url: string;
  createdAt: Date;
}

/**
 * The viewer's feed. Only the token's hash is kept, so its address can be shown in full only when it
 * is made: afterwards it reads with `…` in place of the token.
 */
export async function calendarFeed(sc: ServiceContext): Promise<CalendarFeedModel | null> {
  const viewer = requireViewer(sc.viewer);
  const feed = await sc.em.findOne(CalendarFeed, { user: viewer.id });
  return feed && { url: feedUrl(sc.origin, '…'), createdAt: feed.createdAt };
}

/** Makes the viewer a new feed address; the old one, if any, stops working. Answers the address with its token. */
export async function createCalendarFeed(sc: ServiceContext): Promise<CalendarFeedModel> {
  const viewer = requireViewer(sc.viewer);
  const token = randomBytes(32).toString('base64url');
  const feed = await sc.em.transactional(async (em) => {
    await em.nativeDelete(CalendarFeed, { user: viewer.id });
    return em.create(CalendarFeed, { user: viewer.id, tokenHash: hashOf(token) });
  });
  return { url: feedUrl(sc.origin, token), createdAt: feed.createdAt };
}

/** Revokes the viewer's feed address; answers whether there was one. */
export async function revokeCalendarFeed(sc: ServiceContext): Promise<boolean> {
  const viewer = requireViewer(sc.viewer);
  return (await sc.em.nativeDelete(CalendarFeed, { user: viewer.id })) > 0;
}

/**
 * The iCalendar file of a feed, read by calendar apps without a session: the token is the key. The
 * events its owner organizes or is invited to, from a year ago on, in the owner's language. A wrong or revoked token is
 * NOT_FOUND, saying nothing more.
 */
export async function feedCalendar(sc: ServiceContext, token: string): Promise<string> {
  const feed = looksLikeToken(token) ? await sc.em.findOne(CalendarFeed, { tokenHash: hashOf(token) }, { populate: ['user'] }) : null;
  if (!feed) throw notFound('Calendar');
  const rows = await feedRows(sc.em, feed.user.id, FEED_LIMIT);
  // Everything in it is the owner's to see: organizers are not named, so none are read.
  const events = rows.map((row) => toModel(row, null));
  // Calendar apps ask without a session: the feed speaks its owner's language.
  const language = recipientLanguage(feed.user);
  return eventsCalendar(events, sc.origin, tIn(language, 'calendar:feed.name'), language);
}
