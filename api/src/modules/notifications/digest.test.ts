import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, type Person } from '../../../test/factories.ts';
import { startMailInbox, type MailInbox } from '../../../test/mail-inbox.ts';
import type { Config } from '../../config.ts';
import { notifyUsers } from './index.ts';
import { sendDigests } from './digest.job.ts';

let app: TestApp;
let inbox: MailInbox;
let withMail: Config;
let ada: Person;
let ben: Person;
let cleo: Person;
let dora: Person;
beforeAll(async () => {
  inbox = await startMailInbox();
  // The app itself runs without mail, so its hourly run never races the runs made here.
  app = await startTestApp();
  withMail = { ...app.config, mail: { url: inbox.url, from: 'Kinfolk <family@example.org>' } };
  [ada, ben, cleo, dora] = await Promise.all(['Ada Digest', 'Ben Digest', 'Cleo Digest', 'Dora Digest'].map((name) => buildUser(app, { name })));
  await setDigest(ada, 'daily');
  await setDigest(ben, 'weekly');
  await setDigest(cleo, 'off');
  // Dora never changed her settings: no digest.
});
afterAll(async () => {
  await app.close();
  await inbox.close();
});

const em = () => app.orm.em.fork();
const setDigest = (p: Person, digest: string) =>
  em().execute(`insert into notification_settings (user_id, digest) values (?, ?) on conflict (user_id) do update set digest = excluded.digest`, [p.id, digest]);
const tell = (p: Person, message: string, link: string) =>
  em().transactional((tx) => notifyUsers(tx, { kind: 'event_invitation', userIds: [p.id], actorId: null, message, link }));
const mailsTo = (p: Person) => inbox.messages.filter((m) => m.to.includes(p.email));
/** As if the last digest went out `days` ago. */
const daysPass = (p: Person, days: number) =>
  em().execute(`update notification_settings set last_digest_at = last_digest_at - make_interval(days => ?) where user_id = ?`, [days, p.id]);
const states = (p: Person) =>
  em().execute<{ message: string; emailed: boolean }[]>(`select message, emailed_at is not null as emailed from notifications where user_id = ? order by created_at`, [p.id]);

describe('e-mail digests', () => {
  it('are not sent, nor anything marked, when the server has no e-mail', async () => {
    await tell(ada, 'Ben Digest invited you to “Summer picnic”.', '/events/0a3c1f52-0000-4000-8000-000000000001');
    expect(await sendDigests(app.config, em())).toEqual({ sent: 0, failed: 0 });
    expect((await states(ada)).map((s) => s.emailed)).toEqual([false]);
  });

  it('keeps the notifications for the next run when the mail server cannot be reached', async () => {
    const down = { ...withMail, mail: { url: 'smtp://127.0.0.1:9', from: 'Kinfolk <family@example.org>' } };
    await expect(sendDigests(down, em())).rejects.toThrow(/e-mail digests could not be sent/);
    expect((await states(ada)).map((s) => s.emailed)).toEqual([false]);
  });

  it('sends a daily digest: one message with the unread notifications and their absolute links', async () => {
    await tell(ada, 'Cleo Digest invited you to “Grandma’s 90th”.', '/events/0a3c1f52-0000-4000-8000-000000000002');
    await tell(ada, 'Already seen.', '/events/0a3c1f52-0000-4000-8000-000000000003');
    await em().execute(`update notifications set read_at = now() where user_id = ? and message = 'Already seen.'`, [ada.id]);
    await tell(ben, 'Only for Ben.', '/stories#0a3c1f52-0000-4000-8000-000000000004');

    await sendDigests(withMail, em());
    const [mail, ...more] = mailsTo(ada);
    expect(more).toEqual([]);
    expect(mail.from).toBe('family@example.org');
    expect(mail.subject).toBe('Your Kinfolk digest: 2 new notifications');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('- Cleo Digest invited you to “Grandma’s 90th”.');
    expect(mail.text).toContain(`  ${app.url}/events/0a3c1f52-0000-4000-8000-000000000002`);
    expect(mail.text).toContain(`  ${app.url}/events/0a3c1f52-0000-4000-8000-000000000001`);
    expect(mail.text).toContain(`once a day. To change that, open your notification settings: ${app.url}/profile#notification-settings`);
    expect(mail.html).toContain(`<a href="${app.url}/events/0a3c1f52-0000-4000-8000-000000000002">Cleo Digest invited you to “Grandma’s 90th”.</a>`);
    // Read ones are left out, and nobody else's are ever in it.
    expect(mail.text).not.toContain('Already seen.');
    expect(mail.text).not.toContain('Only for Ben.');
    expect(mail.html).not.toContain('Only for Ben.');
    expect(await states(ada)).toEqual([
      { message: 'Ben Digest invited you to “Summer picnic”.', emailed: true },
      { message: 'Cleo Digest invited you to “Grandma’s 90th”.', emailed: true },
      { message: 'Already seen.', emailed: false },
    ]);
    // Ben's weekly digest was due too (he never had one): his own notification only.
    expect(mailsTo(ben).map((m) => m.subject)).toEqual(['Your Kinfolk digest: 1 new notification']);
    expect(mailsTo(ben)[0].text).toContain('Only for Ben.');
    expect(mailsTo(ben)[0].text).not.toContain('Grandma');
  });

  it('never sends the same notifications twice, and sends new ones when the next day comes', async () => {
    await sendDigests(withMail, em());
    expect(mailsTo(ada)).toHaveLength(1);

    await tell(ada, 'Ben Digest changed “Summer picnic”.', '/events/0a3c1f52-0000-4000-8000-000000000001');
    await sendDigests(withMail, em());
    expect(mailsTo(ada)).toHaveLength(1); // the day is not over yet
    await daysPass(ada, 1);
    // Two servers at once: the digest goes out once.
    await Promise.all([sendDigests(withMail, em()), sendDigests(withMail, em())]);
    expect(mailsTo(ada)).toHaveLength(2);
    const second = mailsTo(ada)[1];
    expect(second.subject).toBe('Your Kinfolk digest: 1 new notification');
    expect(second.text).toContain('Ben Digest changed “Summer picnic”.');
    expect(second.text).not.toContain('Grandma');

    // A day later with nothing new: no mail at all.
    await daysPass(ada, 1);
    await sendDigests(withMail, em());
    expect(mailsTo(ada)).toHaveLength(2);
  });

  it('sends a weekly digest only once the week is over', async () => {
    await tell(ben, 'Another for Ben.', '/events/0a3c1f52-0000-4000-8000-000000000005');
    await daysPass(ben, 3);
    await sendDigests(withMail, em());
    expect(mailsTo(ben)).toHaveLength(1);
    await daysPass(ben, 4);
    await sendDigests(withMail, em());
    expect(mailsTo(ben)).toHaveLength(2);
    expect(mailsTo(ben)[1].text).toContain('once a week');
    expect(mailsTo(ben)[1].text).toContain('Another for Ben.');
  });

  it('sends nothing to users whose digest is off', async () => {
    await tell(cleo, 'Not mailed to Cleo.', '/events/0a3c1f52-0000-4000-8000-000000000006');
    await tell(dora, 'Not mailed to Dora.', '/events/0a3c1f52-0000-4000-8000-000000000007');
    await sendDigests(withMail, em());
    expect(mailsTo(cleo)).toEqual([]);
    expect(mailsTo(dora)).toEqual([]);
    expect((await states(cleo)).map((s) => s.emailed)).toEqual([false]);
    // Every message went to its one user, and to nobody else.
    expect(inbox.messages.every((m) => m.to.length === 1)).toBe(true);
  });
});
