import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClient, type GraphQLBody } from '../../test/client.ts';
import { createCircle } from '../../test/media.ts';
import type { Person } from '../../test/factories.ts';
import { noticesEndingWith } from '../../test/notices.ts';
import { must } from '../../test/trees.ts';

// What the server writes for a Spanish reader — refusals of fields, services, REST bodies, uploads,
// pages and the notifications written for someone else — is Spanish; for others it stays English.

/** A browser set to a language: every request it sends says so (Accept-Language). */
class Browser extends TestClient {
  private readonly language: string;
  constructor(url: string, language: string) {
    super(url);
    this.language = language;
  }

  override fetch(path: string, init: RequestInit & { follow?: boolean } = {}) {
    const headers = new Headers(init.headers);
    headers.set('accept-language', this.language);
    return super.fetch(path, { ...init, headers });
  }
}

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

/** A user signed in from a browser in `language`, onboarded, with their own tree. */
async function person(name: string, language: string): Promise<Person> {
  const client = new Browser(app.url, language);
  const { email } = await client.signIn({ name });
  const [firstName, lastName] = name.split(' ');
  await must(client, 'mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id } }', { input: { firstName, lastName, bio: 'Hola', location: 'Sevilla' } });
  const { me, familyTree } = await must<{ me: { id: string }; familyTree: { focusId: string; treeId: string } }>(client, '{ me { id } familyTree(generationsUp: 0, generationsDown: 0) { focusId treeId } }');
  return { client, id: me.id, selfMemberId: familyTree.focusId, treeId: familyTree.treeId, email };
}

const firstError = (body: GraphQLBody<unknown>) => body.errors?.[0];
const UPDATE_PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';

describe('a Spanish reader', () => {
  it('reads the refusal of each field in Spanish, and the English reader in English', async () => {
    const lucia = await person('Lucía Ortega', 'es-ES,es;q=0.9');
    const refused = firstError(await lucia.client.gql(UPDATE_PROFILE, { input: { firstName: 'x'.repeat(101), bio: 'una\u0000línea' } }));
    expect(refused?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused?.extensions?.fields).toEqual({ bio: 'No puede contener caracteres de control' });
    expect(refused?.message).toBe('Datos no válidos. bio: No puede contener caracteres de control');

    const tooLong = firstError(await lucia.client.gql(UPDATE_PROFILE, { input: { firstName: 'x'.repeat(101), interests: Array.from({ length: 31 }, (_, i) => `i${i}`) } }));
    expect(tooLong?.extensions?.fields).toEqual({ firstName: 'Debe tener como máximo 100 caracteres', interests: 'Máximo 30 intereses' });
    expect(tooLong?.message).toMatch(/^Datos no válidos\. .*firstName: Debe tener como máximo 100 caracteres/);

    const settings = firstError(await lucia.client.gql('mutation($id: ID!) { updateTree(id: $id, input: { livingYears: 0 }) { id } }', { id: lucia.treeId }));
    expect(settings?.extensions?.fields).toEqual({ livingYears: 'Debe estar entre 1 y 150' });

    const ada = await person('Ada Lovelace', 'en-GB');
    const english = firstError(await ada.client.gql(UPDATE_PROFILE, { input: { firstName: 'x'.repeat(101) } }));
    expect(english?.message).toBe('Invalid input. firstName: String must contain at most 100 character(s)');
  });

  it('reads the services’ sentences and the REST answers in Spanish, in the language they chose whatever their browser says', async () => {
    const marta = await person('Marta Ruiz', 'en-US');
    await must(marta.client, 'mutation { setMyLanguage(language: es) { id } }');
    const self = firstError(await marta.client.gql('mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', { i: { toUserId: marta.id, relationshipType: 'cousin' } }));
    expect(self?.message).toBe('No puedes enviarte una solicitud de conexión.');
    expect(self?.extensions?.fields).toEqual({ toUserId: 'Elige a otra persona' });

    const rest = await marta.client.fetch('/api/user/profile', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'hola' });
    expect(rest.status).toBe(415);
    const [sentence, requestId] = (await rest.text()).split('\n');
    expect(sentence).toBe('Envía el perfil como application/json o multipart/form-data.');
    expect(requestId).toMatch(/^ID de la solicitud: [0-9a-f-]{36}$/);

    const page = firstError(await marta.client.gql('{ search(query: "a") { people { id } } }'));
    expect(page?.extensions?.fields).toEqual({ query: 'Escribe al menos 2 caracteres' });
  });

  it('gets notifications worded in their own language, whoever caused them', async () => {
    const ada = await person('Ada Byron', 'en');
    const lucia = await person('Lucía Campos', 'es');
    const sent = await must<{ sendConnectionRequest: { id: string } }>(ada.client, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', { i: { toUserId: lucia.id, relationshipType: 'cousin' } });
    expect((await noticesEndingWith(lucia.client, '/family-tree')).map((n) => n.message)).toEqual(['Ada Byron te envió una solicitud de conexión.']);
    await must(lucia.client, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: sent.sendConnectionRequest.id });
    expect((await noticesEndingWith(ada.client, '/family-tree')).map((n) => n.message)).toEqual(['Lucía Campos accepted your request to connect.']);

    await must(ada.client, 'mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }', { i: { treeId: ada.treeId, userId: lucia.id, role: 'viewer' } });
    const invitation = (await noticesEndingWith(lucia.client, '/family-tree'))[0];
    expect(invitation.message).toMatch(/^Ada Byron te invitó al árbol familiar “.+” como lector\.$/);
  });

  it('has uploads refused in Spanish, through GraphQL and through the REST form', async () => {
    const lucia = await person('Lucía Vega', 'es');
    const circleId = await createCircle(lucia, 'Primos', []);
    const page = Buffer.from('<!doctype html><html><body>hola</body></html>');

    const operations = { query: 'mutation($input: UploadMemoryInput!) { uploadMemory(input: $input) { id } }', variables: { input: { title: 'Verano', circleId, file: null } } };
    const graphqlForm = new FormData();
    graphqlForm.append('operations', JSON.stringify(operations));
    graphqlForm.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    graphqlForm.append('0', new Blob([page]), 'verano.jpg');
    const viaGraphql = (await (await lucia.client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: graphqlForm })).json()) as GraphQLBody<unknown>;
    expect(firstError(viaGraphql)?.message).toBe('Tipo de archivo no válido: selecciona una imagen o un video.');

    const restForm = new FormData();
    restForm.append('file', new Blob([page]), 'verano.jpg');
    restForm.append('title', 'Verano');
    restForm.append('circleId', circleId);
    const viaRest = await lucia.client.fetch('/api/memories', { method: 'POST', body: restForm });
    expect(viaRest.status).toBe(400);
    expect((await viaRest.text()).split('\n')[0]).toBe('Tipo de archivo no válido: selecciona una imagen o un video.');

    const missing = new FormData();
    missing.append('title', 'Verano');
    missing.append('circleId', circleId);
    const noFile = await lucia.client.fetch('/api/memories', { method: 'POST', body: missing });
    expect((await noFile.text()).split('\n')[0]).toBe('Falta información: completa todos los campos obligatorios y selecciona un archivo.');
  });

  it('reads the timeline and the sign-out page in Spanish', async () => {
    const lucia = await person('Lucía Soto', 'es');
    await must(lucia.client, 'mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { member { id } } }', {
      input: { firstName: 'Carmen', lastName: 'Soto', relationshipType: 'parent', birth: '1950', birthPlace: 'Cádiz', death: '2010' },
    });
    const { timeline } = await must<{ timeline: { nodes: { title: string; description: string | null }[] } }>(lucia.client, '{ timeline(filter: births) { nodes { title description } } }');
    expect(timeline.nodes).toContainEqual({ title: 'Carmen Soto nació', description: 'Nació en Cádiz' });

    const signOut = await lucia.client.fetch('/api/logout', { headers: { accept: 'text/html' } });
    expect(signOut.status).toBe(405);
    const html = await signOut.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>¿Cerrar sesión en Kinfolk?</h1>');
  });
});
