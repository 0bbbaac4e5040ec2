import { field, gql, rest, type Actor, type Answer, type OwnCase } from './asking.ts';
import { cw } from './circles.ts';
import { sw } from './stories-events.ts';

// The timeline, notifications and search of the cross-user table: each answers about the caller
// alone. A's connection C may meet A's public story and A's event that is not private there, as
// in the lists of stories and events; nobody meets anything else of A's.

type Entry = { id: string; involvedMembers: { id: string }[] };
const ENTRY = 'id date dateText type title description photos { memoryId thumbnailUrl title } photoCount involvedMembers { id treeId name } link';

/** The ids of A's things an answer names (entries are `story:<id>`, `event:<id>` …). */
const ofA = (text: string) =>
  [sw.privateStoryId, sw.circleStoryId, sw.publicStoryId, sw.privateEventId, sw.openEventId, cw.memoryId, cw.openMemoryId, cw.relativeId].filter((id) => text.includes(id));
const connectedSees = (x: Actor) => (x.userId === cw.connectedId ? [sw.publicStoryId, sw.openEventId] : []);

/** A's things a search or timeline answer names: C's by design, nobody else's. */
const expectOnlyWhatConnectionsSee = (answer: Answer, x: Actor) => expect(ofA(answer.text)).toEqual(connectedSees(x));

const SEARCH = `query($q: String!) { search(query: $q, first: 20) {
  people { kind id title subtitle imageUrl link } memories { kind id title subtitle imageUrl link }
  stories { kind id title subtitle imageUrl link } events { kind id title subtitle imageUrl link } heirlooms { kind id title subtitle imageUrl link } } }`;

/** Searching for the words of A's things: nothing of A's is found but what C may see anyway. */
export function searchRows(words: Record<string, string>): OwnCase[] {
  return Object.entries(words).map(([what, q]) => ({
    covers: 'Query.search',
    what: `finds nothing of A's by ${what} but what A's connections may see`,
    attempt: (x: Actor) => gql(x.client, SEARCH, { q }),
    check: (answer: Answer, x: Actor) => expect(ofA(answer.text).filter((id) => !connectedSees(x).includes(id))).toEqual([]),
  }));
}

export const NOTICE_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.timeline',
    what: "shows A's public story and event to A's connections alone, without whom the story tags",
    attempt: (x) => gql(x.client, `{ timeline(first: 200) { nodes { ${ENTRY} } hasMore } }`),
    check: (answer, x) => {
      expectOnlyWhatConnectionsSee(answer, x);
      expect(field<{ nodes: Entry[] }>(answer, 'timeline').nodes.flatMap((e) => e.involvedMembers.map((m) => m.id))).not.toContain(cw.relativeId);
    },
  },
  {
    covers: 'Query.timelineYears',
    what: 'counts only the entries the caller is shown',
    attempt: (x) => gql(x.client, '{ timelineYears { year count } timeline(first: 200) { nodes { id } hasMore } }'),
    check: (answer) => {
      const counted = field<{ count: number }[]>(answer, 'timelineYears').reduce((sum, y) => sum + y.count, 0);
      expect(counted).toBe(field<{ nodes: unknown[] }>(answer, 'timeline').nodes.length);
    },
  },
  {
    covers: 'GET /api/timeline',
    what: "shows A's public story and event to A's connections alone over REST, without whom the story tags",
    attempt: (x) => rest(x.client, 'GET', '/api/timeline'),
    check: expectOnlyWhatConnectionsSee,
  },
  {
    covers: 'Query.notifications',
    what: "lists only the caller's own notifications",
    attempt: (x) => gql(x.client, '{ notifications(first: 20) { nodes { id kind message link read actor { id } createdAt } hasMore unreadCount } }'),
    check: (answer) => expect(field<{ nodes: { id: string }[] }>(answer, 'notifications').nodes.map((n) => n.id)).not.toContain(sw.notificationId),
  },
  {
    covers: 'Query.unreadNotificationCount',
    what: "counts only the caller's own unread notifications",
    attempt: (x) => gql(x.client, '{ unreadNotificationCount notifications(first: 1) { unreadCount } }'),
    check: (answer) => expect(field<number>(answer, 'unreadNotificationCount')).toBe(field<{ unreadCount: number }>(answer, 'notifications').unreadCount),
  },
  { covers: 'Query.notificationSettings', what: "shows the caller's own settings", attempt: (x) => gql(x.client, '{ notificationSettings { enabledKinds digest emailAvailable } }') },
  { covers: 'Mutation.markAllNotificationsRead', what: "marks only the caller's own notifications read", attempt: (x) => gql(x.client, 'mutation { markAllNotificationsRead }') },
  {
    covers: 'Mutation.updateNotificationSettings',
    what: "changes only the caller's own settings",
    attempt: (x) => gql(x.client, 'mutation { updateNotificationSettings(input: { enabledKinds: [connection_request], digest: off }) { enabledKinds digest } }'),
    check: (answer) => expect(field(answer, 'updateNotificationSettings')).toEqual({ enabledKinds: ['connection_request'], digest: 'off' }),
  },
];
