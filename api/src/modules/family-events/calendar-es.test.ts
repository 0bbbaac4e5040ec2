import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, type Person } from '../../../test/factories.ts';
import { must } from '../../../test/trees.ts';
import { CREATE_EVENT, createEvent, icsEvents, invite, parseIcs, RSVP, UPDATE_EVENT } from '../../../test/family-events.ts';

let app: TestApp;
let ana: Person;
let ben: Person;
let dan: Person;
beforeAll(async () => {
  app = await startTestApp();
  [ana, ben, dan] = await Promise.all([buildUser(app, { name: 'Ana Calendario' }), buildUser(app, { name: 'Ben Calendar' }), buildUser(app, { name: 'Dan Calendar' })]);
  await must(ana.client, 'mutation { setMyLanguage(language: es) { id } }');
  await connect(ana, ben);
});
afterAll(() => app.close());

const CREATE_FEED = 'mutation { createCalendarFeed { url } }';
/** A feed's calendar as a calendar app reads it: without a session, and without a language of its own. */
const feedOf = async (p: Person) => {
  const url = (await must<{ createCalendarFeed: { url: string } }>(p.client, CREATE_FEED)).createCalendarFeed.url;
  return (await new TestClient(app.url).fetch(new URL(url).pathname)).text();
};
const calendarProps = (text: string) => parseIcs(text).find((c) => c.type === 'VCALENDAR')!.props;

describe('calendars and events for a Spanish reader', () => {
  it('names the personal feed in its owner’s language, whoever fetches it', async () => {
    const event = await createEvent(ben, { title: 'Cena de Nochebuena', startsAt: '2031-12-24T19:00:00.000Z' });
    await invite(ben, event.id, { userIds: [ana.id] });
    const spanish = await feedOf(ana);
    expect(calendarProps(spanish)['X-WR-CALNAME'][0].value).toBe('Eventos familiares de Kinfolk');
    expect(calendarProps(spanish).PRODID[0].value).toBe('-//Kinfolk//Family events//ES');
    expect(icsEvents(spanish).map((e) => e.SUMMARY[0].value)).toEqual(['Cena de Nochebuena']);
    const english = await feedOf(ben);
    expect(calendarProps(english)['X-WR-CALNAME'][0].value).toBe('Kinfolk family events');
    expect(calendarProps(english).PRODID[0].value).toBe('-//Kinfolk//Family events//EN');
  });

  it('refuses what cannot be done in Spanish', async () => {
    const backwards = await ana.client.gql(CREATE_EVENT, { input: { title: 'Al revés', startsAt: '2031-07-04T12:00:00.000Z', endsAt: '2031-07-04T10:00:00.000Z', timeZone: 'Mars/Olympus' } });
    expect(backwards.errors?.[0].extensions?.fields).toEqual({ endsAt: 'El evento no puede terminar antes de empezar.', timeZone: 'Zona horaria desconocida' });

    const own = await createEvent(ana, { title: 'Merienda' });
    const stranger = await ana.client.gql('mutation($id: ID!, $input: InviteToFamilyEventInput!) { inviteToFamilyEvent(id: $id, input: $input) { id } }', { id: own.id, input: { userIds: [dan.id] } });
    expect(stranger.errors?.[0]).toMatchObject({ message: 'Solo puedes invitar a personas con las que tienes conexión.', extensions: { fields: { userIds: 'No es una de tus conexiones' } } });

    const bens = await createEvent(ben, { title: 'Ben’s barbecue' });
    await invite(ben, bens.id, { userIds: [ana.id] });
    const change = await ana.client.gql(UPDATE_EVENT, { id: bens.id, input: { title: 'Mío' } });
    expect(change.errors?.[0].message).toBe('Solo quien organiza el evento puede cambiarlo.');
    const answer = await ana.client.gql(RSVP, { id: own.id, response: 'going' });
    expect(answer.errors?.[0].message).toBe('Solo las personas invitadas al evento pueden responder.');
  });
});
