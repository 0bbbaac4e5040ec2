import { PNG_1PX } from '../../test/client.ts';
import type { Person } from '../../test/factories.ts';
import { field, gql, rest, type Case, type OwnCase } from './asking.ts';

// An achievement of A's relative (a person of A's tree), with a photo, for the cross-user table. It
// is read only by those who read A's tree (and see the person with their details): a stranger, A's
// connected relative (who reads none of A's trees) and a script are refused it through every field
// and its photo's URL, and can record nothing of A's people.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

export const aw = {
  achievementId: '',
  title: `Mnemosyne's gold medal ${tag}`,
  description: `For the long jump ${tag}`,
  photoUrl: '',
  treeId: '',
  memberId: '',
};

/** Values of A's achievement no answer to anyone else may hold. */
export const achievementSecrets = () => [aw.achievementId, aw.title, aw.description, aw.photoUrl];

const FIELDS = 'id title description treeId member { id firstName } photos { id url } celebrationCount celebratedByViewer celebrators { id } recordedBy { id }';

export async function buildAchievements(a: Person, memberId: string) {
  aw.treeId = a.treeId;
  aw.memberId = memberId;
  const res = await a.client.gqlUpload<{ recordAchievement: { id: string; photos: { url: string }[] } }>(
    `mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { id photos { url } } }`,
    { i: { memberId, achievementType: 'sport', title: aw.title, description: aw.description, date: '1988', photos: [null] } },
    { 'variables.i.photos.0': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'medal.png' } },
  );
  if (res.errors) throw new Error(`Setup failed: ${JSON.stringify(res.errors)}`);
  aw.achievementId = res.data!.recordAchievement.id;
  aw.photoUrl = res.data!.recordAchievement.photos[0].url;
}

export const ACHIEVEMENT_REFUSED: Case[] = [
  { covers: 'Query.achievement', what: "an achievement of A's relative", attempt: (x) => gql(x.client, `query($id: ID!) { achievement(id: $id) { ${FIELDS} } }`, { id: aw.achievementId }) },
  { covers: 'Query.achievements', what: "the achievements of A's tree", attempt: (x) => gql(x.client, `query($t: ID) { achievements(treeId: $t) { nodes { ${FIELDS} } } }`, { t: aw.treeId }) },
  {
    covers: 'Mutation.recordAchievement',
    refusedWith: ['BAD_USER_INPUT'],
    what: "recording an achievement of A's relative",
    attempt: (x) => gql(x.client, `mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { ${FIELDS} } }`, { i: { memberId: aw.memberId, achievementType: 'award', title: 'Mine now' } }),
  },
  { covers: 'Mutation.editAchievement', what: "changing A's achievement", attempt: (x) => gql(x.client, `mutation($id: ID!) { editAchievement(id: $id, input: { title: "Mine now" }) { ${FIELDS} } }`, { id: aw.achievementId }) },
  { covers: 'Mutation.deleteAchievement', what: "deleting A's achievement", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteAchievement(id: $id) }', { id: aw.achievementId }) },
  { covers: 'Mutation.celebrateAchievement', what: "celebrating A's achievement", attempt: (x) => gql(x.client, `mutation($id: ID!) { celebrateAchievement(id: $id) { ${FIELDS} } }`, { id: aw.achievementId }) },
  { covers: 'GET /uploads/:key', refusedWith: ['404'], what: "the photo of A's achievement", attempt: (x) => rest(x.client, 'GET', aw.photoUrl) },
];

export const ACHIEVEMENT_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.achievements',
    what: "lists none of A's achievements",
    attempt: (x) => gql(x.client, `{ achievements { nodes { ${FIELDS} } } }`),
    check: (answer) => expect(field<{ nodes: { id: string }[] }>(answer, 'achievements').nodes.map((n) => n.id)).not.toContain(aw.achievementId),
  },
  {
    covers: 'Query.memberAchievements',
    what: "lists none of the achievements of A's relative",
    namesA: true,
    attempt: (x) => gql(x.client, `query($m: ID!) { memberAchievements(memberId: $m) { ${FIELDS} } }`, { m: aw.memberId }),
    check: (answer) => expect(field<unknown[]>(answer, 'memberAchievements')).toEqual([]),
  },
];
