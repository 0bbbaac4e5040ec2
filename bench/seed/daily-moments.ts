import { randomUUID } from 'node:crypto';
import pg from 'pg';

// Daily moments written straight into the tables, for bench and e2e: `families` families (trees),
// each with `members` readers and `days` days before today, every reader answering every day (a
// third with a like from each of the others). The first family is `home`, the given user's own tree,
// whose readers the others join. Prompts come from the catalogue the migrations seeded.

export interface SeededMoments {
  families: number;
  days: number;
  answers: number;
  likes: number;
}

const dayBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export async function seedDailyMoments(dbUrl: string, home: { treeId: string; userId: string }, options: { families: number; members: number; days: number }): Promise<SeededMoments> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const prompts = (await client.query<{ id: string }>('select id from daily_prompts where catalogue_key is not null order by catalogue_key')).rows.map((r) => r.id);
    let answers = 0;
    let likes = 0;
    for (let f = 0; f < options.families; f++) {
      const treeId = f === 0 ? home.treeId : randomUUID();
      const users = Array.from({ length: f === 0 ? options.members - 1 : options.members }, () => randomUUID());
      await client.query('begin');
      if (f > 0) await client.query(`insert into trees (id, created_at, updated_at, name) values ($1, now(), now(), $2)`, [treeId, `Bench family ${f}`]);
      await client.query(
        `insert into users (id, created_at, updated_at, email, first_name, last_name, privacy_settings)
         select u.id, now(), now(), u.id::text || '@bench.example', 'Relative', $2, '{}'::jsonb from unnest($1::uuid[]) as u(id)`,
        [users, `Family${f}`],
      );
      await client.query(
        `insert into tree_access (id, created_at, updated_at, tree_id, user_id, role, status)
         select gen_random_uuid(), now(), now(), $1, u.id, case when u.n = 1 and $3 then 'owner' else 'editor' end, 'active'
         from unnest($2::uuid[]) with ordinality as u(id, n)`,
        [treeId, users, f > 0],
      );
      const readers = f === 0 ? [home.userId, ...users] : users;
      const days = Array.from({ length: options.days }, (_, d) => ({ id: randomUUID(), day: dayBefore(d + 1), prompt: prompts[(f * 7 + d) % prompts.length] }));
      await client.query(
        `insert into daily_moments (id, created_at, updated_at, tree_id, day, prompt_id)
         select d.id, now(), now(), $1, d.day::date, d.prompt from json_to_recordset($2::json) as d(id uuid, day text, prompt uuid)`,
        [treeId, JSON.stringify(days)],
      );
      const rows = days.flatMap((d, di) => readers.map((u, ui) => ({ id: randomUUID(), moment: d.id, prompt: d.prompt, user: u, liked: (di + ui) % 3 === 0, text: `Day ${di + 1}: what ${ui + 1} remembers of the orchard, the long table and the songs.` })));
      await client.query(
        `insert into prompt_responses (id, created_at, updated_at, moment_id, prompt_id, user_id, response, likes)
         select r.id, now(), now(), r.moment, r.prompt, r.usr, r.text, case when r.liked then $2::int else 0 end
         from json_to_recordset($1::json) as r(id uuid, moment uuid, prompt uuid, usr uuid, text text, liked boolean)`,
        [JSON.stringify(rows.map(({ user, ...r }) => ({ ...r, usr: user }))), readers.length - 1],
      );
      const liked = rows.filter((r) => r.liked).flatMap((r) => readers.filter((u) => u !== r.user).map((u) => ({ response: r.id, user: u })));
      await client.query(
        `insert into prompt_response_likes (response_id, user_id, created_at) select l.response, l.usr, now() from json_to_recordset($1::json) as l(response uuid, usr uuid)`,
        [JSON.stringify(liked.map((l) => ({ response: l.response, usr: l.user })))],
      );
      await client.query('commit');
      answers += rows.length;
      likes += liked.length;
    }
    await client.query('analyze daily_moments; analyze prompt_responses; analyze prompt_response_likes; analyze tree_access');
    return { families: options.families, days: options.days, answers, likes };
  } finally {
    await client.end();
  }
}
