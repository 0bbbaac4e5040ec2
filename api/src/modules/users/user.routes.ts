import Router from '@koa/router';
import { requireViewer } from '../../policies/authorize.ts';
import { serviceContext, type AppState } from '../../app-state.ts';
import { readMultipart } from '../../rest/multipart.ts';
import { invalid } from '../../errors.ts';
import { presentUser } from './user.presenter.ts';
import { completeOnboarding, updateProfile, type ProfileChanges } from './user.service.ts';

const PROFILE_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'address', 'bio', 'occupation', 'relationshipStatus', 'hometown', 'currentCity', 'location'] as const;

/** REST compatibility routes of the earlier client (spec section 7). */
export const userRoutes = new Router<AppState>()
  .get('/api/auth/user', (ctx) => {
    ctx.body = presentUser(requireViewer(ctx.state.viewer));
  })
  .put('/api/user/profile', async (ctx) => {
    requireViewer(ctx.state.viewer);
    const sc = serviceContext(ctx.state);
    const { fields, files } = await readMultipart(ctx, sc.config.maxUploadBytes);
    const profileImage = files.profileImage ?? null;
    // The onboarding wizard sends isOnboarded=true with its four fields; the profile page does not.
    if (fields.isOnboarded === 'true' && !sc.viewer!.isOnboarded) {
      const text = (key: string) => fields[key] ?? '';
      const input = { firstName: text('firstName'), lastName: text('lastName'), bio: text('bio'), location: text('location'), dateOfBirth: fields.dateOfBirth || null, profileImage };
      ctx.body = presentUser(await completeOnboarding(sc, input));
      return;
    }
    const changes: ProfileChanges = { profileImage };
    for (const key of PROFILE_FIELDS) if (key in fields) changes[key] = fields[key];
    if ('interests' in fields) changes.interests = fields.interests === null ? null : parseInterests(fields.interests);
    ctx.body = presentUser(await updateProfile(sc, changes));
  });

function parseInterests(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text || '[]');
  } catch {
    throw invalid('interests must be a JSON list of strings.', { interests: 'Invalid input' });
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw invalid('interests must be a JSON list of strings.', { interests: 'Invalid input' });
  }
  return value;
}
