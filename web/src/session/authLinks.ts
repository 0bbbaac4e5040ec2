/** Signing in and out are full-page navigations to the server. */
export const SIGN_IN_HREF = '/api/login';
export const SIGN_OUT_HREF = '/api/logout';
