import pg from 'pg';

// Everyday words stories are made of; one in three stories also tells of the family, one in a
// hundred of the lighthouse.
const WORDS = (
  'the a and of to in was we our my his her they summer winter spring autumn house garden kitchen ' +
  'bread table church school river village city farm road train letter war wedding baby birthday ' +
  'grandmother grandfather mother father uncle aunt cousin brother sister friend neighbour dog horse ' +
  'walked sang cooked wrote remember laughed moved built planted married travelled worked learned ' +
  'morning evening night sunday holiday christmas easter harvest market sea boat bridge mill shop ' +
  'old new long short happy quiet loud cold warm green red blue small big first last every always'
).split(' ');
const RARE = 'lighthouse';
const COMMON = 'family';

/**
 * Writes `count` stories of 100–200 words straight into the table, spread over the given authors
 * (each public, with no circle: readable by the author and their connections). Returns how many
 * the first author may read, and a rare and a common word to look for.
 */
export async function seedStories(databaseUrl: string, authorIds: string[], count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into family_stories (id, created_at, updated_at, author_id, title, content, story_type, event_date, is_public)
       select gen_random_uuid(), now() - make_interval(mins => i), now() - make_interval(mins => i),
         ($1::uuid[])[1 + i % cardinality($1::uuid[])],
         initcap(($2::text[])[1 + i % cardinality($2::text[])] || ' ' || ($2::text[])[1 + (i * 7) % cardinality($2::text[])]) || ' ' || i,
         (select string_agg(($2::text[])[1 + ((i * 7919 + k * 104729) % cardinality($2::text[]))], ' ') from generate_series(1, 100 + i % 101) k)
           || case when i % 3 = 0 then ' ${COMMON}' else '' end || case when i % 100 = 8 then ' ${RARE}' else '' end,
         (array['memory', 'milestone', 'tradition', 'achievement'])[1 + i % 4], date '1950-01-01' + i % 20000, true
       from generate_series(1, $3::int) i`,
      [authorIds, WORDS, count],
    );
    await client.query('analyze family_stories');
    const { rows } = await client.query<{ stories: number; readable: number }>(
      'select count(*)::int as stories, (count(*) filter (where author_id = $1))::int as readable from family_stories',
      [authorIds[0]],
    );
    return { ...rows[0], rareWord: RARE, commonWord: COMMON };
  } finally {
    await client.end();
  }
}
