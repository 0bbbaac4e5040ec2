import Router from '@koa/router';
import type { Context } from 'koa';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../service-context.ts';
import { readMultipart } from '../../input/multipart.ts';
import { bodyObject, checkFields } from '../../input/request-input.ts';
import { unsupportedMediaType } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { presentUser } from './user.presenter.ts';
import { onboardingRules, profileRules } from './profile.input.ts';
import { PROFILE_FIELDS, formValues, payloadKindRules } from './user.schema.ts';
import { completeOnboarding, updateProfile } from './user.service.ts';

/** REST compatibility routes of the earlier client (spec section 7). */
export const userRoutes = new Router<AppState>()
  .get('/api/auth/user', (ctx) => {
    ctx.body = presentUser(requireViewer(ctx.state.viewer));
  })
  .put('/api/user/profile', async (ctx) => {
    const viewer = requireViewer(ctx.state.viewer);
    const sc = serviceContext(ctx.state);
    const { fields, profileImage } = await profileBody(ctx, sc.config.maxUploadBytes);
    const { isOnboarded } = await checkFields(payloadKindRules, fields);
    if (isOnboarded === true && !viewer.isOnboarded) {
      const input = await checkFields(onboardingRules, fields);
      ctx.body = presentUser(await completeOnboarding(sc, { ...input, profileImage }));
      return;
    }
    const sent = Object.fromEntries(PROFILE_FIELDS.filter((key) => key in fields).map((key) => [key, fields[key]]));
    const changes = await checkFields(profileRules, sent);
    ctx.body = presentUser(await updateProfile(sc, { ...changes, profileImage }));
  });

/** The profile as JSON or as a form (with its photo); any other body is refused (415). */
async function profileBody(ctx: Context, maxUploadBytes: number) {
  if (ctx.is('application/json')) return { fields: formValues(bodyObject(ctx), false), profileImage: null };
  if (!ctx.is('multipart/form-data')) throw unsupportedMediaType(t('users:profileBodyType'));
  const { fields, files } = await readMultipart(ctx, maxUploadBytes);
  return { fields: formValues(fields, true), profileImage: files.profileImage ?? null };
}
