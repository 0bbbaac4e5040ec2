import type { Middleware } from 'koa';
import { unauthenticated } from '../errors.ts';
import { currentRequest } from '../log.ts';
import { findUserById, rememberBrowserLanguage, type User } from '../modules/users/index.ts';
import { isLanguage, t } from '../i18n.ts';
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
    if (!viewer) throw unauthenticated(t('auth:tokenNotValid'));
    if (viewer.disabledAt) throw unauthenticated(t('auth:accountDisabled'));
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
  const viewer = ctx.state.viewer;
  // Their browser's language is kept for what is written for them elsewhere (notifications, e-mails),
  // when the request names languages (not for `*` or none, as scripts send).
  const named = /[a-z]{2}/i.test(ctx.get('accept-language'));
  if (request && viewer && named && ctx.state.authMethod !== 'token' && viewer.browserLanguage !== request.language && isLanguage(request.language)) {
    await rememberBrowserLanguage(em, viewer.id, request.language);
  }
  if (request && viewer?.language) request.language = viewer.language;
  await next();
};
