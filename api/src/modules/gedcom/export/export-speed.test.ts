/**
 * @long a large tree exported
 */
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildUser } from '../../../../test/factories.ts';
import { countStatements } from '../../../../test/statements.ts';
import { exportTree } from './export-tree.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const PEOPLE = 100_000;

/**
 * A tree of PEOPLE people written straight into the tables: couples (1, 2), (3, 4) …, each with
 * about three children among the later people, so every person past the first two has two parents.
 * Checks and triggers are off for the load (the rows are consistent by construction).
 */
async function bigTree(treeId: string) {
  const id = (n: string) => `md5(?::text || ':' || ${n})::uuid`;
  await app.orm.em.fork().transactional(async (em) => {
    await em.execute(`set local session_replication_role = replica`);
    await em.execute(
      `insert into family_members (id, created_at, updated_at, tree_id, first_name, last_name, birth_date, birth_earliest, birth_latest, birth_place,
         death_date, gender, is_alive, link_confirmed, mirrors_profile, other_names)
       select ${id('g')}, now() + g * interval '1 microsecond', now(), ?::uuid, 'Given' || g, 'Family' || (g % 997),
         (1 + g % 28) || ' MAR ' || (1700 + g % 300), make_date(1700 + g % 300, 3, 1 + g % 28), make_date(1700 + g % 300, 3, 1 + g % 28), 'Town ' || (g % 500),
         case when g % 3 = 0 then '1990' end, case when g % 2 = 0 then 'female' else 'male' end, g % 3 <> 0, false, false, '{}'
       from generate_series(1, ${PEOPLE}) g`,
      [treeId, treeId],
    );
    await em.execute(
      `insert into family_relationships (id, created_at, tree_id, from_id, to_id, kind, partner_kind, start_date)
       select gen_random_uuid(), now(), ?::uuid, least(a, b), greatest(a, b), 'partner', 'married', make_date(1720 + k % 280, 6, 1)
       from generate_series(1, ${PEOPLE / 2}) k cross join lateral (select ${id('(2 * k - 1)')} as a, ${id('(2 * k)')} as b) p`,
      [treeId, treeId, treeId],
    );
    await em.execute(
      `insert into family_relationships (id, created_at, tree_id, from_id, to_id, kind)
       select gen_random_uuid(), now(), ?::uuid, ${id('(2 * (g / 3) - 1 + s)')}, ${id('g')}, 'parent'
       from generate_series(3, ${PEOPLE}) g cross join generate_series(0, 1) s`,
      [treeId, treeId, treeId],
    );
  });
}

/** People the export reads per statement (export-tree.ts). */
const BATCH = 5_000;

// Counted in SQL statements, not seconds: the export reads its people a batch at a time through a
// cursor, so a tree of 100,000 costs one statement per batch more than a tree of one, and reading
// anything per person would show here as thousands. How fast it goes is measured by
// `npm run bench:gedcom` (the README's figures); a tree this size also ends within the test's time
// only if nothing grows faster than the tree.
test(`exports ${PEOPLE.toLocaleString('en')} people in a statement per batch of ${BATCH.toLocaleString('en')}`, async () => {
  const owner = await buildUser(app, { name: 'Bea Big' });
  await bigTree(owner.treeId);
  // As after any large write: the rows' visibility is settled and the planner knows the tables.
  await app.orm.em.fork().execute('vacuum (analyze) family_members, family_relationships');
  const small = await buildUser(app, { name: 'Wes Warm' });
  const statements = await countStatements(app.orm);
  const chunks: string[] = [];
  let one, all;
  try {
    one = await statements.sentBy(() => exportTree(app.orm.em.fork(), { id: small.id }, small.treeId, { version: '5.5.1' }, () => {}));
    all = await statements.sentBy(() => exportTree(app.orm.em.fork(), { id: owner.id }, owner.treeId, { version: '5.5.1' }, (chunk) => void chunks.push(chunk)));
  } finally {
    statements.stop();
  }
  expect(one.result.counts.people).toBe(1);
  const { counts } = all.result;
  expect(counts.people).toBe(PEOPLE + 1);
  expect(counts.families).toBe(PEOPLE / 2);
  const text = chunks.join('');
  expect(text.match(/^0 @I\d+@ INDI$/gm)).toHaveLength(PEOPLE + 1);
  expect(text.match(/^1 CHIL /gm)).toHaveLength(PEOPLE - 2);
  expect(one.statements).toBeGreaterThan(0);
  expect(all.statements).toBeGreaterThan(one.statements);
  expect(all.statements).toBeLessThanOrEqual(one.statements + Math.ceil((PEOPLE + 1) / BATCH));
});
