// What the server writes into the page it serves, so that the web app starts without asking first:
// who is signed in, as the web app's CurrentUser query reads it (web/src/session/currentUser.ts).

/** The id of the `<script type="application/json">` element holding the page's boot data. */
export const BOOT_DATA_ID = 'kinfolk-boot';

/**
 * The web app's CurrentUser query, with the `__typename`s its cache adds. A web test keeps it the
 * same as the app's own document.
 */
export const CURRENT_USER_QUERY = `query CurrentUser {
  me {
    __typename
    id
    email
    firstName
    lastName
    displayName
    profileImageUrl
    isOnboarded
    role
    hasPassword
    language
  }
}`;

/** What the landing page needs to know of sign-in (whether the first visit creates the administrator). */
export const LANDING_QUERY = `query LandingSignInOptions {
  signInOptions {
    needsAdministrator
    builtInAccounts
  }
}`;

export interface LandingSignInOptions {
  needsAdministrator: boolean;
  builtInAccounts: boolean;
}

/**
 * The boot data: the CurrentUser query's answer (me: null when signed out) and, for a signed-out
 * visitor, the landing page's sign-in options, so the landing page shows without any request.
 */
export interface BootData {
  currentUser: { me: Record<string, unknown> | null };
  signInOptions?: LandingSignInOptions;
}
