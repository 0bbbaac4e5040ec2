import { useEffect, useState } from 'react';
import { LANDING_QUERY, type LandingSignInOptions } from '../../../shared/boot/index.ts';
import { bootJson } from './bootJson';

/**
 * The landing page's sign-in options: from the page's boot data, or asked with one small request
 * (no GraphQL client: the landing page stays light). Null until known, or when it cannot be asked.
 */
export function useLandingSignInOptions(): LandingSignInOptions | null {
  const [options, setOptions] = useState<LandingSignInOptions | null>(() => bootJson()?.signInOptions ?? null);
  useEffect(() => {
    if (options || typeof fetch !== 'function') return;
    let current = true;
    fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: LANDING_QUERY, operationName: 'LandingSignInOptions' }),
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ data?: { signInOptions?: LandingSignInOptions } }>) : null))
      .then((body) => current && body?.data?.signInOptions && setOptions(body.data.signInOptions))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [options]);
  return options;
}
