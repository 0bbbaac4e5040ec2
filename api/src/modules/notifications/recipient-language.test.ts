import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, connect, type Person } from '../../../test/factories.ts';
import { createEvent, invite, notificationsOf } from '../../../test/family-events.ts';
import { startMailInbox, type MailInbox } from '../../../test/mail-inbox.ts';
import { must } from '../../../test/trees.ts';
import type { Config } from '../../config.ts';
import { passwordResetMail } from '../../mail/password-reset-mail.ts';
import { sendDigests } from './digest.job.ts';
import { makeReminders } from './reminders.job.ts';

// Notifications and e-mails are written for their reader, in the reader's language: the one they
// chose, else that of the browser they last used Kinfolk from, else English.
let app: TestApp;
let inbox: MailInbox;
let withMail: Config;
let ada: Person, lucia: Person, pablo: Person, ben: Person;
beforeAll(async () => {
  inbox = await startMailInbox();
  app = await startTestApp();
  withMail = { ...app.config, mail: { url: inbox.url, from: 'Kinfolk <family@example.org>' } };
  [ada, lucia, pablo, ben] = await Promise.all(['Ada Organiza', 'Lucía Ortega', 'Pablo Ruiz', 'Ben Baker'].map((name) => buildUser(app, { name })));
  // Lucía chose Spanish; Pablo never chose, and his browser speaks Spanish; Ben's speaks English.
  await must(lucia.client, 'mutation { setMyLanguage(language: es) { id } }');
  await askWith(pablo, 'es-MX,es;q=0.9,en;q=0.5');
  await askWith(ben, 'en-GB,en;q=0.9');
  await Promise.all([connect(ada, lucia), connect(ada, pablo), connect(ada, ben)]);
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

/** Any signed-in request, sent by a browser with this Accept-Language. */
const askWith = (p: Person, acceptLanguage: string) =>
  p.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage }, body: JSON.stringify({ query: '{ me { id } }' }) });
const languagesOf = async (p: Person) =>
  (await app.orm.em.fork().execute<{ language: string | null; browser_language: string | null }[]>('select language, browser_language from users where id = ?', [p.id]))[0];
const messagesOf = async (p: Person, objectId: string) => (await notificationsOf(app, p.id, objectId)).map((n) => n.message);

describe('the language of what is written for someone else', () => {
  it("keeps the language of the browser a person last used, and only theirs", async () => {
    expect(await languagesOf(lucia)).toMatchObject({ language: 'es' });
    expect(await languagesOf(pablo)).toEqual({ language: null, browser_language: 'es' });
    expect(await languagesOf(ben)).toEqual({ language: null, browser_language: 'en' });
    // A request without Accept-Language (a script, a test client) leaves it as it was.
    await pablo.client.gql('{ me { id } }');
    expect((await languagesOf(pablo)).browser_language).toBe('es');
  });

  it('words each notification in its reader’s language, and keeps English for English readers', async () => {
    const event = await createEvent(ada, { title: 'Comida de Navidad' });
    await invite(ada, event.id, { userIds: [lucia.id, pablo.id, ben.id] });
    expect(await messagesOf(lucia, event.id)).toEqual(['Ada Organiza te invitó a “Comida de Navidad”.']);
    expect(await messagesOf(pablo, event.id)).toEqual(['Ada Organiza te invitó a “Comida de Navidad”.']);
    expect(await messagesOf(ben, event.id)).toEqual(['Ada Organiza invited you to “Comida de Navidad”.']);

    await must(lucia.client, 'mutation($id: ID!) { rsvpFamilyEvent(id: $id, response: going) { id } }', { id: event.id });
    expect(await messagesOf(ada, event.id)).toEqual(['Lucía Ortega is going to “Comida de Navidad”.']);
    await must(ada.client, 'mutation { setMyLanguage(language: es) { id } }');
    await must(pablo.client, 'mutation($id: ID!) { rsvpFamilyEvent(id: $id, response: maybe) { id } }', { id: event.id });
    expect((await messagesOf(ada, event.id))[1]).toBe('Pablo Ruiz quizá vaya a “Comida de Navidad”.');
    await must(ada.client, 'mutation { setMyLanguage(language: null) { id } }');

    // A sentence once written stays as it was, whatever its reader chooses later.
    const { notifications } = await must<{ notifications: { nodes: { message: string }[] } }>(lucia.client, '{ notifications(first: 50) { nodes { message } } }');
    expect(notifications.nodes.map((n) => n.message)).toContain('Ada Organiza te invitó a “Comida de Navidad”.');
  });

  it('tells a Spanish reader in Spanish that they were said to be someone in a tree', async () => {
    const person = (await addMember(ada, 'Lucía', 'child', undefined, { lastName: 'Ortega' })).member.id;
    await must(ada.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: person, u: lucia.id });
    const [tree] = await app.orm.em.fork().execute<{ name: string }[]>('select name from trees where id = ?', [ada.treeId]);
    expect(await messagesOf(lucia, person)).toEqual([`Ada Organiza dijo que eres Lucía Ortega en el árbol genealógico “${tree.name}”.`]);
  });

  it('e-mails a digest in its reader’s language', async () => {
    await app.orm.em.fork().execute(`insert into notification_settings (user_id, digest) values (?, 'daily'), (?, 'daily')`, [pablo.id, ben.id]);
    // Only the invitation is waiting (the connection requests were read).
    await app.orm.em.fork().execute(`update notifications set read_at = now() where user_id in (?, ?) and kind <> 'event_invitation'`, [pablo.id, ben.id]);
    await sendDigests(withMail, app.orm.em.fork());
    const [spanish] = inbox.messages.filter((m) => m.to.includes(pablo.email));
    expect(spanish.subject).toBe('Tu resumen de Kinfolk: 1 notificación nueva');
    expect(spanish.text).toContain('Hola, Pablo:');
    expect(spanish.text).toContain('Esto es lo que ha pasado en Kinfolk desde tu último resumen (1 notificación nueva):');
    expect(spanish.text).toContain('- Ada Organiza te invitó a “Comida de Navidad”. (');
    expect(spanish.text).toContain(`Recibes este resumen una vez al día. Para cambiarlo, abre tus ajustes de notificaciones: ${app.url}/profile#notification-settings`);
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('Cambia tus ajustes de notificaciones</a>.');
    const [english] = inbox.messages.filter((m) => m.to.includes(ben.email));
    expect(english.subject).toBe('Your Kinfolk digest: 1 new notification');
    expect(english.text).toContain('Hello Ben,');
    expect(english.text).toContain('- Ada Organiza invited you to “Comida de Navidad”. (');
  });

  it('reminds a Spanish reader of a birthday in Spanish', async () => {
    const inThree = new Date(Date.now() + 3 * 86_400_000);
    const born = `1990-${inThree.toISOString().slice(5, 10)}`;
    const abuela = (await addMember(lucia, 'Rosa', 'parent', undefined, { lastName: 'Ortega', dateOfBirth: born, treeId: lucia.treeId })).member.id;
    await makeReminders(app.orm.em.fork());
    const years = inThree.getUTCFullYear() - 1990;
    const day = new Intl.DateTimeFormat('es', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(inThree);
    expect(await messagesOf(lucia, abuela)).toEqual([`Rosa Ortega cumple ${years} años el ${day}, dentro de 3 días.`]);
  });
});

describe('the password reset mail', () => {
  it('is written in its reader’s language, English as it always was', () => {
    const url = 'https://kin.example/reset-password/abc';
    expect(passwordResetMail({ to: 'ana@example.org', name: 'Ana Ruiz', url, language: 'en' })).toEqual({
      to: 'ana@example.org',
      subject: 'Choose a new Kinfolk password',
      text: `Hello Ana Ruiz,\n\nSomeone (hopefully you) asked to reset the password of your Kinfolk account. Open this link within an hour to choose a new one:\n\n${url}\n\nIf you did not ask, ignore this mail: your password stays as it is.\n`,
    });
    const spanish = passwordResetMail({ to: 'ana@example.org', name: 'Ana Ruiz', url, language: 'es' });
    expect(spanish.subject).toBe('Elige una nueva contraseña de Kinfolk');
    expect(spanish.text).toBe(
      `Hola, Ana Ruiz:\n\nAlguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Kinfolk. Abre este enlace antes de una hora para elegir una nueva:\n\n${url}\n\nSi no lo pediste, ignora este correo: tu contraseña seguirá siendo la misma.\n`,
    );
  });
});
