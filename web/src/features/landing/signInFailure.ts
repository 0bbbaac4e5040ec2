/** What the server's `?sign_in_error=` codes mean to the person who tried to sign in. */
const failures: Record<string, string> = {
  cancelled: 'Sign-in was cancelled.',
  not_invited: 'This server is invitation-only. Ask a family member for an invitation link.',
  expired: 'The sign-in took too long. Please try again.',
  disabled: 'This account has been disabled. Ask the administrator of this server.',
};

const FALLBACK = 'Sign-in did not complete. Please try again.';

/** The sentence for a failure code, or null when there was none; unknown codes get a general sentence, never themselves. */
export function signInFailureMessage(code: string | null): string | null {
  if (code === null) return null;
  return Object.hasOwn(failures, code) ? failures[code] : FALLBACK;
}
