import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const SET = `mutation($language: Language) { setMyLanguage(language: $language) { id language } }`;
const TREE = `query($id: ID!) { tree(id: $id) { id } }`;

/** A GraphQL answer asked for with the browser's Accept-Language. */
async function ask(client: TestClient, query: string, variables: Record<string, unknown>, acceptLanguage: string) {
  const res = await client.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
    body: JSON.stringify({ query, variables }),
  });
  return { language: res.headers.get('content-language'), body: (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] } };
}

describe('the language of what the server writes', () => {
  it("follows the browser's Accept-Language for someone signed out, English otherwise", async () => {
    const visitor = new TestClient(app.url);
    const spanish = await ask(visitor, SET, { language: 'es' }, 'es-MX,es;q=0.9,en;q=0.5');
    expect(spanish.language).toBe('es');
    expect(spanish.body.errors?.[0].message).toBe('Tienes que iniciar sesión.');
    const other = await ask(visitor, SET, { language: 'es' }, 'fr-FR,de;q=0.8');
    expect(other.language).toBe('en');
    expect(other.body.errors?.[0].message).toBe('You must be signed in.');
    const rest = await visitor.fetch('/api/auth/user', { headers: { 'accept-language': 'es' } });
    expect(rest.status).toBe(401);
    expect((await rest.text()).split('\n')[0]).toBe('Tienes que iniciar sesión.');
  });

  it("speaks the language a person chose on every request, whatever their browser says, until they go back to the browser's", async () => {
    const client = new TestClient(app.url);
    await client.signIn({ name: 'Lucía Ortega' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await ask(client, TREE, { id: missing }, 'en-US')).body.errors?.[0].message).toBe('Tree not found.');

    const chosen = await ask(client, SET, { language: 'es' }, 'en-US');
    expect(chosen.body.data?.setMyLanguage).toMatchObject({ language: 'es' });
    const after = await ask(client, TREE, { id: missing }, 'en-US');
    expect(after.language).toBe('es');
    expect(after.body.errors?.[0].message).toBe('No se encontró el árbol.');
    expect((await client.gql<{ me: { language: string } }>('{ me { language } }')).data?.me.language).toBe('es');

    await ask(client, SET, { language: null }, 'en-US');
    expect((await ask(client, TREE, { id: missing }, 'en-US')).body.errors?.[0].message).toBe('Tree not found.');
    expect((await ask(client, TREE, { id: missing }, 'es')).body.errors?.[0].message).toBe('No se encontró el árbol.');
  });

  it('accepts only the languages Kinfolk has', async () => {
    const client = new TestClient(app.url);
    await client.signIn({ name: 'Ana Ruiz' });
    const { errors } = await client.gql(SET, { language: 'fr' });
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.gql<{ me: { language: string | null } }>('{ me { language } }')).data?.me.language).toBeNull();
  });
});
