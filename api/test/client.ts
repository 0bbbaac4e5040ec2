import { randomUUID } from 'node:crypto';

/** A browser-like HTTP client: keeps cookies, follows redirects on request. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  bearer?: string;
  readonly baseUrl: string;
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /**
   * A request with the cookies kept; with `follow`, redirects are followed, except to an address for
   * which `until` holds: the redirect there is the answer.
   */
  async fetch(path: string, init: RequestInit & { follow?: boolean; until?: (next: URL) => boolean } = {}): Promise<Response> {
    let url = new URL(path, this.baseUrl).toString();
    let options: RequestInit = init;
    for (let hops = 0; hops < 20; hops++) {
      const headers = new Headers(options.headers);
      if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      if (this.bearer) headers.set('authorization', `Bearer ${this.bearer}`);
      const res = await fetch(url, { ...options, headers, redirect: 'manual' });
      this.store(res);
      const location = res.headers.get('location');
      if (!init.follow || res.status < 300 || res.status >= 400 || !location) return res;
      if (init.until?.(new URL(location, url))) return res;
      url = new URL(location, url).toString();
      options = { method: 'GET' };
    }
    throw new Error('Too many redirects');
  }

  /** A GraphQL request with JSON variables, answered as the parsed body. */
  async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const res = await this.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as GraphQLBody<T>;
  }

  /** A GraphQL multipart request (files as Blobs at variable paths), as the web client sends it, answered as the parsed body. */
  async gqlUpload<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, files: Record<string, { blob: Blob; name: string }>) {
    return (await (await this.sendUpload(query, variables, files)).json()) as GraphQLBody<T>;
  }

  /** The same multipart request, answered as the response itself (whatever its status and body). */
  sendUpload(query: string, variables: Record<string, unknown>, files: Record<string, { blob: Blob; name: string }>): Promise<Response> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((p, i) => [String(i), [p]]))));
    Object.values(files).forEach((f, i) => form.append(String(i), f.blob, f.name));
    return this.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
  }

  /**
   * Signs in through /api/login and the development provider's page, as a person would, up to the
   * redirect into the app (`finalUrl`), whose page signing in does not need and is not fetched.
   */
  async signIn(person: { name?: string; email?: string } = {}) {
    const email = person.email ?? `someone-${randomUUID()}@example.com`;
    const page = await (await this.fetch('/api/login', { follow: true })).text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No sign-in form:\n${page.slice(0, 500)}`);
    const res = await this.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: person.name ?? 'Test Person', email }),
      follow: true,
      until: (next) => !/^\/(api|oidc)\//.test(next.pathname),
    });
    const location = res.headers.get('location');
    return { email, finalUrl: location ? new URL(location, res.url).toString() : res.url, status: res.status };
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** A 1×1 PNG, a real image by its content. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
