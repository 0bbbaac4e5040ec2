import pg from 'pg';

/**
 * Writes `count` memories of one user spread over their circles, straight into the tables (no
 * stored objects: the gallery reads rows only). Every tenth is a video with a poster; nine in ten
 * have their two pictures made; one in four tags one to three of `memberIds`. Two memories share
 * each moment, so pages are ordered by their id too. Newest first, a minute apart.
 */
export async function seedMemories(databaseUrl: string, ownerId: string, circleIds: string[], memberIds: string[], count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `create temp table seed on commit drop as
       select i, gen_random_uuid() as file_id, gen_random_uuid() as memory_id, i % 10 = 0 as video,
         now() - make_interval(mins => i / 2) as at, ($1::uuid[])[1 + i % cardinality($1::uuid[])] as circle_id
       from generate_series(1, $2::int) i`,
      [circleIds, count],
    );
    await client.query(
      `insert into stored_files (id, created_at, updated_at, key, owner_id, purpose, status, mime_type, size, width, height, duration_seconds)
       select file_id, at, at, 'memories/bench-' || i, $1::uuid, 'memory', 'ready', case when video then 'video/mp4' else 'image/jpeg' end,
         2000000 + i * 37, 4000, 3000, case when video then 20 + i % 90 end
       from seed`,
      [ownerId],
    );
    await client.query(
      `insert into stored_files (id, created_at, updated_at, key, owner_id, purpose, status, mime_type, size, width, height, parent_id, variant)
       select gen_random_uuid(), at, at, 'memories/bench-' || i || '.' || v || '.webp', $1::uuid, 'derivative', 'ready', 'image/webp', 30000 + i, w, h, file_id, v
       from seed cross join (values ('w400', 400, 300), ('w1600', 1600, 1200)) d(v, w, h) where i % 10 <> 3
       union all
       select gen_random_uuid(), at, at, 'memories/bench-' || i || '.poster', $1::uuid, 'derivative', 'ready', 'image/jpeg', 90000, 1920, 1080, file_id, 'poster'
       from seed where video`,
      [ownerId],
    );
    await client.query(
      `insert into memories (id, created_at, updated_at, title, description, kind, event_date, circle_id, uploaded_by_id, file_id)
       select memory_id, at, at, 'Memory ' || i, case when i % 3 = 0 then 'A day to remember, number ' || i end,
         case when video then 'video' else 'image' end, case when i % 2 = 0 then date '2015-01-01' + i % 3000 end, circle_id, $1::uuid, file_id
       from seed`,
      [ownerId],
    );
    await client.query(
      `insert into photo_tags (id, memory_id, member_id, box_x, box_y, box_width, box_height, tagged_by_id, is_verified, created_at)
       select gen_random_uuid(), memory_id, ($2::uuid[])[1 + (i + k) % cardinality($2::uuid[])], 0.1 + k * 0.25, 0.2, 0.2, 0.3, $1::uuid, k = 0, at
       from seed cross join generate_series(0, 2) k where i % 4 = 0 and k <= i % 3 and k < cardinality($2::uuid[])`,
      [ownerId, memberIds],
    );
    await client.query('commit');
    await client.query('analyze stored_files, memories, photo_tags');
    const { rows } = await client.query<{ memories: number; files: number; tags: number }>(
      'select (select count(*)::int from memories) as memories, (select count(*)::int from stored_files) as files, (select count(*)::int from photo_tags) as tags',
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
