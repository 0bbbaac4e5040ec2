/** Signing in is a full-page navigation to the server. */
export const SIGN_IN_HREF = '/api/login';
/**
 * Signing out is a form post to the server (see components/SignOutForm): it refuses a GET and a
 * post from another site, so no other page can sign a person out.
 */
export const SIGN_OUT_ACTION = '/api/logout';
