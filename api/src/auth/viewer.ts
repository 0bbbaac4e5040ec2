import type { Middleware } from 'koa';
import { unauthenticated } from '../errors.ts';
import { currentRequest } from '../log.ts';
import { findUserById, type User } from '../modules/users/index.ts';
import { userForToken } from '../modules/tokens/index.ts';
import { ABSOLUTE_TIMEOUT, type SessionData } from './session.ts';
import type { AppState } from '../modules/service-context.ts';

/**
 * Finds who is asking: a personal access token (`Authorization: Bearer`) or the session cookie.
 * A session past its absolute lifetime, or of a user that no longer exists or is disabled, is ended.
 */
export const resolveViewer: Middleware<AppState> = async (ctx, next) => {
  const { em } = ctx.state;
  const header = ctx.get('authorization');
  ctx.state.viewer = null;
  ctx.state.authMethod = null;
  if (/^bearer\s+/i.test(header)) {
    const viewer = await userForToken(em, header.replace(/^bearer\s+/i, '').trim());
    if (!viewer) throw unauthenticated('The access token is not valid.');
    if (viewer.disabledAt) throw unauthenticated('This account has been disabled.');
    ctx.state.viewer = viewer;
    ctx.state.authMethod = 'token';
  } else if (ctx.session) {
    const data = ctx.session as unknown as SessionData;
    if (data.userId) {
      const expired = !data.signedInAt || Date.now() - data.signedInAt > ABSOLUTE_TIMEOUT;
      const loaded = (ctx.state as { sessionUser?: User | null }).sessionUser;
      const viewer = expired ? null : loaded?.id === data.userId ? loaded : await findUserById(em, data.userId);
      if (viewer && !viewer.disabledAt) Object.assign(ctx.state, { viewer, authMethod: 'session', sessionId: ctx.cookies.get('kinfolk.sid', { signed: true }) });
      else ctx.session = null;
    }
  }
  // Texts are written in the language the viewer chose, if they chose one.
  const request = currentRequest();
  if (request && ctx.state.viewer?.language) request.language = ctx.state.viewer.language;
  await next();
};
