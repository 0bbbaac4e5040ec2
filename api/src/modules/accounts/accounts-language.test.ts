import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { startMailInbox, type MailInbox } from '../../../test/mail-inbox.ts';
import { interact, openSignInPage, register, signInWithPassword, STRONG_PASSWORD } from '../../../test/accounts.ts';
import { ACCOUNT_ATTEMPTS } from './sign-in-limits.ts';

// The sign-in page's answers, a new account's first tree and the password reset mail, for a person
// whose browser speaks Spanish.

/** A browser set to Spanish: every request it sends says so. */
class SpanishBrowser extends TestClient {
  override fetch(path: string, init: RequestInit & { follow?: boolean } = {}) {
    const headers = new Headers(init.headers);
    headers.set('accept-language', 'es-MX,es;q=0.9');
    return super.fetch(path, { ...init, headers });
  }
}

const firstLine = (text: string | undefined) => text?.split('\n')[0];
const INVITE = 'mutation { createInvitation(input: {}) { url } }';

let app: TestApp;
let inbox: MailInbox;
let admin: TestClient;
beforeAll(async () => {
  inbox = await startMailInbox();
  app = await startTestApp({ DEV_SIGN_IN: 'false', SMTP_URL: inbox.url, MAIL_FROM: 'Kinfolk <family@example.com>' }, { freshDatabase: true });
  admin = new TestClient(app.url);
  await register(admin, { email: 'root@example.com', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const invitation = async () => new URL((await admin.gql<{ createInvitation: { url: string } }>(INVITE)).data!.createInvitation.url).searchParams.get('invitation')!;

describe('the sign-in page for a Spanish reader', () => {
  it('refuses in Spanish: without an invitation, a weak password, a wrong password and too many attempts', async () => {
    const visitor = new SpanishBrowser(app.url);
    const uninvited = await register(visitor, { email: 'nadie@example.com' });
    expect(uninvited.status).toBe(403);
    expect(firstLine(uninvited.message)).toBe('En este servidor, Kinfolk funciona solo por invitación. Pídele a un familiar un enlace de invitación.');

    const weak = await register(visitor, { email: 'debil@example.com', password: 'password123456', invitation: await invitation() });
    expect(weak.status).toBe(400);
    expect(firstLine(weak.message)).toBe('Esta contraseña es demasiado común o fácil de adivinar. Prueba con una más larga, por ejemplo, unas cuantas palabras sin relación entre sí.');
    const short = await register(visitor, { email: 'debil@example.com', password: 'corta', invitation: await invitation() });
    expect(firstLine(short.message)).toBe('Usa al menos 10 caracteres.');

    const wrong = await signInWithPassword(visitor, 'root@example.com', 'no es la contraseña');
    expect(wrong.status).toBe(401);
    expect(wrong.message?.split('\n')).toEqual(['El correo electrónico o la contraseña no son correctos.', expect.stringMatching(/^ID de la solicitud: [0-9a-f-]{36}$/)]);
    for (let i = 1; i < ACCOUNT_ATTEMPTS; i++) await signInWithPassword(visitor, 'root@example.com', `otra contraseña ${i}`);
    const limited = await signInWithPassword(visitor, 'root@example.com');
    expect(limited.status).toBe(429);
    expect(firstLine(limited.message)).toMatch(/^Demasiados intentos fallidos de inicio de sesión en esta cuenta\. Vuelve a intentarlo en \d+ minutos?\.$/);
  });

  it('names the first tree of a new account in Spanish, and mails the reset link in Spanish', async () => {
    const lucia = new SpanishBrowser(app.url);
    const { uid } = await openSignInPage(lucia);
    const joined = await interact(lucia, uid, 'register', { firstName: 'Lucía', lastName: 'Ortega', email: 'lucia@example.com', password: STRONG_PASSWORD, invitation: await invitation() });
    expect(new URL(joined.finalUrl!).pathname).toBe('/');
    expect((await lucia.gql<{ trees: { name: string }[] }>('{ trees { name } }')).data?.trees).toEqual([{ name: 'Familia Ortega' }]);
    expect((await admin.gql<{ trees: { name: string }[] }>('{ trees { name } }')).data?.trees).toEqual([{ name: 'The Admin family' }]);

    await new SpanishBrowser(app.url).gql('mutation { requestPasswordReset(email: "lucia@example.com") }');
    for (let waited = 0; inbox.messages.length === 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0].subject).toBe('Elige una nueva contraseña de Kinfolk');
    expect(inbox.messages[0].text).toMatch(/^Hola, Lucía Ortega:/);
  });
});
