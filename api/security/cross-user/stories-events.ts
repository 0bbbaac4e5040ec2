import type { Person } from '../../test/factories.ts';
import { must } from '../../test/trees.ts';
import { field, gql, rest, type Actor, type Case, type OwnCase } from './asking.ts';
import { cw } from './circles.ts';

// A's stories, family events and calendar feed, for the cross-user table. A's story that is not
// public is A's alone; A's story in the private circle is for that circle (E); A's public story tags
// A's relative and carries the private circle's photo: A's connections (C) may read it, but never
// whom it tags in a tree they cannot see, nor the photo. A's private event is for A and E; A's other
// event shows the private circle's photo and may be seen by A's connections, without that photo.
// Each caller also has an event and a story of their own, with which they try to reach A's things.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const sw = {
  privateStoryId: '',
  privateStoryTitle: `Aurelia's diary ${tag}`,
  privateStoryContent: `Nobody reads this ${tag}`,
  circleStoryId: '',
  circleStoryTitle: `The locket's history ${tag}`,
  publicStoryId: '',
  publicStoryTitle: `Our summers ${tag}`,
  publicStoryContent: `Long days at the lake ${tag}`,
  privateEventId: '',
  privateEventTitle: `Quiet supper ${tag}`,
  openEventId: '',
  openEventTitle: `Family picnic ${tag}`,
  feedToken: '', // A's calendar feed, the key to A's events
  oldFeedToken: '', // A's previous feed address, replaced
  notificationId: '', // one of A's notifications
};

/** What A's connections may see by design: the public story and the event that is not private (not their photo, nor whom they tag). */
export const storiesSeenByConnections = () => [sw.publicStoryId, sw.publicStoryTitle, sw.publicStoryContent, sw.openEventId, sw.openEventTitle];
/** Values of A's stories and events no answer to anyone else may hold. */
export const storySecrets = () => Object.values(sw);

/** Each caller's own story and event (by user id), which they may change. */
const own = new Map<string, { storyId: string; eventId: string }>();
/** A's tree, whose users nobody else may invite. */
const aTree = { id: '' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\d\d:\d\d\.\d+Z$/, '00:00.000Z');
const CREATE_STORY = 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }';
const CREATE_EVENT = 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }';
const FEED = 'mutation { createCalendarFeed { url } }';
const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1];

/** A's stories, events, feed and a notification; then each caller's own story and event (private, so that A sees none of them). */
export async function buildStoriesAndEvents(a: Person, e: Person, relativeId: string, callers: Person[]) {
  const story = async (person: Person, input: Record<string, unknown>) => (await must<{ createStory: { id: string } }>(person.client, CREATE_STORY, { i: { storyType: 'memory', ...input } })).createStory.id;
  const event = async (person: Person, input: Record<string, unknown>) =>
    (await must<{ createFamilyEvent: { id: string } }>(person.client, CREATE_EVENT, { i: { startsAt: inDays(12), timeZone: 'Europe/London', ...input } })).createFamilyEvent.id;
  aTree.id = a.treeId;
  sw.privateStoryId = await story(a, { title: sw.privateStoryTitle, content: sw.privateStoryContent, isPublic: false });
  sw.circleStoryId = await story(a, { title: sw.circleStoryTitle, content: 'Passed down', circleId: cw.circleId, taggedMemberIds: [relativeId] });
  sw.publicStoryId = await story(a, { title: sw.publicStoryTitle, content: sw.publicStoryContent, isPublic: true, taggedMemberIds: [relativeId], memoryIds: [cw.memoryId] });
  sw.privateEventId = await event(a, { title: sw.privateEventTitle, isPrivate: true });
  await must(a.client, 'mutation($id: ID!, $u: [ID!]) { inviteToFamilyEvent(id: $id, input: { userIds: $u }) { id } }', { id: sw.privateEventId, u: [e.id] });
  sw.openEventId = await event(a, { title: sw.openEventTitle, photoMemoryIds: [cw.memoryId] });
  sw.oldFeedToken = tokenOf((await must<{ createCalendarFeed: { url: string } }>(a.client, FEED)).createCalendarFeed.url);
  sw.feedToken = tokenOf((await must<{ createCalendarFeed: { url: string } }>(a.client, FEED)).createCalendarFeed.url);
  const { notifications } = await must<{ notifications: { nodes: { id: string }[] } }>(a.client, '{ notifications(first: 1) { nodes { id } } }');
  if (!notifications.nodes.length) throw new Error('Setup failed: A has no notification');
  sw.notificationId = notifications.nodes[0].id;
  for (const caller of callers) {
    own.set(caller.id, { storyId: await story(caller, { title: 'My own story', content: 'Mine', isPublic: false }), eventId: await event(caller, { title: 'My own dinner', isPrivate: true }) });
  }
}

/** Everything of A's stories, events, feed and notifications, read by A: it must be the same after every attempt. */
export async function storiesStateOfA(a: Person) {
  const answers = [
    await gql(a.client, '{ stories(first: 50) { nodes { id title content isPublic circle { id } taggedMembers { id } attachments { id } updatedAt } } }'),
    await gql(a.client, '{ familyEvents(first: 50) { nodes { id title startsAt endsAt isPrivate cancelledAt invitees { user { id } response } photos { id } } } }'),
    await gql(a.client, '{ calendarFeed { createdAt } notifications(first: 50) { nodes { id read } unreadCount } notificationSettings { enabledKinds digest } }'),
  ];
  const feed = await rest(a.client, 'GET', `/api/calendar/${sw.feedToken}.ics`);
  return { outcomes: answers.map((x) => x.outcome), json: answers.map((x) => x.json), feed: feed.status, feedEvents: feed.text.match(/^UID:.*$/gm) };
}

/** What a caller holds of stories, events and notifications: a refused attempt must not change it. */
export async function ownStories(x: Actor) {
  const answer = await gql(x.client, `{
    stories(first: 40) { nodes { id updatedAt circle { id } taggedMembers { id } attachments { id } } }
    familyEvents(first: 40) { nodes { id isPrivate cancelledAt invitees { user { id } } photos { id } } }
    notifications(first: 40) { nodes { id read } }
  }`);
  return { outcome: answer.outcome, json: answer.json };
}

const STORY = 'id title content isPublic circle { id name } author { id } taggedMembers { id firstName lastName } attachments { id title } viewerCan { update delete }';
const EVENT = 'id title description isPrivate organizer { id } invitees { user { id } response } photos { id title } viewerCan { update cancel invite rsvp }';
/** The caller's own story and event (a signed-out visitor names the first caller's). */
const ownOf = (x: Actor) => own.get(x.userId) ?? [...own.values()][0];
const story = (x: Actor, id: string) => gql(x.client, `query($id: ID!) { story(id: $id) { ${STORY} } }`, { id });
const updateStory = (x: Actor, id: string, input: Record<string, unknown>) => gql(x.client, `mutation($id: ID!, $i: UpdateStoryInput!) { updateStory(id: $id, input: $i) { ${STORY} } }`, { id, i: input });
const createStory = (x: Actor, input: Record<string, unknown>) => gql(x.client, `mutation($i: CreateStoryInput!) { createStory(input: $i) { ${STORY} } }`, { i: { title: 'Intruder', content: 'Intruder', ...input } });
const updateEvent = (x: Actor, id: string, input: Record<string, unknown>) => gql(x.client, `mutation($id: ID!, $i: UpdateFamilyEventInput!) { updateFamilyEvent(id: $id, input: $i) { ${EVENT} } }`, { id, i: input });
const inviteTo = (x: Actor, id: string, input: Record<string, unknown>) => gql(x.client, `mutation($id: ID!, $i: InviteToFamilyEventInput!) { inviteToFamilyEvent(id: $id, input: $i) { ${EVENT} } }`, { id, i: input });
const UNSEEN = ['NOT_FOUND'];
const BAD = ['BAD_USER_INPUT'];

export const STORY_EVENT_REFUSED: Case[] = [
  // A's stories.
  { covers: 'Query.story', refusedWith: UNSEEN, what: "A's story that is not public", attempt: (x) => story(x, sw.privateStoryId) },
  { covers: 'Query.story', refusedWith: UNSEEN, what: "A's story in A's private circle", attempt: (x) => story(x, sw.circleStoryId) },
  { covers: 'Mutation.updateStory', refusedWith: UNSEEN, what: "rewriting A's story that is not public", attempt: (x) => updateStory(x, sw.privateStoryId, { title: 'Taken', isPublic: true }) },
  { covers: 'Mutation.updateStory', what: "rewriting A's public story and untagging A's relative", attempt: (x) => updateStory(x, sw.publicStoryId, { content: 'Taken', taggedMemberIds: [], memoryIds: [] }) },
  { covers: 'Mutation.updateStory', refusedWith: BAD, what: "tagging A's relative in the caller's own story", attempt: (x) => updateStory(x, ownOf(x).storyId, { taggedMemberIds: [cw.relativeId] }) },
  { covers: 'Mutation.updateStory', refusedWith: BAD, what: "moving the caller's own story into A's private circle", attempt: (x) => updateStory(x, ownOf(x).storyId, { circleId: cw.circleId }) },
  { covers: 'Mutation.updateStory', refusedWith: BAD, what: "attaching A's memory to the caller's own story", attempt: (x) => updateStory(x, ownOf(x).storyId, { memoryIds: [cw.memoryId] }) },
  { covers: 'Mutation.deleteStory', refusedWith: UNSEEN, what: "deleting A's story in A's private circle", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteStory(id: $id) }', { id: sw.circleStoryId }) },
  { covers: 'Mutation.deleteStory', what: "deleting A's public story", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteStory(id: $id) }', { id: sw.publicStoryId }) },
  { covers: 'Mutation.createStory', refusedWith: BAD, what: "a story shared in A's private circle", attempt: (x) => createStory(x, { circleId: cw.circleId }) },
  { covers: 'Mutation.createStory', refusedWith: BAD, what: "a story tagging A's relative", attempt: (x) => createStory(x, { taggedMemberIds: [cw.relativeId] }) },
  { covers: 'Mutation.createStory', refusedWith: BAD, what: "a story carrying A's memory", attempt: (x) => createStory(x, { memoryIds: [cw.memoryId] }) },
  { covers: 'POST /api/stories', refusedWith: ['400'], what: "a story tagging A's relative over REST", attempt: (x) => rest(x.client, 'POST', '/api/stories', { title: 'Intruder', content: 'Intruder', taggedMembers: [{ id: cw.relativeId }] }) },
  { covers: 'POST /api/stories', refusedWith: ['400'], what: "a story in A's private circle over REST", attempt: (x) => rest(x.client, 'POST', '/api/stories', { title: 'Intruder', content: 'Intruder', circle_id: cw.circleId }) },

  // A's events.
  { covers: 'Query.familyEvent', refusedWith: UNSEEN, what: "A's private event", attempt: (x) => gql(x.client, `query($id: ID!) { familyEvent(id: $id) { ${EVENT} } }`, { id: sw.privateEventId }) },
  { covers: 'GET /api/family-events/:id.ics', refusedWith: ['404'], what: "the calendar file of A's private event", attempt: (x) => rest(x.client, 'GET', `/api/family-events/${sw.privateEventId}.ics`) },
  { covers: 'Mutation.updateFamilyEvent', refusedWith: UNSEEN, what: "moving A's private event", attempt: (x) => updateEvent(x, sw.privateEventId, { title: 'Taken', startsAt: new Date(Date.now() + 86_400_000).toISOString() }) },
  { covers: 'Mutation.updateFamilyEvent', what: "making A's event private and dropping its photo", attempt: (x) => updateEvent(x, sw.openEventId, { isPrivate: true, photoMemoryIds: [] }) },
  { covers: 'Mutation.updateFamilyEvent', refusedWith: BAD, what: "showing A's memory with the caller's own event", attempt: (x) => updateEvent(x, ownOf(x).eventId, { photoMemoryIds: [cw.memoryId] }) },
  {
    covers: 'Mutation.createFamilyEvent',
    refusedWith: BAD,
    what: "an event showing A's memory",
    attempt: (x) => gql(x.client, 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }', { i: { title: 'Intruder', startsAt: new Date(Date.now() + 86_400_000).toISOString(), timeZone: 'UTC', isPrivate: true, photoMemoryIds: [cw.memoryId] } }),
  },
  { covers: 'Mutation.cancelFamilyEvent', refusedWith: UNSEEN, what: "cancelling A's private event", attempt: (x) => gql(x.client, `mutation($id: ID!) { cancelFamilyEvent(id: $id) { ${EVENT} } }`, { id: sw.privateEventId }) },
  { covers: 'Mutation.cancelFamilyEvent', what: "cancelling A's event that is not private", attempt: (x) => gql(x.client, `mutation($id: ID!) { cancelFamilyEvent(id: $id) { ${EVENT} } }`, { id: sw.openEventId }) },
  { covers: 'Mutation.inviteToFamilyEvent', refusedWith: UNSEEN, what: "inviting the caller to A's private event", attempt: (x) => inviteTo(x, sw.privateEventId, { userIds: [x.userId] }) },
  { covers: 'Mutation.inviteToFamilyEvent', what: "inviting the caller to A's event that is not private", attempt: (x) => inviteTo(x, sw.openEventId, { userIds: [x.userId] }) },
  { covers: 'Mutation.inviteToFamilyEvent', refusedWith: BAD, what: "inviting A's private circle to the caller's own event", attempt: (x) => inviteTo(x, ownOf(x).eventId, { circleId: cw.circleId }) },
  { covers: 'Mutation.inviteToFamilyEvent', refusedWith: BAD, what: "inviting the users of A's tree to the caller's own event", attempt: (x) => inviteTo(x, ownOf(x).eventId, { treeId: aTree.id }) },
  { covers: 'Mutation.inviteToFamilyEvent', refusedWith: BAD, what: "inviting E, A's connection, to the caller's own event", attempt: (x) => inviteTo(x, ownOf(x).eventId, { userIds: [cw.memberId] }) },
  { covers: 'Mutation.rsvpFamilyEvent', refusedWith: UNSEEN, what: "answering for A's private event", attempt: (x) => gql(x.client, `mutation($id: ID!) { rsvpFamilyEvent(id: $id, response: going) { ${EVENT} } }`, { id: sw.privateEventId }) },
  { covers: 'Mutation.rsvpFamilyEvent', what: "answering for A's event, to which nobody invited the caller", attempt: (x) => gql(x.client, `mutation($id: ID!) { rsvpFamilyEvent(id: $id, response: going) { ${EVENT} } }`, { id: sw.openEventId }) },

  // A's calendar feed is read without a session: its address is the key, so no guess opens it.
  {
    covers: 'GET /api/calendar/:token.ics',
    refusedWith: ['404'],
    signedOutWith: ['404'],
    what: "A's feed at the address A replaced",
    attempt: (x) => rest(x.client, 'GET', `/api/calendar/${sw.oldFeedToken}.ics`),
  },
  {
    covers: 'GET /api/calendar/:token.ics',
    refusedWith: ['404'],
    signedOutWith: ['404'],
    what: "A's feed by the address its owner is shown later (the token left out)",
    attempt: (x) => rest(x.client, 'GET', `/api/calendar/${encodeURIComponent('…')}.ics`),
  },
  {
    covers: 'GET /api/calendar/:token.ics',
    refusedWith: ['404'],
    signedOutWith: ['404'],
    what: "a feed at A's token with one character changed",
    attempt: (x) => rest(x.client, 'GET', `/api/calendar/${sw.feedToken.slice(0, -1)}${sw.feedToken.endsWith('A') ? 'B' : 'A'}.ics`),
  },

  // A's notifications.
  { covers: 'Mutation.markNotificationRead', refusedWith: UNSEEN, what: "marking A's notification read", attempt: (x) => gql(x.client, 'mutation($id: ID!) { markNotificationRead(id: $id) { id kind message read } }', { id: sw.notificationId }) },
];

type Listed = { id: string }[];
const idsIn = (list: Listed) => list.map((x) => x.id);
/** A's objects among ids: what C, A's connection, may find of them, and nobody else. */
const ofA = (ids: string[]) => ids.filter((id) => [sw.privateStoryId, sw.circleStoryId, sw.publicStoryId, sw.privateEventId, sw.openEventId].includes(id));
const connectedSees = (x: Actor, ...ids: string[]) => (x.userId === cw.connectedId ? ids : []);

export const STORY_EVENT_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.stories',
    what: "lists A's public story to A's connections alone, without whom it tags or its photo",
    attempt: (x) => gql(x.client, `{ stories(first: 50) { nodes { ${STORY} } hasMore } }`),
    check: (answer, x) => expect(ofA(idsIn(field<{ nodes: Listed }>(answer, 'stories').nodes))).toEqual(connectedSees(x, sw.publicStoryId)),
  },
  {
    covers: 'GET /api/stories',
    what: "lists A's public story to A's connections alone over REST, without whom it tags or its photo",
    attempt: (x) => rest(x.client, 'GET', '/api/stories'),
    check: (answer, x) => expect(ofA(idsIn(answer.json as Listed))).toEqual(connectedSees(x, sw.publicStoryId)),
  },
  {
    covers: 'POST /api/stories',
    what: 'shares a story written by the caller, whoever the body names as its author',
    servedWith: ['201'],
    attempt: (x) => rest(x.client, 'POST', '/api/stories', { title: 'Mine', content: 'Mine', is_public: false, authorId: cw.ownerId, author_id: cw.ownerId, userId: cw.ownerId }),
    check: (answer, x) => expect((answer.json as { authorId: string }).authorId).toBe(x.userId),
  },
  {
    covers: 'Query.familyEvents',
    what: "lists A's event that is not private to A's connections alone, without its photo",
    attempt: (x) => gql(x.client, `{ familyEvents(first: 50) { nodes { ${EVENT} } hasMore } }`),
    check: (answer, x) => expect(ofA(idsIn(field<{ nodes: Listed }>(answer, 'familyEvents').nodes))).toEqual(connectedSees(x, sw.openEventId)),
  },
  {
    covers: 'Query.upcomingEvents',
    what: 'lists only events the caller organizes or is invited to',
    attempt: (x) => gql(x.client, `{ upcomingEvents(first: 20) { ${EVENT} } }`),
    check: (answer) => expect(ofA(idsIn(field<Listed>(answer, 'upcomingEvents')))).toEqual([]),
  },
  {
    covers: 'GET /api/events/upcoming',
    what: 'lists only events the caller organizes or is invited to, over REST',
    attempt: (x) => rest(x.client, 'GET', '/api/events/upcoming?limit=20'),
    check: (answer) => expect(ofA(idsIn(answer.json as Listed))).toEqual([]),
  },
  {
    covers: 'Query.familyStats',
    what: "counts A's public story for A's connections alone, and none of A's events",
    attempt: (x) => gql(x.client, '{ familyStats { storyCount upcomingEventCount } stories(first: 50) { nodes { id } } upcomingEvents(first: 20) { id } }'),
    check: (answer) => {
      const stats = field<{ storyCount: number; upcomingEventCount: number }>(answer, 'familyStats');
      expect(stats).toEqual({ storyCount: field<{ nodes: Listed }>(answer, 'stories').nodes.length, upcomingEventCount: field<Listed>(answer, 'upcomingEvents').length });
    },
  },
  { covers: 'Query.calendarFeed', what: "shows the caller's own feed, never A's", attempt: (x) => gql(x.client, '{ calendarFeed { url createdAt } }') },
  {
    covers: 'Mutation.createCalendarFeed',
    what: "makes the caller's own feed, which holds none of A's events, and leaves A's working",
    attempt: (x) => gql(x.client, 'mutation { createCalendarFeed { url createdAt } }'),
    check: async (answer, x) => {
      const feed = await rest(x.client, 'GET', new URL(field<{ url: string }>(answer, 'createCalendarFeed').url).pathname);
      expect({ status: feed.status, ofA: [sw.privateEventTitle, sw.openEventTitle, sw.privateEventId, sw.openEventId].filter((s) => feed.text.includes(s)) }).toEqual({ status: 200, ofA: [] });
    },
  },
  { covers: 'Mutation.revokeCalendarFeed', what: "revokes the caller's own feed and leaves A's working", attempt: (x) => gql(x.client, 'mutation { revokeCalendarFeed }') },
];
