import { i18n, tKey } from '../../lib/i18n';

/** What the server's `?sign_in_error=` codes mean to the person who tried to sign in (keys of the `landing` catalogue). */
const failures: Record<string, string> = {
  cancelled: tKey('landing:signInFailure.cancelled'),
  not_invited: tKey('landing:signInFailure.notInvited'),
  expired: tKey('landing:signInFailure.expired'),
  disabled: tKey('landing:signInFailure.disabled'),
};

const FALLBACK = tKey('landing:signInFailure.other');

/** The sentence for a failure code, or null when there was none; unknown codes get a general sentence, never themselves. */
export function signInFailureMessage(code: string | null): string | null {
  if (code === null) return null;
  return i18n.t(Object.hasOwn(failures, code) ? failures[code] : FALLBACK);
}
