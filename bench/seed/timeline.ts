import pg from 'pg';

/**
 * Dates a seeded tree (tree.ts) the way an old family's records are: everyone died 40–89 years
 * after their birth unless that is still to come, and partners married 20–34 years after the younger one's
 * birth. Then writes `stories` stories of the user (every type; a third in one of their circles; two
 * in three tag one or two people; one in five with up to five of `memoryIds` attached, told of days
 * from 1850 on or, one in ten, of none) and `events` family events they organize (some
 * graduations and reunions, some with photos), straight into the tables.
 */
export async function seedTimeline(databaseUrl: string, q: { treeId: string; userId: string; circleIds: string[]; memberIds: string[]; memoryIds: string[]; stories: number; events: number }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select setseed(0.42)');
    await client.query(
      `update family_members set is_alive = false, death_date = to_char(d, 'FMDD MON FMYYYY'), death_earliest = d, death_latest = d
       from (select id as member_id, (birth_earliest + make_interval(years => 40 + (random() * 49)::int, days => (random() * 300)::int))::date as d
             from family_members where tree_id = $1 and birth_earliest is not null) x
       where id = x.member_id and x.d < current_date`,
      [q.treeId],
    );
    await client.query(
      `update family_relationships r set partner_kind = 'married', start_date = x.d
       from (select r2.id as rel_id, (greatest(a.birth_earliest, b.birth_earliest) + make_interval(years => 20 + (random() * 14)::int, days => (random() * 300)::int))::date as d
             from family_relationships r2 join family_members a on a.id = r2.from_id join family_members b on b.id = r2.to_id
             where r2.tree_id = $1 and r2.kind = 'partner') x
       where r.id = x.rel_id and x.d < current_date`,
      [q.treeId],
    );
    await client.query(
      `insert into family_stories (id, created_at, updated_at, author_id, title, content, story_type, event_date, is_public, circle_id)
       select gen_random_uuid(), now() - make_interval(days => i), now(), $1::uuid, 'Story ' || i, 'What happened that day, as it was told, number ' || i || '.',
         (array['memory', 'milestone', 'tradition', 'achievement'])[1 + i % 4],
         case when i % 10 <> 0 then date '1850-01-01' + (random() * 63000)::int end, i % 5 <> 0,
         case when i % 3 = 0 then ($2::uuid[])[1 + i % cardinality($2::uuid[])] end
       from generate_series(1, $3::int) i`,
      [q.userId, q.circleIds, q.stories],
    );
    await client.query(
      `insert into story_tags (story_id, member_id)
       select s.id, ($1::uuid[])[1 + abs(hashtext(s.id::text || k)) % cardinality($1::uuid[])]
       from family_stories s cross join generate_series(0, 1) k
       where s.author_id = $2 and abs(hashtext(s.id::text)) % 3 <> 0 and (k = 0 or abs(hashtext(s.id::text)) % 3 = 2)
       on conflict do nothing`,
      [q.memberIds, q.userId],
    );
    await client.query(
      `insert into story_memories (story_id, memory_id, position)
       select s.id, ($1::uuid[])[1 + (random() * (cardinality($1::uuid[]) - 1))::int], k
       from (select id from family_stories where author_id = $2 and random() < 0.2) s cross join generate_series(0, 4) k
       on conflict do nothing`,
      [q.memoryIds, q.userId],
    );
    await client.query(
      `insert into family_events (id, created_at, updated_at, organizer_id, title, event_type, starts_at, time_zone, all_day, location, is_private)
       select gen_random_uuid(), now(), now(), $1::uuid, 'Family event ' || i, (array['gathering', 'graduation', 'reunion', 'birthday', 'wedding'])[1 + i % 5],
         timestamptz '1990-01-01 12:00Z' + make_interval(days => (random() * 13000)::int), 'Europe/London', i % 2 = 0, 'The old house', i % 7 = 0
       from generate_series(1, $2::int) i`,
      [q.userId, q.events],
    );
    await client.query(
      `insert into family_event_photos (event_id, memory_id, position)
       select e.id, ($1::uuid[])[1 + (random() * (cardinality($1::uuid[]) - 1))::int], k
       from (select id from family_events where organizer_id = $2 and random() < 0.3) e cross join generate_series(0, 5) k
       on conflict do nothing`,
      [q.memoryIds, q.userId],
    );
    await client.query('analyze family_members, family_relationships, family_stories, story_tags, story_memories, family_events, family_event_photos');
    const { rows } = await client.query<{ births: number; deaths: number; marriages: number; memories: number; stories: number; events: number }>(
      `select (select count(*)::int from family_members where tree_id = $1 and birth_earliest is not null) as births,
         (select count(*)::int from family_members where tree_id = $1 and death_earliest is not null) as deaths,
         (select count(*)::int from family_relationships where tree_id = $1 and kind = 'partner' and start_date is not null) as marriages,
         (select count(*)::int from memories where event_date is not null) as memories,
         (select count(*)::int from family_stories) as stories, (select count(*)::int from family_events) as events`,
      [q.treeId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
