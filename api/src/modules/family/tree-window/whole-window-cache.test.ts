import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { TestClient } from '../../../../test/client.ts';
import { countStatements } from '../../../../test/statements.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { loadConfig } from '../../../config.ts';
import { PREPARED_WINDOWS_PER_TREE, storePreparedWindow } from './prepared-window.repository.ts';
import { preparedWindowsSaved, SMALLEST_KEPT_WINDOW, sharedWindow, type KeptWindow } from './whole-window-cache.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const COLUMNS = 'query($t: ID, $f: ID, $down: Int! = 3) { familyTreeColumns(treeId: $t, focusId: $f, generationsUp: 0, generationsDown: $down) { size columns } }';
type Columns = { familyTreeColumns: { size: number; columns: { people: { ids: string[]; firstNames: string[]; births: (string | null)[]; detailsHidden: boolean[] } } } };

/** Gives the person 40 children and each child enough children that the window is large enough to be kept. */
async function largeFamilyUnder(person: Person) {
  const perChild = Math.ceil(SMALLEST_KEPT_WINDOW / 40);
  await app.orm.em.getConnection().execute(
    `with children as (
       insert into family_members (id, created_at, updated_at, tree_id, first_name, last_name, gender, is_alive, mirrors_profile, birth_date, birth_earliest, birth_latest)
       select gen_random_uuid(), now(), now(), ?, 'Child' || n, 'Large', 'female', true, false, '1990', '1990-01-01', '1990-12-31' from generate_series(1, 40) n
       returning id),
     child_links as (insert into family_relationships (id, created_at, tree_id, from_id, to_id, kind) select gen_random_uuid(), now(), ?, ?, id, 'parent' from children),
     grandchildren as (
       insert into family_members (id, created_at, updated_at, tree_id, first_name, last_name, gender, is_alive, mirrors_profile)
       select gen_random_uuid(), now(), now(), ?, 'Grandchild', 'Large', 'male', true, false from children, generate_series(1, ?)
       returning id)
     select count(*) from grandchildren`,
    [person.treeId, person.treeId, person.selfMemberId, person.treeId, perChild],
  );
  // Each grandchild under one of the children, in turn.
  await app.orm.em.getConnection().execute(
    `insert into family_relationships (id, created_at, tree_id, from_id, to_id, kind)
     select gen_random_uuid(), now(), ?, c.id, g.id, 'parent'
     from (select id, row_number() over (order by id) - 1 as n from family_members where tree_id = ? and first_name = 'Grandchild') g
     join (select id, row_number() over (order by id) - 1 as n from family_members where tree_id = ? and first_name like 'Child%') c on c.n = g.n % 40`,
    [person.treeId, person.treeId, person.treeId],
  );
  // As after any bulk load (an import does the same): the planner learns the tables' new sizes.
  await app.orm.em.getConnection().execute('analyze family_members; analyze family_relationships');
}

const read = (person: Person, vars?: Record<string, string>) => must<Columns>(person.client, COLUMNS, vars);

describe('whole windows of large trees kept by revision', () => {
  let ada: Person;
  beforeAll(async () => {
    ada = await buildUser(app, { name: 'Ada Large' });
    await largeFamilyUnder(ada);
  });

  it('answers the same window again, and the change as soon as one is made through the app', async () => {
    const first = await read(ada);
    expect(first.familyTreeColumns.size).toBeGreaterThanOrEqual(SMALLEST_KEPT_WINDOW);
    expect(await read(ada)).toEqual(first);

    const added = await addMember(ada, 'Newborn', 'child');
    const after = await read(ada);
    expect(after.familyTreeColumns.size).toBe(first.familyTreeColumns.size + 1);
    expect(after.familyTreeColumns.columns.people.ids).toContain(added.member.id);
  });

  it('sees a change made to the database directly, not only through the app', async () => {
    const before = await read(ada);
    await app.orm.em.getConnection().execute(`update family_members set first_name = 'Renamed' where tree_id = ? and first_name = 'Child1'`, [ada.treeId]);
    const after = await read(ada);
    expect(after.familyTreeColumns.columns.people.firstNames).toContain('Renamed');
    expect(before.familyTreeColumns.columns.people.firstNames).not.toContain('Renamed');
    await app.orm.em.getConnection().execute(`delete from family_relationships where tree_id = ? and to_id in (select id from family_members where first_name = 'Renamed')`, [ada.treeId]);
    expect((await read(ada)).familyTreeColumns.columns.people.firstNames).not.toContain('Renamed');
  });

  it("gives another viewer the kept window with their own privacy, and a branch-limited viewer only their branch", async () => {
    const owners = await read(ada);
    expect(owners.familyTreeColumns.columns.people.births).toContain('1990');
    const cleo = await buildUser(app, { name: 'Cleo Large' });
    await shareTree(ada, cleo, 'viewer');
    const vars = { t: ada.treeId, f: ada.selfMemberId };
    const theirs = (await read(cleo, vars)).familyTreeColumns;
    expect(theirs.size).toBe(owners.familyTreeColumns.size);
    // Living people's dates are withheld from viewers (the tree's default), whoever read the window first.
    expect(theirs.columns.people.births.filter(Boolean)).toEqual([]);

    const firstChild = owners.familyTreeColumns.columns.people.ids[owners.familyTreeColumns.columns.people.firstNames.indexOf('Child2')];
    const ben = await buildUser(app, { name: 'Ben Branch' });
    await shareTree(ada, ben, 'editor', { kind: 'descendants', rootId: firstChild });
    const branch = (await read(ben, { t: ada.treeId, f: firstChild })).familyTreeColumns;
    expect(branch.size).toBe(1 + Math.ceil(SMALLEST_KEPT_WINDOW / 40));

    // A stranger is told the tree does not exist, kept window or not.
    const stranger = await buildUser(app, { name: 'Stranger Large' });
    const refused = await stranger.client.gql(COLUMNS, vars);
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('whole windows kept in the database, for every server and after a restart', () => {
  let zoe: Person;
  let other: TestApp;
  let elsewhere: TestClient;
  const sql = <T>(text: string, params: unknown[]) => app.orm.em.getConnection().execute<T[]>(text, params);
  const kept = () => sql<{ key: string; revision: string; tree_revision: string; people: number }>(
    'select p.key, p.revision::text as revision, t.revision::text as tree_revision, p.people from prepared_tree_windows p join trees t on t.id = p.tree_id where p.tree_id = ? order by p.key',
    [zoe.treeId],
  );
  /** The window read through the other server, and whether that server walked the tree for it. */
  const readElsewhere = async (vars: Record<string, unknown> = {}) => {
    const counter = await countStatements(other.orm);
    try {
      const { texts, result } = await counter.during(() => must<Columns>(elsewhere, COLUMNS, vars));
      return { answer: result, walked: texts.some((text) => /with recursive/i.test(text)) };
    } finally {
      counter.stop();
    }
  };

  beforeAll(async () => {
    zoe = await buildUser(app, { name: 'Zoe Prepared' });
    await largeFamilyUnder(zoe);
    // A second server on the same database, with nothing in its memory (as another server, or this one restarted).
    other = await startTestApp();
    elsewhere = new TestClient(other.url);
    for (const [name, value] of zoe.client.cookies) elsewhere.cookies.set(name, value);
  });
  afterAll(() => other?.close());

  it('answers another server the window one server read, without walking the tree again, until the tree changes', async () => {
    const first = await read(zoe);
    await preparedWindowsSaved();
    const [row] = await kept();
    expect(row).toMatchObject({ people: first.familyTreeColumns.size });
    expect(row.revision).toBe(row.tree_revision);

    const again = await readElsewhere();
    expect(again.answer).toEqual(first);
    expect(again.walked).toBe(false);

    // A change moves the tree's revision on: the kept window is not used, and the new one replaces it.
    const added = await addMember(zoe, 'Latecomer', 'child');
    // The change lets go of the kept window at once: it can never be served again.
    expect(await kept()).toEqual([]);
    // A window read before the change and saved after it is not kept.
    await storePreparedWindow(app.orm.em.fork(), zoe.treeId, `default-for:${zoe.id}:0:3`, Number(row.revision), first.familyTreeColumns.columns as never);
    expect(await kept()).toEqual([]);
    const changed = await readElsewhere();
    expect(changed.walked).toBe(true);
    expect(changed.answer.familyTreeColumns.columns.people.ids).toContain(added.member.id);
    await preparedWindowsSaved();
    const [replaced] = await kept();
    expect(replaced.revision).toBe(replaced.tree_revision);
    expect(replaced.people).toBe(first.familyTreeColumns.size + 1);
  });

  it('reads a small tree in three statements (the session, the grant, the window) without asking for a copy it never keeps', async () => {
    const small = await buildUser(app, { name: 'Sam Small' });
    await addMember(small, 'Tiny', 'child');
    for (const cookie of small.client.cookies) elsewhere.cookies.set(...cookie);
    const counter = await countStatements(other.orm);
    try {
      const { texts, result } = await counter.during(() => must<Columns>(elsewhere, COLUMNS));
      expect(result.familyTreeColumns.size).toBe(2);
      expect(texts).toHaveLength(3);
      expect(texts.filter((text) => /^select body from prepared_tree_windows/i.test(text))).toEqual([]);
    } finally {
      counter.stop();
      for (const cookie of zoe.client.cookies) elsewhere.cookies.set(...cookie);
    }
  });

  it('keeps only the few windows of a tree most recently prepared', async () => {
    for (const down of [4, 5, 6, 7]) {
      await readElsewhere({ down: down });
      await preparedWindowsSaved();
    }
    expect((await kept()).map((k) => k.key)).toEqual([4, 5, 6, 7].map((down) => `default-for:${zoe.id}:0:${down}`).slice(-PREPARED_WINDOWS_PER_TREE));
  });
});

describe('reading a whole window once for everyone asking', () => {
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_SIGN_IN: 'true' }), windowCachePeople: 10 * SMALLEST_KEPT_WINDOW };
  const windowOf = (people: number) => ({ focusId: 'f', hasMoreAbove: false, hasMoreBelow: false, people: { ids: Array.from({ length: people }, (_, i) => `p${i}`) } }) as unknown as KeptWindow;

  it('reads it once when requests come together, and keeps a large one for the next', async () => {
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return windowOf(SMALLEST_KEPT_WINDOW);
    };
    const answers = await Promise.all([1, 2, 3].map(() => sharedWindow(config, 'large', read)));
    expect(reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await sharedWindow(config, 'large', read);
    expect(reads).toBe(1);
  });

  it('reads a small window again each time, and a failed reading again on the next request', async () => {
    let reads = 0;
    await sharedWindow(config, 'small', async () => (reads++, windowOf(10)));
    await sharedWindow(config, 'small', async () => (reads++, windowOf(10)));
    expect(reads).toBe(2);
    const failing = Promise.all([1, 2].map(() => sharedWindow(config, 'failing', async () => (reads++, Promise.reject(new Error('database gone'))))));
    await expect(failing).rejects.toThrow('database gone');
    expect(reads).toBe(3);
    expect(await sharedWindow(config, 'failing', async () => (reads++, windowOf(SMALLEST_KEPT_WINDOW)))).toBeTruthy();
    expect(reads).toBe(4);
  });
});
