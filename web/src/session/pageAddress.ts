import { createContext, useContext } from 'react';

/**
 * The address of the page shown, for the signed-out pages that must stay light (the landing page
 * loads without the router): its query string, and the history entry's state (where a visitor was
 * headed before being sent to sign in: SignInFirst). The router's pages provide it from the router
 * (features/landing/RoutedLanding.tsx); on its own, the landing page reads the browser's.
 */
export interface PageAddress {
  search: string;
  state: unknown;
}

function browserAddress(): PageAddress {
  // Rendered ahead on the server, the landing page is at "/" with nothing more.
  if (typeof window === 'undefined') return { search: '', state: null };
  // react-router keeps a history entry's own state under `usr`.
  const entry = window.history.state as { usr?: unknown } | null;
  return { search: window.location.search, state: entry?.usr ?? null };
}

/**
 * Whether the browser's address is the one the server draws the landing page for ("/" with nothing
 * after it and no history state): only then is the drawn page what this visitor's page would render
 * (a state saying where they were headed changes its sign-in link), so only then is it taken over.
 */
export function addressAsDrawn(): boolean {
  const { search, state } = browserAddress();
  return window.location.pathname === '/' && search === '' && state === null;
}

export const PageAddressContext = createContext<PageAddress | null>(null);

export function usePageAddress(): PageAddress {
  return useContext(PageAddressContext) ?? browserAddress();
}
