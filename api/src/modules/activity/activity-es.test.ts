import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { ADD_RELATIONSHIP, must } from '../../../test/trees.ts';
import { createEvent, invite } from '../../../test/family-events.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const ACTIVITY = '{ recentActivity(first: 50) { kind summary } }';
const summariesOf = async (p: Person) => (await must<{ recentActivity: { kind: string; summary: string }[] }>(p.client, ACTIVITY)).recentActivity.map((a) => a.summary);

describe('recent activity for a Spanish reader', () => {
  it('is worded for each reader in their language: "Añadiste …" to the one who did it, "Ada añadió …" to others', async () => {
    const ada = await buildUser(app, { name: 'Ada Nwosu' });
    const ben = await buildUser(app, { name: 'Ben Okafor' });
    await must(ada.client, 'mutation { setMyLanguage(language: es) { id } }');
    await shareTree(ada, ben, 'editor');
    const [{ name }] = await app.orm.em.fork().execute<{ name: string }[]>('select name from trees where id = ?', [ada.treeId]);
    await addMember(ben, 'Chioma', 'child', ada.selfMemberId, { lastName: 'Nwosu' });
    const uche = (await addMember(ada, 'Uche', 'other', undefined, { lastName: 'Nwosu' })).member.id;
    await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: uche, toId: ada.selfMemberId, type: 'sibling' } });
    const event = await createEvent(ada, { title: 'Comida familiar' });
    await invite(ada, event.id, { userIds: [ben.id] });

    const spanish = await summariesOf(ada);
    expect(spanish).toEqual(
      expect.arrayContaining([
        `Ben Okafor añadió a Chioma Nwosu a “${name}”.`,
        `Añadiste a Uche Nwosu a “${name}”.`,
        `Registraste que Uche Nwosu es hermano o hermana de Ada Nwosu en “${name}”.`,
        `Invitaste a Ben Okafor a “${name}” con permiso para editar.`,
        'Organizaste “Comida familiar”.',
        'Invitaste a 1 persona a “Comida familiar”.',
        'Ya tienes conexión con Ben Okafor.',
        `Ben Okafor se unió a “${name}” con permiso para editar.`,
      ]),
    );
    // Ben reads the same events in English, as before.
    const english = await summariesOf(ben);
    const tree = /^The /.test(name) ? `t${name.slice(1)}` : `“${name}”`;
    expect(english).toEqual(
      expect.arrayContaining([
        `You added Chioma Nwosu to ${tree}.`,
        `Ada Nwosu recorded that Uche Nwosu is a sibling of Ada Nwosu in ${tree}.`,
        `Ada Nwosu invited you to ${tree} as an editor.`,
        'Ada Nwosu invited 1 person to “Comida familiar”.',
      ]),
    );
  });

  it('refuses a page of the wrong size in Spanish', async () => {
    const lucia = await buildUser(app, { name: 'Lucía Ortega' });
    await must(lucia.client, 'mutation { setMyLanguage(language: es) { id } }');
    const res = await lucia.client.gql('{ recentActivity(first: 51) { summary } }');
    expect(res.errors?.[0]).toMatchObject({ message: 'first tiene que estar entre 1 y 50.' });
  });
});
