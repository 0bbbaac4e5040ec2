import { PNG_1PX } from '../../test/client.ts';
import { dataOf, gql, rest, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type TreePerson, type Who, type World } from './world.ts';

// Achievements of the tree's people. Ada records one (with a photo) for each tried person. An
// achievement is read as its person's details are: whoever sees the person, except a viewer (Cleo)
// when the person is living; nobody else learns it exists (NOT_FOUND), through any field, list or
// its photo's URL. The owner and editors record, change and delete them (Ben within his branch: a
// person outside it is a bad input, as one that does not exist); Cleo may celebrate what she reads.

const FIELDS = 'id title treeId member { id firstName } photos { id url } celebrationCount celebratedByViewer celebrators { id } viewerCan { update delete celebrate } recordedBy { id }';

/** Whether a user reads an achievement of this person. */
const reads = (who: Who, p: TreePerson) => sees(who, p) && !(who === 'cleo' && p.living);
const reading = (who: Who, p: TreePerson): Expected => (reads(who, p) ? 'OK' : 'NOT_FOUND');
/** Changing one: whoever may change the person (the viewer is told she may only look). */
const changing = (who: Who, p: TreePerson): Expected => (!reads(who, p) ? 'NOT_FOUND' : who === 'cleo' ? 'FORBIDDEN' : 'OK');
/** Recording one: a person the user does not see is a bad input; the viewer is refused. */
const recording = (who: Who, p: TreePerson): Expected => (!sees(who, p) ? 'REFUSED' : who === 'cleo' ? 'FORBIDDEN' : 'OK');

export async function achievementCases(world: World): Promise<Case[]> {
  const { ada } = world.users;
  const em = () => world.app.orm.em.fork();
  const tried = TRIED_PEOPLE.map((key) => world.people[key]);
  const record = async (p: TreePerson, title: string) => {
    const res = await ada.client.gqlUpload<{ recordAchievement: { id: string; photos: { url: string }[] } }>(
      `mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { id photos { url } } }`,
      { i: { memberId: p.id, achievementType: 'award', title, date: '2001', photos: [null] } },
      { 'variables.i.photos.0': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'medal.png' } },
    );
    if (res.errors) throw new Error(`Setup: recording an achievement of ${p.key}: ${JSON.stringify(res.errors)}`);
    return { id: res.data!.recordAchievement.id, photo: res.data!.recordAchievement.photos[0].url, title };
  };
  const made = new Map<string, { id: string; photo: string; title: string }>();
  for (const p of tried) made.set(p.key, await record(p, `Medal of ${p.key} ${world.tag}`));
  const count = async () => Number((await em().execute<{ n: number }[]>('select count(*)::int as n from family_achievements where tree_id = ?', [world.treeId]))[0].n);
  const baseline = await count();
  const drop = (id: string) => em().execute('delete from family_achievements where id = ?', [id]);

  /** Nothing of an achievement the user may not read, in any answer; a refused write saved nothing. */
  const hidden = (who: Who, answer: Answer): Partial<Verdict> => ({
    leaks: tried.filter((p) => !reads(who, p) && answer.text.includes(made.get(p.key)!.title)).map((p) => `shows the achievement of ${p.key}`),
  });
  const unchanged = async (answer: Answer): Promise<Partial<Verdict>> => (answer.outcome !== 'OK' && (await count()) !== baseline ? { leaks: ['the refused write was saved'] } : {});

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    cases.push({
      covers: 'Query.achievements',
      who,
      object: "the tree's achievements",
      expected: who === 'dan' ? 'NOT_FOUND' : 'OK',
      attempt: () => gql(client, `query($t: ID) { achievements(treeId: $t, first: 50) { nodes { ${FIELDS} } } }`, { t: world.treeId }),
      inspect: (answer) => {
        const verdict = hidden(who, answer);
        if (answer.outcome !== 'OK') return verdict;
        const titles = dataOf<{ nodes: { title: string }[] }>(answer, 'achievements').nodes.map((n) => n.title);
        const missing = tried.filter((p) => reads(who, p) && !titles.includes(made.get(p.key)!.title)).map((p) => `leaves out the achievement of ${p.key}`);
        return { ...verdict, wrong: missing };
      },
    });
    for (const p of tried) {
      const on = describePerson(p);
      const achievement = made.get(p.key)!;
      cases.push(
        {
          covers: 'Query.achievement',
          who,
          object: `the achievement of ${on}`,
          expected: reading(who, p),
          attempt: () => gql(client, `query($id: ID!) { achievement(id: $id) { ${FIELDS} } }`, { id: achievement.id }),
          inspect: (answer) => hidden(who, answer),
        },
        {
          covers: 'Query.memberAchievements',
          who,
          object: `the achievements of ${on}`,
          expected: 'OK',
          attempt: () => gql(client, `query($id: ID!) { memberAchievements(memberId: $id) { ${FIELDS} } }`, { id: p.id }),
          inspect: (answer) => {
            const verdict = hidden(who, answer);
            const listed = answer.outcome === 'OK' ? dataOf<{ id: string }[]>(answer, 'memberAchievements').map((a) => a.id) : [];
            return reads(who, p) && !listed.includes(achievement.id) ? { ...verdict, wrong: ['leaves it out'] } : verdict;
          },
        },
        {
          covers: 'GET /uploads/:key',
          who,
          object: `the photo of the achievement of ${on}`,
          expected: reading(who, p),
          attempt: () => rest(client, 'GET', achievement.photo),
        },
        {
          covers: 'Mutation.recordAchievement',
          who,
          object: `an achievement of ${on}`,
          expected: recording(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($i: RecordAchievementInput!) { recordAchievement(input: $i) { ${FIELDS} } }`, { i: { memberId: p.id, achievementType: 'sport', title: `Race of ${p.key}` } }),
          inspect: (answer) => unchanged(answer),
          cleanup: async (answer) => void (answer.outcome === 'OK' && (await drop(dataOf<{ id: string }>(answer, 'recordAchievement').id))),
        },
        {
          covers: 'Mutation.editAchievement',
          who,
          object: `the achievement of ${on}`,
          expected: changing(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($id: ID!) { editAchievement(id: $id, input: { description: "Changed" }) { ${FIELDS} } }`, { id: achievement.id }),
          inspect: async (answer) => {
            const [row] = await em().execute<{ description: string | null }[]>('select description from family_achievements where id = ?', [achievement.id]);
            const saved = row?.description === 'Changed';
            return { ...hidden(who, answer), leaks: [...(hidden(who, answer).leaks ?? []), ...(answer.outcome !== 'OK' && saved ? ['the refused change was saved'] : [])] };
          },
          cleanup: async () => void (await em().execute('update family_achievements set description = null where id = ?', [achievement.id])),
        },
        {
          covers: 'Mutation.celebrateAchievement',
          who,
          object: `the achievement of ${on}`,
          expected: reading(who, p),
          changesTree: false,
          attempt: () => gql(client, `mutation($id: ID!) { celebrateAchievement(id: $id) { ${FIELDS} } }`, { id: achievement.id }),
          inspect: async (answer) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from achievement_celebrations where achievement_id = ? and user_id = ?', [achievement.id, world.users[who].id]);
            return answer.outcome !== 'OK' && Number(row.n) > 0 ? { leaks: ['the refused celebration was saved'] } : hidden(who, answer);
          },
          cleanup: async () => void (await em().execute('delete from achievement_celebrations where achievement_id = ?', [achievement.id])),
        },
        {
          covers: 'Mutation.deleteAchievement',
          who,
          object: `an achievement of ${on}`,
          expected: changing(who, p),
          changesTree: false,
          prepare: async () => ({ id: (await record(p, `Ribbon of ${p.key} ${world.tag}`)).id }),
          attempt: (prepared) => gql(client, 'mutation($id: ID!) { deleteAchievement(id: $id) }', { id: prepared.id }),
          inspect: async (answer, prepared) => {
            const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from family_achievements where id = ?', [prepared.id]);
            if (answer.outcome === 'OK') return Number(row.n) === 0 ? {} : { wrong: ['the achievement is still there'] };
            return Number(row.n) === 1 ? {} : { leaks: ['the refused delete was saved'] };
          },
          cleanup: async (_answer, prepared) => void (await drop(prepared.id)),
        },
      );
    }
  }
  return cases;
}
