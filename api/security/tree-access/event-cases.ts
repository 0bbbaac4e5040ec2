import { must } from '../../test/trees.ts';
import { dataOf, gql, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { taggedPhoto } from './memory-cases.ts';
import { withheldDetails } from './read-cases.ts';
import { EVERYONE, sees, TRIED_PEOPLE, type Who, type World } from './world.ts';

// Family events and the tree: an event shows photos of memories, in which people of the tree are
// tagged, and invites the users of a tree. Ada's picnic shows the photo in which the tried people
// are tagged and invites the tree's users and Dan: each user sees of that photo's tags only
// the people they see. Each of them may invite the users of a tree they read (Dan none), and every
// event they make, change, cancel or answer shows them the same photo the same way.

type Shown = Parameters<typeof withheldDetails>[2][number];
const PERSON = 'id firstName lastName dateOfBirth birth { value } birthPlace bio profilePictureUrl detailsHidden isLiving';
const EVENT = `id title invitees { user { id } } photos { id photoTags { id member { ${PERSON} } } }`;
/** Lists cost their selection once per item asked for: a lighter one, enough to judge the tags. */
const LISTED = 'id title photos { photoTags { member { id dateOfBirth bio profilePictureUrl detailsHidden isLiving } } }';
type EventShown = { id: string; invitees: { user: { id: string } }[]; photos: { photoTags: { member: Shown }[] }[] };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\d\d:\d\d\.\d+Z$/, '00:00.000Z');

export async function eventCases(world: World): Promise<Case[]> {
  const { ada, ben, cleo, dan, fay } = world.users;
  const em = () => world.app.orm.em.fork();
  const tried = TRIED_PEOPLE.map((key) => world.people[key]);
  const create = async (who: Who, input: Record<string, unknown> = {}) =>
    (await must<{ createFamilyEvent: { id: string } }>(world.users[who].client, `mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }`, {
      i: { title: `Picnic of ${who} ${world.tag}`, startsAt: inDays(20), timeZone: 'Europe/Madrid', ...input },
    })).createFamilyEvent.id;
  const picnic = await create('ada', { photoMemoryIds: [taggedPhoto.id] });
  await must(ada.client, 'mutation($id: ID!, $t: ID, $u: [ID!]) { inviteToFamilyEvent(id: $id, input: { treeId: $t, userIds: $u }) { id } }', { id: picnic, t: world.treeId, u: [dan.id] });
  const own = {} as Record<Who, string>;
  for (const who of EVERYONE) own[who] = await create(who, { isPrivate: true });

  /** The tags in an event's photos: only people the user sees, with the details they may read. */
  const tagsShown = (who: Who, shown: EventShown | undefined): Partial<Verdict> => {
    if (!shown) return { wrong: ['the event is not there'] };
    const members = shown.photos.flatMap((p) => p.photoTags.map((t) => t.member));
    const expected = tried.filter((p) => sees(who, p)).length;
    const hidden = members.filter((m) => !tried.some((p) => p.id === m.id && sees(who, p)));
    const details = withheldDetails(world, who, members);
    return {
      leaks: [...hidden.map((m) => `the tag of ${m.id}, whom the user does not see`), ...(details.leaks ?? [])],
      wrong: [...(members.length < expected ? [`${members.length} tags instead of ${expected}`] : []), ...(details.wrong ?? [])],
    };
  };
  const served = (answer: Answer, field: string, pick: (data: unknown) => EventShown | undefined, who: Who) => (answer.outcome === 'OK' ? tagsShown(who, pick(dataOf(answer, field))) : {});
  const one = (data: unknown) => data as EventShown;
  const inList = (data: unknown) => (data as EventShown[]).find((e) => e.id === picnic);
  const drop = (id?: string) => (id ? em().execute('delete from family_events where id = ?', [id]).then(() => undefined) : Promise.resolve());

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const write = (covers: string, object: string, expected: Expected, attempt: Case['attempt'], rest: Partial<Case> = {}): Case => ({ covers, who, object, expected, changesTree: false, attempt, ...rest });
    cases.push(
      { covers: 'Query.familyEvent', who, object: "Ada's picnic, showing the photo of the tried people", expected: 'OK', attempt: () => gql(client, `query($id: ID!) { familyEvent(id: $id) { ${EVENT} } }`, { id: picnic }), inspect: (a) => served(a, 'familyEvent', one, who) },
      { covers: 'Query.familyEvents', who, object: "Ada's picnic among the events", expected: 'OK', attempt: () => gql(client, `{ familyEvents(first: 5) { nodes { ${LISTED} } } }`), inspect: (a) => served(a, 'familyEvents', (d) => inList((d as { nodes: unknown }).nodes), who) },
      { covers: 'Query.upcomingEvents', who, object: "Ada's picnic, to which they are invited", expected: 'OK', attempt: () => gql(client, `{ upcomingEvents(first: 5) { ${LISTED} } }`), inspect: (a) => (who === 'ada' || a.outcome !== 'OK' ? {} : served(a, 'upcomingEvents', inList, who)) },
      write('Mutation.createFamilyEvent', 'an event showing the photo of the tried people', 'OK', () => gql(client, `mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { ${EVENT} } }`, { i: { title: 'Shown', startsAt: inDays(30), timeZone: 'UTC', isPrivate: true, photoMemoryIds: [taggedPhoto.id] } }), {
        inspect: (a) => served(a, 'createFamilyEvent', one, who),
        cleanup: (a) => drop(a.outcome === 'OK' ? dataOf<{ id: string }>(a, 'createFamilyEvent').id : undefined),
      }),
      write('Mutation.updateFamilyEvent', "the user's own event, now showing the photo of the tried people", 'OK', () => gql(client, `mutation($id: ID!, $p: [ID!]) { updateFamilyEvent(id: $id, input: { photoMemoryIds: $p }) { ${EVENT} } }`, { id: own[who], p: [taggedPhoto.id] }), {
        inspect: (a) => served(a, 'updateFamilyEvent', one, who),
        cleanup: async () => void (await em().execute('delete from family_event_photos where event_id = ?', [own[who]])),
      }),
      write('Mutation.cancelFamilyEvent', 'an event of theirs showing the photo of the tried people', 'OK', ({ id }) => gql(client, `mutation($id: ID!) { cancelFamilyEvent(id: $id) { ${EVENT} } }`, { id }), {
        prepare: async () => ({ id: await create(who, { isPrivate: true, photoMemoryIds: [taggedPhoto.id] }) }),
        inspect: (a) => served(a, 'cancelFamilyEvent', one, who),
        cleanup: (_a, { id }) => drop(id),
      }),
      // The users of a tree are invited by whoever reads it; Dan reads none, so it is a bad input, as a tree that does not exist.
      write('Mutation.inviteToFamilyEvent', "the tree's users, to the user's own event", who === 'dan' ? 'REFUSED' : 'OK', () => gql(client, `mutation($id: ID!, $t: ID) { inviteToFamilyEvent(id: $id, input: { treeId: $t }) { ${EVENT} } }`, { id: own[who], t: world.treeId }), {
        inspect: (a): Partial<Verdict> => {
          if (a.outcome !== 'OK') return {};
          const invited = dataOf<EventShown>(a, 'inviteToFamilyEvent').invitees.map((i) => i.user.id).sort();
          const expected = [ada, fay, ben, cleo].filter((u) => u !== world.users[who]).map((u) => u.id).sort();
          return JSON.stringify(invited) === JSON.stringify(expected) ? {} : invited.some((id) => !expected.includes(id)) ? { leaks: [`invites ${invited.join(', ')}`] } : { wrong: [`invites ${invited.join(', ')}`] };
        },
        cleanup: async () => void (await em().execute('delete from family_event_invitations where event_id = ?', [own[who]])),
      }),
      // Its organizer is not invited to answer.
      write('Mutation.rsvpFamilyEvent', "Ada's picnic, showing the photo of the tried people", who === 'ada' ? 'REFUSED' : 'OK', () => gql(client, `mutation($id: ID!) { rsvpFamilyEvent(id: $id, response: maybe) { ${EVENT} } }`, { id: picnic }), {
        inspect: (a) => served(a, 'rsvpFamilyEvent', one, who),
        cleanup: async () => void (await em().execute('update family_event_invitations set response = null, responded_at = null where event_id = ?', [picnic])),
      }),
    );
  }
  return cases;
}
