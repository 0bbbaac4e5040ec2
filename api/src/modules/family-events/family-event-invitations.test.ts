import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, shareTree, INVITE_TO_TREE, type Person } from '../../../test/factories.ts';
import { createCircle } from '../../../test/media.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { EVENT, INVITE, RSVP, createEvent, invite, notificationsOf, notifiedAbout, type EventData } from '../../../test/family-events.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

/** An organizer with two connections, and a stranger. */
async function cast() {
  const [organizer, ben, cleo, stranger] = await Promise.all([
    buildUser(app, { name: 'Ada Lovelace' }),
    buildUser(app, { name: 'Ben Okafor' }),
    buildUser(app, { name: 'Cleo Njoroge' }),
    buildUser(app, { name: 'Dan Stranger' }),
  ]);
  await connect(organizer, ben);
  await connect(organizer, cleo);
  return { organizer, ben, cleo, stranger };
}

const inviteesOf = (event: EventData) => event.invitees.map((i) => i.user.id).sort();
const storedInvitees = async (eventId: string) =>
  (await app.orm.em.fork().execute<{ user_id: string }[]>('select user_id from family_event_invitations where event_id = ? order by user_id', [eventId])).map((r) => r.user_id);

describe('inviting people', () => {
  it('invites the organizer’s connections once each, never the organizer, and tells only the new invitees', async () => {
    const { organizer, ben, cleo } = await cast();
    const event = await createEvent(organizer, { isPrivate: true });
    const first = await invite(organizer, event.id, { userIds: [ben.id, ben.id, organizer.id] });
    expect(inviteesOf(first)).toEqual([ben.id]);
    expect(first.rsvpCounts).toEqual({ going: 0, maybe: 0, notGoing: 0, noAnswer: 1 });
    const second = await invite(organizer, event.id, { userIds: [ben.id, cleo.id] });
    expect(inviteesOf(second)).toEqual([ben.id, cleo.id].sort());
    expect(await notificationsOf(app, ben.id, event.id)).toEqual([
      { kind: 'event_invitation', message: 'Ada Lovelace invited you to “Summer picnic”.', link: `/events/${event.id}`, actor_id: organizer.id },
    ]);
    expect(await notifiedAbout(app, event.id, 'event_invitation')).toEqual([ben.id, cleo.id].sort());
    expect(await notificationsOf(app, organizer.id, event.id)).toEqual([]);
    const recorded = await app.orm.em.fork().execute<{ data: { count: number } }[]>("select data from events where object_id = ? and verb = 'event_invited' order by created_at", [event.id]);
    expect(recorded.map((r) => r.data.count)).toEqual([1, 1]);
    // Invited, the private event is theirs to see.
    expect((await cleo.client.gql<{ familyEvent: EventData }>(EVENT, { id: event.id })).data?.familyEvent.viewerCan.rsvp).toBe(true);
  });

  it('refuses someone the organizer is not connected with, and an empty invitation, inviting nobody', async () => {
    const { organizer, ben, stranger } = await cast();
    const event = await createEvent(organizer);
    const refused = await organizer.client.gql(INVITE, { id: event.id, input: { userIds: [ben.id, stranger.id] } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userIds: 'Not one of your connections' } });
    expect((await organizer.client.gql(INVITE, { id: event.id, input: {} })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userIds: expect.any(String) } });
    expect((await organizer.client.gql(INVITE, { id: event.id, input: { userIds: ['someone'] } })).errors?.[0].extensions).toMatchObject({ fields: { userIds: 'Must be an id' } });
    expect(await storedInvitees(event.id)).toEqual([]);
    expect(await notifiedAbout(app, event.id, 'event_invitation')).toEqual([]);
  });

  it('invites the members of a circle the organizer is in, and refuses a circle they are not in', async () => {
    const { organizer, ben, cleo, stranger } = await cast();
    const own = await createCircle(organizer, 'Cousins', [ben, cleo]);
    const event = await createEvent(organizer);
    expect(inviteesOf(await invite(organizer, event.id, { circleId: own }))).toEqual([ben.id, cleo.id].sort());
    // A circle of someone else's (the stranger's, with a member the organizer does not know).
    const lonely = await buildUser(app);
    await connect(stranger, lonely);
    const theirs = await createCircle(stranger, 'Not yours', [lonely]);
    const other = await createEvent(organizer);
    const refused = await organizer.client.gql(INVITE, { id: other.id, input: { circleId: theirs } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { circleId: 'Not one of your circles' } });
    expect(await storedInvitees(other.id)).toEqual([]);
  });

  it('invites the users with access to a tree the organizer may read (not those only invited), and refuses other trees', async () => {
    const { organizer, stranger } = await cast();
    const [owner, relative, pending] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await shareTree(owner, organizer, 'viewer');
    await shareTree(owner, relative, 'editor');
    await connect(owner, pending);
    await must(owner.client, INVITE_TO_TREE, { i: { treeId: owner.treeId, userId: pending.id, role: 'viewer' } });
    const event = await createEvent(organizer);
    // The relative is not one of the organizer's connections: the tree is what they share.
    expect(inviteesOf(await invite(organizer, event.id, { treeId: owner.treeId }))).toEqual([owner.id, relative.id].sort());
    expect(await notifiedAbout(app, event.id, 'event_invitation')).toEqual([owner.id, relative.id].sort());
    const refused = await organizer.client.gql(INVITE, { id: event.id, input: { treeId: stranger.treeId } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { treeId: 'Not one of your trees' } });
  });
});

describe('answering an invitation', () => {
  it('lets an invitee answer and change their answer; the organizer is told each new answer', async () => {
    const { organizer, ben, cleo } = await cast();
    const event = await createEvent(organizer);
    await invite(organizer, event.id, { userIds: [ben.id, cleo.id] });
    const going = (await must<{ rsvpFamilyEvent: EventData }>(ben.client, RSVP, { id: event.id, response: 'going' })).rsvpFamilyEvent;
    expect(going).toMatchObject({ viewerResponse: 'going', rsvpCounts: { going: 1, maybe: 0, notGoing: 0, noAnswer: 1 } });
    expect(going.invitees.find((i) => i.user.id === ben.id)).toMatchObject({ response: 'going', respondedAt: expect.any(String) });
    await must(ben.client, RSVP, { id: event.id, response: 'going' });
    const maybe = (await must<{ rsvpFamilyEvent: EventData }>(ben.client, RSVP, { id: event.id, response: 'maybe' })).rsvpFamilyEvent;
    expect(maybe).toMatchObject({ viewerResponse: 'maybe', rsvpCounts: { going: 0, maybe: 1, notGoing: 0, noAnswer: 1 } });
    await must(cleo.client, RSVP, { id: event.id, response: 'not_going' });
    expect((await notificationsOf(app, organizer.id, event.id)).map((n) => [n.kind, n.message])).toEqual([
      ['event_rsvp', 'Ben Okafor is going to “Summer picnic”.'],
      ['event_rsvp', 'Ben Okafor might come to “Summer picnic”.'],
      ['event_rsvp', 'Cleo Njoroge is not going to “Summer picnic”.'],
    ]);
    expect(await notifiedAbout(app, event.id, 'event_rsvp')).toEqual([organizer.id]);
    const verbs = await app.orm.em.fork().execute<{ actor_id: string }[]>("select actor_id from events where object_id = ? and verb = 'event_rsvp'", [event.id]);
    expect(verbs).toHaveLength(3);
  });

  it('is for invitees alone: FORBIDDEN to the organizer and a connection, NOT_FOUND to a stranger, and bad answers refused', async () => {
    const { organizer, ben, cleo, stranger } = await cast();
    const event = await createEvent(organizer);
    await invite(organizer, event.id, { userIds: [ben.id] });
    for (const [who, code] of [[organizer, 'FORBIDDEN'], [cleo, 'FORBIDDEN'], [stranger, 'NOT_FOUND']] as [Person, string][]) {
      expect(codeOf(await who.client.gql(RSVP, { id: event.id, response: 'going' }))).toBe(code);
    }
    expect(codeOf(await new TestClient(app.url).gql(RSVP, { id: event.id, response: 'going' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ben.client.gql(RSVP, { id: event.id, response: 'yes' }))).toBe('BAD_USER_INPUT');
    const rows = await app.orm.em.fork().execute('select response from family_event_invitations where event_id = ?', [event.id]);
    expect(rows).toEqual([{ response: null }]);
    expect(await notifiedAbout(app, event.id, 'event_rsvp')).toEqual([]);
  });
});
