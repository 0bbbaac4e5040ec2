import Router from '@koa/router';
import type { TimelineFilter } from '../../generated/graphql.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { checkFields } from '../../input/request-input.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { MAX_PAGE, pageRules } from './timeline.input.ts';
import { timelinePage } from './timeline.service.ts';

/**
 * REST compatibility route of the earlier client (spec section 7): the viewer's timeline, newest
 * first, at most 200 entries (`limit` asks for fewer). `filter` and `fromYear` are the GraphQL
 * query's. When there are more, the answer says where they start: the cursor in `X-Next-Cursor`,
 * and the next page's address in `Link` (rel="next"), which passes it as `before`.
 */
export const timelineRoutes = new Router<AppState>().get('/api/timeline', async (ctx) => {
  const sc = serviceContext(ctx.state);
  requireViewer(sc.viewer);
  const { limit, before, ...rest } = ctx.query;
  const input = await checkFields(pageRules, { ...rest, first: limit ?? MAX_PAGE, after: before });
  const page = await timelinePage(sc, { ...input, filter: input.filter as TimelineFilter });
  if (page.endCursor) {
    const next = new URLSearchParams({ before: page.endCursor });
    if (input.filter !== 'all') next.set('filter', input.filter);
    if (limit) next.set('limit', String(input.first));
    ctx.set('X-Next-Cursor', page.endCursor);
    ctx.set('Link', `</api/timeline?${next}>; rel="next"`);
  }
  ctx.body = page.nodes.map((entry) => ({
    id: entry.id,
    date: entry.date,
    type: entry.type,
    title: entry.title,
    description: entry.description ?? null,
    photos: entry.photos.flatMap((photo) => (photo.thumbnailUrl ? [photo.thumbnailUrl] : [])),
    involvedMembers: entry.involvedMembers.map((person) => ({ id: person.id, name: person.name })),
  }));
});
