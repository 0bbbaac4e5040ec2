import { TestClient } from './client.ts';

/** Opens /api/login (optionally with an invitation) and follows it to the sign-in page; returns its interaction id. */
export async function openSignInPage(client: TestClient, invitation?: string) {
  const res = await client.fetch(`/api/login${invitation ? `?invitation=${invitation}` : ''}`, { follow: true });
  const url = new URL(res.url);
  const uid = /^\/sign-in\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!uid) throw new Error(`Not the sign-in page: ${res.url}`);
  return { uid, invitation: url.searchParams.get('invitation') };
}

/** Posts to the sign-in page's endpoint as the web page does; follows a successful answer to the app. */
export async function interact(client: TestClient, uid: string, action: 'sign-in' | 'register' | 'passkey-options' | 'passkey', body: Record<string, unknown>) {
  const res = await client.fetch(`/oidc/interaction/${uid}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: client.baseUrl },
    body: JSON.stringify(body),
  });
  if (!res.ok) return { status: res.status, message: await res.text(), headers: res.headers };
  const answer = (await res.json()) as { redirectTo?: string };
  if (answer.redirectTo) {
    const done = await client.fetch(answer.redirectTo, { follow: true });
    return { status: res.status, finalUrl: done.url, headers: res.headers };
  }
  return { status: res.status, body: answer, headers: res.headers };
}

export const STRONG_PASSWORD = 'copper kettle river moon';

/** Creates an account through the sign-in page (the first one becomes the administrator). */
export async function register(client: TestClient, person: { email: string; firstName?: string; lastName?: string; password?: string; invitation?: string }) {
  const { uid } = await openSignInPage(client, person.invitation);
  return interact(client, uid, 'register', {
    firstName: person.firstName ?? 'Test',
    lastName: person.lastName ?? 'Person',
    email: person.email,
    password: person.password ?? STRONG_PASSWORD,
    invitation: person.invitation,
  });
}

/** Signs in with an email and password through the sign-in page. */
export async function signInWithPassword(client: TestClient, email: string, password = STRONG_PASSWORD) {
  const { uid } = await openSignInPage(client);
  return interact(client, uid, 'sign-in', { email, password });
}

export const newClient = (url: string) => new TestClient(url);
