import Router from '@koa/router';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { checkFields } from '../../input/request-input.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { presentCircle } from './circle.presenter.ts';
import { firstMembers } from './circle.repository.ts';
import { countRules, userPathRules } from './circle.input.ts';
import { circleCountsOf, listCircles, recentCircles } from './circle.service.ts';

/** How many members each listed circle shows. */
const SHOWN_MEMBERS = 3;

/** REST compatibility routes of the earlier client (spec section 7), over the circle services. */
export const circleRoutes = new Router<AppState>()
  .get('/api/circles/user/:userId', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { userId } = await checkFields(userPathRules, { userId: ctx.params.userId });
    authorize(sc, 'listCirclesOf', 'User', { id: userId }, t('circles:onlyOwnList'));
    const circles = await listCircles(sc);
    const members = await firstMembers(sc.em, circles.map((c) => c.circle.id), SHOWN_MEMBERS);
    ctx.body = await Promise.all(circles.map(async (c) => presentCircle(c, await circleCountsOf(sc, c), members.get(c.circle.id) ?? [])));
  })
  .get('/api/family-circles/recent', async (ctx) => {
    const sc = serviceContext(ctx.state);
    requireViewer(sc.viewer);
    const { first } = await checkFields(countRules(50), { first: ctx.query.limit ?? 5 });
    ctx.body = await recentCircles(sc, first);
  });
