const clean = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/**
 * A new user's first and last name from the claims of an ID token or user info answer.
 * `given_name` and `family_name` are taken as they are when the provider sends either; otherwise
 * the full `name` is split at its last space, since a family name is more often one word than a
 * given name is ("Margaret Ellen Whitaker" is Margaret Ellen, Whitaker). A single word is a first
 * name.
 */
export function namesFromClaims(claims: { [claim: string]: unknown }): { firstName?: string; lastName?: string } {
  const given = clean(claims.given_name);
  const family = clean(claims.family_name);
  if (given || family) return { firstName: given || undefined, lastName: family || undefined };
  const full = clean(claims.name);
  const lastSpace = full.lastIndexOf(' ');
  if (lastSpace === -1) return { firstName: full || undefined };
  return { firstName: full.slice(0, lastSpace), lastName: full.slice(lastSpace + 1) };
}
