/** The query parameter of /api/login that names the page to come back to after signing in. */
export const RETURN_TO_PARAM = 'return_to';

// A stand-in origin: a path that resolves to another origin against it was not a path of this site.
const HERE = 'http://kinfolk.invalid';

/**
 * The page to return to after signing in, or null when `value` is not a page of this site. Only a
 * path is accepted, never an address: "//evil.example", "/\evil.example" (browsers read a
 * backslash as a slash) and "https://…" would send the person to another site with a fresh
 * session (an open redirect). The server's own endpoints are refused too, so a sign-in cannot
 * end by starting another one or by signing out.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || /[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  // "/.//evil.example" resolves to "//evil.example": the path as resolved must be one too.
  if (url.origin !== HERE || url.pathname.startsWith('//')) return null;
  if (/^\/(api|oidc|auth-assets|uploads|graphql)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
