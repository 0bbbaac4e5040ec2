import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/db/orm-config.ts';
import { entities } from '../src/modules/entities.ts';
import { withDatabase } from '../src/db/embedded-postgres.ts';

// Trees became shared: data made by the schema before must arrive whole, each user's people and
// relationships in a tree that user owns.

const BEFORE = 'Migration20261124064032_search_location_only';
let orm: MikroORM;
let db: pg.Client;

beforeAll(async () => {
  const serverUrl = process.env.KINFOLK_TEST_PG_URL!;
  const name = `kinfolk_migration_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  orm = await MikroORM.init(ormConfig(url, entities));
  await orm.migrator.up({ to: BEFORE });
  db = new pg.Client({ connectionString: url });
  await db.connect();
});

afterAll(async () => {
  await db.end();
  await orm.close(true);
});

const ada = randomUUID();
const ben = randomUUID();
const [adaSelf, adaMum, adaDad, benSelf, adaInBens, benInAdas, duplicateBen] = Array.from({ length: 7 }, () => randomUUID());

async function seedOldSchema() {
  await db.query(
    `insert into users (id, created_at, updated_at, email, sub, first_name, last_name, role, privacy_settings) values
       ($1::uuid, now() - interval '2 days', now(), 'ada@example.org', $1::text, 'Ada', 'Lovelace', 'admin', '{}'),
       ($2::uuid, now() - interval '1 day', now(), 'ben@example.org', $2::text, 'Ben', null, 'member', '{}')`,
    [ada, ben],
  );
  const member = `insert into family_members (id, created_at, updated_at, owner_id, linked_user_id, first_name, last_name, gender, is_alive, is_self, date_of_birth)
    values ($1, now() - $7::interval, now(), $2, $3, $4, $5, 'other', $6, $8, $9::date)`;
  await db.query(member, [adaSelf, ada, ada, 'Ada', 'Lovelace', true, '3 hours', true, '1815-12-10']);
  await db.query(member, [adaMum, ada, null, 'Anne', 'Milbanke', false, '2 hours', false, null]);
  await db.query(member, [adaDad, ada, null, 'George', 'Byron', false, '2 hours', false, null]);
  await db.query(member, [benInAdas, ada, ben, 'Ben', 'Friend', true, '1 hour', false, null]);
  await db.query(member, [duplicateBen, ada, ben, 'Benjamin', 'Friend', true, '30 minutes', false, null]);
  await db.query(member, [benSelf, ben, ben, 'Ben', '', true, '3 hours', true, null]);
  await db.query(member, [adaInBens, ben, ada, 'Ada', 'Lovelace', true, '1 hour', false, null]);
  const edge = `insert into family_relationships (id, created_at, owner_id, from_id, to_id, kind) values (gen_random_uuid(), now(), $1, $2, $3, $4)`;
  await db.query(edge, [ada, adaMum, adaSelf, 'parent']);
  await db.query(edge, [ada, adaDad, adaSelf, 'parent']);
  await db.query(edge, [ada, adaDad < adaMum ? adaDad : adaMum, adaDad < adaMum ? adaMum : adaDad, 'partner']);
  await db.query(edge, [ben, adaInBens, benSelf, 'cousin']);
  await db.query(
    `insert into activities (id, created_at, updated_at, user_id, kind, summary) values
       (gen_random_uuid(), now() - interval '1 day', now(), $1, 'member_added', 'You added Anne Milbanke to your family tree.'),
       (gen_random_uuid(), now(), now(), $2, 'joined', 'You joined Kinfolk.')`,
    [ada, ben],
  );
}

describe('moving every user’s private tree into a shared tree they own', () => {
  it('keeps every person, relationship and activity entry', async () => {
    await seedOldSchema();
    await orm.migrator.up();

    const trees = await db.query(`select t.id, t.name, a.user_id, a.role, a.status from trees t join tree_access a on a.tree_id = t.id where t.id = any($1) order by t.name`, [[ada, ben]]);
    expect(trees.rows).toEqual([
      { id: ben, name: "Ben's family", user_id: ben, role: 'owner', status: 'active' },
      { id: ada, name: 'The Lovelace family', user_id: ada, role: 'owner', status: 'active' },
    ]);

    const people = await db.query(
      `select id, tree_id, linked_user_id, link_confirmed, mirrors_profile from family_members where tree_id = any($1) order by id`,
      [[ada, ben]],
    );
    const byId = Object.fromEntries(people.rows.map((r) => [r.id, r]));
    expect(people.rows).toHaveLength(7);
    expect(byId[adaSelf]).toMatchObject({ tree_id: ada, linked_user_id: ada, link_confirmed: true, mirrors_profile: true });
    expect(byId[adaMum]).toMatchObject({ tree_id: ada, linked_user_id: null, link_confirmed: false, mirrors_profile: false });
    expect(byId[benInAdas]).toMatchObject({ tree_id: ada, linked_user_id: ben, link_confirmed: true });
    // A user is one person per tree: the later duplicate link is dropped, the person kept.
    expect(byId[duplicateBen]).toMatchObject({ tree_id: ada, linked_user_id: null, link_confirmed: false });
    expect(byId[adaInBens]).toMatchObject({ tree_id: ben, linked_user_id: ada, link_confirmed: true });

    const edges = await db.query(`select tree_id, kind from family_relationships where tree_id = any($1) order by tree_id, kind`, [[ada, ben]]);
    expect(edges.rows.filter((e) => e.tree_id === ada).map((e) => e.kind)).toEqual(['parent', 'parent', 'partner']);
    expect(edges.rows.filter((e) => e.tree_id === ben).map((e) => e.kind)).toEqual(['cousin']);

    const events = await db.query(`select actor_id, verb, tree_id, data->>'summary' as summary from events where actor_id = any($1) order by created_at`, [[ada, ben]]);
    expect(events.rows).toEqual([
      { actor_id: ada, verb: 'member_added', tree_id: null, summary: 'You added Anne Milbanke to your family tree.' },
      { actor_id: ben, verb: 'joined', tree_id: null, summary: 'You joined Kinfolk.' },
    ]);
    const tables = await db.query(`select to_regclass('activities') as activities`);
    expect(tables.rows[0].activities).toBeNull();
  });
});
