import Router from '@koa/router';
import type { Context } from 'koa';
import { requireViewer } from '../../policies/authorize.ts';
import { requestLanguage } from '../../i18n.ts';
import { checkFields } from '../../input/request-input.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { feedCalendar } from './calendar-feed.service.ts';
import { eventsCalendar } from './family-event.ics.ts';
import { presentUpcoming } from './family-event.presenter.ts';
import { countRules } from './family-event.input.ts';
import { getFamilyEvent, upcomingEvents } from './family-event.service.ts';

/** Answers an iCalendar file; a calendar's events are private, so no shared cache keeps it. */
function sendCalendar(ctx: Context, body: string, filename?: string) {
  ctx.set('Cache-Control', 'private, no-cache');
  if (filename) ctx.attachment(filename);
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.body = body;
}

/** A file name from an event's title: its letters and digits, joined by dashes. */
const fileNameOf = (title: string) => `${title.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\w]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'event'}.ics`;

/** REST routes of family events: the sidebar's upcoming list, an event's calendar file, the personal feed. */
export const familyEventRoutes = new Router<AppState>()
  .get('/api/events/upcoming', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { first } = await checkFields(countRules(20), { first: ctx.query.limit ?? 5 });
    ctx.body = (await upcomingEvents(sc, first)).map(presentUpcoming);
  })
  .get('/api/family-events/:id.ics', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const event = await getFamilyEvent(sc, ctx.params.id);
    sendCalendar(ctx, eventsCalendar([event], sc.origin, event.title, requestLanguage()), fileNameOf(event.title));
  })
  .get('/api/calendar/:token.ics', async (ctx) => {
    const sc = serviceContext(ctx.state);
    sendCalendar(ctx, await feedCalendar(sc, ctx.params.token));
  });
