import { Navigate, useLocation } from 'react-router-dom';
import type { ReturnState } from './signInHref';

/**
 * A page that needs a signed-in visitor: shows the landing page instead, remembering the page in
 * the history entry (it survives a reload) so that signing in comes back to it.
 */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  const state: ReturnState = { returnTo: `${pathname}${search}${hash}` };
  return <Navigate to="/" replace state={state} />;
}
