import { PNG_1PX } from '../../test/client.ts';
import { dataOf, gql, rest, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { EVERYONE, type Who, type World } from './world.ts';

// Daily moments of the tree's family. The family is every user who reads the tree, whatever their
// role or branch: Ada (owner), Fay (editor), Ben (kept to a branch) and Cleo (viewer) get the same
// prompt today, read and like each other's answers and the answer's photo, add prompts to the
// queue; Dan, who has no access, learns nothing of it (NOT_FOUND through every field and the
// photo's URL). Ada answers first, with a photo; nobody likes their own answer, nobody but its
// author deletes or withdraws what they wrote, and nobody skips a prompt someone has answered.

const FAMILY = (who: Who) => who !== 'dan';
const ANSWER = 'id response photoUrl likes likedByViewer author { id } viewerCan { update delete like }';
const MOMENT = `id treeId day prompt { id text } answers { ${ANSWER} } viewerCan { answer skip }`;

export async function momentCases(world: World): Promise<Case[]> {
  const { ada } = world.users;
  const em = () => world.app.orm.em.fork();
  const secret = `Ada's moment ${world.tag}`;
  const today = async () => {
    const res = await ada.client.gql<{ dailyMoment: { id: string } }>('query($t: ID) { dailyMoment(treeId: $t) { id } }', { t: world.treeId });
    if (res.errors) throw new Error(`Setup: today's moment: ${JSON.stringify(res.errors)}`);
    return res.data!.dailyMoment.id;
  };
  const momentId = await today();
  const answerAsAda = async () => {
    const res = await ada.client.gqlUpload<{ answerDailyMoment: { id: string; photoUrl: string } }>(
      `mutation($i: AnswerDailyMomentInput!) { answerDailyMoment(input: $i) { id photoUrl } }`,
      { i: { momentId, response: secret, photo: null } },
      { 'variables.i.photo': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'kitchen.png' } },
    );
    if (res.errors) throw new Error(`Setup: Ada's answer: ${JSON.stringify(res.errors)}`);
    return res.data!.answerDailyMoment;
  };
  const adas = await answerAsAda();
  // The family's prompt stays the prompt of today should the run cross midnight (UTC): before each
  // case it moves to the day it is, and a moment a read made for the new day goes.
  const keepToday = async () => {
    const day = new Date().toISOString().slice(0, 10);
    await em().execute('delete from daily_moments where tree_id = ? and day = ? and id <> ?', [world.treeId, day, momentId]);
    await em().execute('update daily_moments set day = ? where id = ? and day <> ?', [day, momentId, day]);
  };
  const answerCount = async (userId: string) => Number((await em().execute<{ n: number }[]>('select count(*)::int as n from prompt_responses where moment_id = ? and user_id = ?', [momentId, userId]))[0].n);

  /** Nothing of the family's day for someone outside it. */
  const hidden = (who: Who, answer: Answer): Partial<Verdict> => (!FAMILY(who) && answer.text.includes(secret) ? { leaks: ["shows Ada's answer"] } : {});
  const family = (who: Who, ok: Expected = 'OK'): Expected => (FAMILY(who) ? ok : 'NOT_FOUND');

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const me = world.users[who].id;
    cases.push(
      {
        covers: 'Query.dailyMoment',
        who,
        object: "the family's prompt of today",
        expected: family(who),
        attempt: () => gql(client, `query($t: ID) { dailyMoment(treeId: $t) { ${MOMENT} } }`, { t: world.treeId }),
        inspect: (answer) => {
          if (answer.outcome !== 'OK') return hidden(who, answer);
          const moment = dataOf<{ id: string; answers: { response: string }[] }>(answer, 'dailyMoment');
          const wrong = [...(moment.id !== momentId ? ['another prompt than the family’s'] : []), ...(!moment.answers.some((a) => a.response === secret) ? ["leaves out Ada's answer"] : [])];
          return { wrong };
        },
      },
      {
        covers: 'Query.dailyMoments',
        who,
        object: "the family's earlier days",
        expected: family(who),
        attempt: () => gql(client, `query($t: ID!) { dailyMoments(treeId: $t, first: 5) { nodes { ${MOMENT} } hasMore } }`, { t: world.treeId }),
        inspect: (answer) => hidden(who, answer),
      },
      {
        covers: 'Query.momentStreak',
        who,
        object: 'their streak in the family',
        expected: family(who),
        attempt: () => gql(client, 'query($t: ID!) { momentStreak(treeId: $t) }', { t: world.treeId }),
      },
      {
        covers: 'Query.familyPromptQueue',
        who,
        object: "the family's queue of prompts",
        expected: family(who),
        attempt: () => gql(client, 'query($t: ID!) { familyPromptQueue(treeId: $t) { id text author { id } } }', { t: world.treeId }),
      },
      {
        covers: 'Query.momentBook',
        who,
        object: "Ada's book of answers",
        expected: family(who),
        attempt: () => gql(client, `query($t: ID!, $u: ID!) { momentBook(treeId: $t, userId: $u) { treeId treeName author { id } answers { ${ANSWER} } } }`, { t: world.treeId, u: ada.id }),
        inspect: (answer) => hidden(who, answer),
      },
      {
        covers: 'GET /uploads/:key',
        who,
        object: "the photo of Ada's answer",
        expected: family(who),
        attempt: () => rest(client, 'GET', adas.photoUrl),
      },
      {
        covers: 'Mutation.likeMomentAnswer',
        who,
        object: "Ada's answer",
        expected: who === 'ada' ? 'FORBIDDEN' : family(who),
        changesTree: false,
        attempt: () => gql(client, `mutation($id: ID!) { likeMomentAnswer(id: $id) { ${ANSWER} } }`, { id: adas.id }),
        inspect: async (answer) => {
          const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from prompt_response_likes where response_id = ? and user_id = ?', [adas.id, me]);
          return answer.outcome !== 'OK' && Number(row.n) > 0 ? { leaks: ['the refused like was saved'] } : hidden(who, answer);
        },
        cleanup: async () => {
          await em().execute('delete from prompt_response_likes where response_id = ?', [adas.id]);
          await em().execute('update prompt_responses set likes = 0 where id = ?', [adas.id]);
        },
      },
      {
        covers: 'Mutation.skipDailyMoment',
        who,
        object: "today's prompt, already answered",
        expected: family(who, 'REFUSED'),
        changesTree: false,
        attempt: () => gql(client, `mutation($id: ID!) { skipDailyMoment(id: $id) { ${MOMENT} } }`, { id: momentId }),
        inspect: async (answer) => {
          const [row] = await em().execute<{ skipped: boolean }[]>('select skipped_prompt_id is not null as skipped from daily_moments where id = ?', [momentId]);
          return row.skipped ? { leaks: ['the refused skip was saved'] } : hidden(who, answer);
        },
      },
      {
        covers: 'Mutation.addFamilyPrompt',
        who,
        object: "a prompt for the family's queue",
        expected: family(who),
        changesTree: false,
        attempt: () => gql(client, 'mutation($i: AddFamilyPromptInput!) { addFamilyPrompt(input: $i) { id text } }', { i: { treeId: world.treeId, text: `Asked by ${who}` } }),
        inspect: async (answer) => {
          const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from daily_prompts where tree_id = ? and author_id = ?', [world.treeId, me]);
          return answer.outcome !== 'OK' && Number(row.n) > 0 ? { leaks: ['the refused prompt was saved'] } : {};
        },
        cleanup: async () => void (await em().execute('delete from daily_prompts where tree_id = ? and author_id = ? and not exists (select 1 from daily_moments m where m.prompt_id = daily_prompts.id)', [world.treeId, me])),
      },
      {
        covers: 'Mutation.withdrawFamilyPrompt',
        who,
        object: "a prompt Ada added to the queue",
        expected: who === 'ada' ? 'OK' : family(who, 'FORBIDDEN'),
        changesTree: false,
        prepare: async () => {
          const res = await ada.client.gql<{ addFamilyPrompt: { id: string } }>('mutation($i: AddFamilyPromptInput!) { addFamilyPrompt(input: $i) { id } }', { i: { treeId: world.treeId, text: `Ada asks ${world.tag}` } });
          return { id: res.data!.addFamilyPrompt.id };
        },
        attempt: (prepared) => gql(client, 'mutation($id: ID!) { withdrawFamilyPrompt(id: $id) }', { id: prepared.id }),
        inspect: async (answer, prepared) => {
          const [row] = await em().execute<{ active: boolean }[]>('select is_active as active from daily_prompts where id = ?', [prepared.id]);
          return answer.outcome !== 'OK' && !row.active ? { leaks: ['the refused withdrawal was saved'] } : {};
        },
        cleanup: async (_answer, prepared) => void (await em().execute('delete from daily_prompts where id = ?', [prepared.id])),
      },
      {
        covers: 'Mutation.answerDailyMoment',
        who,
        object: "the family's prompt of today",
        expected: family(who),
        changesTree: false,
        attempt: () => gql(client, `mutation($i: AnswerDailyMomentInput!) { answerDailyMoment(input: $i) { ${ANSWER} } }`, { i: { momentId, response: who === 'ada' ? secret : `Answered by ${who}` } }),
        inspect: async (answer) => (answer.outcome !== 'OK' && (await answerCount(me)) > 0 ? { leaks: ['the refused answer was saved'] } : hidden(who, answer)),
        cleanup: async () => void (who !== 'ada' && (await em().execute('delete from prompt_responses where moment_id = ? and user_id = ?', [momentId, me]))),
      },
    );
  }
  // Deleting last, Ada after everyone else: her answer (and its photo) is read by every case before.
  for (const who of [...EVERYONE].reverse()) {
    const client = world.users[who].client;
    cases.push(
      {
        covers: 'Mutation.deleteMomentAnswer',
        who,
        object: "Ada's answer",
        expected: who === 'ada' ? 'OK' : family(who, 'FORBIDDEN'),
        changesTree: false,
        attempt: () => gql(client, 'mutation($id: ID!) { deleteMomentAnswer(id: $id) }', { id: adas.id }),
        inspect: async (answer) => {
          const there = (await answerCount(ada.id)) > 0;
          if (answer.outcome === 'OK') return there ? { wrong: ['the answer is still there'] } : {};
          return there ? {} : { leaks: ['the refused delete was saved'] };
        },
        // Ada's answer comes back for the next user, with the same id.
        cleanup: async () => {
          if ((await answerCount(ada.id)) > 0) return;
          await em().execute(
            `insert into prompt_responses (id, created_at, updated_at, moment_id, prompt_id, user_id, response, likes)
             select ?::uuid, now(), now(), m.id, m.prompt_id, ?::uuid, ?, 0 from daily_moments m where m.id = ?::uuid`,
            [adas.id, ada.id, secret, momentId],
          );
        },
      },
    );
  }
  return cases.map((c) => ({ ...c, prepare: async () => (await keepToday(), (await c.prepare?.()) ?? {}) }));
}
