import { SIGN_IN_HREF } from './authLinks';
import { usePageAddress } from './pageAddress';

/** What the landing page's history entry holds when a signed-out visitor was sent there from a page. */
export interface ReturnState {
  returnTo?: string;
}

/** The sign-in address, asking the server to come back to `returnTo` (a path of this site) afterwards. */
export function signInHref(returnTo?: string | null): string {
  return returnTo && returnTo !== '/' ? `${SIGN_IN_HREF}?return_to=${encodeURIComponent(returnTo)}` : SIGN_IN_HREF;
}

/**
 * The sign-in address for the page shown: back to where the visitor was headed when they were
 * sent to the landing page (see SignInFirst). The server checks that it is a path of this site.
 */
export function useSignInHref(): string {
  const state = usePageAddress().state as ReturnState | null;
  return signInHref(typeof state?.returnTo === 'string' ? state.returnTo : null);
}
