import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Writes a realistic family tree of about `size` members into one user's tree: founding couples,
 * then generation after generation of 1–4 children per couple, most of whom marry someone from
 * outside the tree. Rows go in with bulk `unnest` inserts. Returns a member in a middle generation
 * (with ancestors and descendants) to centre windows on, and members to relate.
 */
export async function seedTree(databaseUrl: string, treeId: string, selfMemberId: string, size: number, founders = Math.max(2, Math.round(size / 2000))) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const members: { id: string; first: string; last: string; gen: number; gender: string; born: string }[] = [];
  const edges: { from: string; to: string; kind: string }[] = [];
  const FIRST = ['Ada', 'Ben', 'Cora', 'Dan', 'Eva', 'Finn', 'Gwen', 'Hugo', 'Iris', 'Jack', 'Kate', 'Liam', 'Mia', 'Noah', 'Olga', 'Paul'];
  const LAST = ['Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Walker', 'Wright', 'Green', 'Hall', 'Wood', 'King'];
  const person = (gen: number, last?: string) => {
    const m = {
      id: randomUUID(),
      first: FIRST[Math.floor(random() * FIRST.length)],
      last: last ?? LAST[Math.floor(random() * LAST.length)],
      gen,
      gender: random() < 0.5 ? 'female' : 'male',
      // Never after this year: the youngest generations of the deepest trees are born recently.
      born: `${Math.min(1700 + gen * 28 + Math.floor(random() * 10), new Date().getUTCFullYear() - 1)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    };
    members.push(m);
    return m;
  };

  let couples: [string, string, string][] = [];
  for (let i = 0; i < founders; i++) {
    const a = person(0);
    const b = person(0);
    edges.push({ from: a.id < b.id ? a.id : b.id, to: a.id < b.id ? b.id : a.id, kind: 'partner' });
    couples.push([a.id, b.id, a.last]);
  }
  let gen = 0;
  while (members.length < size && couples.length) {
    gen++;
    const next: [string, string, string][] = [];
    for (const [p1, p2, last] of couples) {
      const children = 1 + Math.floor(random() * 4);
      for (let c = 0; c < children && members.length < size; c++) {
        const child = person(gen, last);
        edges.push({ from: p1, to: child.id, kind: 'parent' }, { from: p2, to: child.id, kind: 'parent' });
        if (random() < 0.75 && members.length < size) {
          const spouse = person(gen);
          edges.push({ from: child.id < spouse.id ? child.id : spouse.id, to: child.id < spouse.id ? spouse.id : child.id, kind: 'partner' });
          next.push([child.id, spouse.id, child.last]);
        }
      }
    }
    couples = next;
  }

  for (let i = 0; i < members.length; i += 10_000) {
    const batch = members.slice(i, i + 10_000);
    await client.query(
      // Exact days of birth, kept as the date model writes them ("9 DEC 1906") with their one-day span.
      `insert into family_members (id, created_at, updated_at, tree_id, first_name, last_name, birth_date, birth_earliest, birth_latest, gender, is_alive, mirrors_profile)
       select id, now(), now(), $1, f, l, to_char(b::date, 'FMDD MON FMYYYY'), b::date, b::date, g, true, false
       from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[]) as t(id, f, l, b, g)`,
      [treeId, batch.map((m) => m.id), batch.map((m) => m.first), batch.map((m) => m.last), batch.map((m) => m.born), batch.map((m) => m.gender)],
    );
  }
  // The owner's own member joins the tree as a child of a couple in the middle generation.
  const middle = Math.max(1, Math.floor(gen / 2));
  const genOf = new Map(members.map((m) => [m.id, m.gen]));
  const parentsOfSelf = edges.filter((e) => e.kind === 'parent' && genOf.get(e.to) === middle).slice(0, 2);
  for (const e of parentsOfSelf) edges.push({ from: e.from, to: selfMemberId, kind: 'parent' });
  for (let i = 0; i < edges.length; i += 20_000) {
    const batch = edges.slice(i, i + 20_000);
    await client.query(
      `insert into family_relationships (id, created_at, tree_id, from_id, to_id, kind)
       select gen_random_uuid(), now(), $1, f, t, k from unnest($2::uuid[], $3::uuid[], $4::text[]) as x(f, t, k)
       on conflict do nothing`,
      [treeId, batch.map((e) => e.from), batch.map((e) => e.to), batch.map((e) => e.kind)],
    );
  }
  await client.query('analyze family_members; analyze family_relationships');
  await client.end();

  const inGen = (g: number) => members.filter((m) => m.gen === g);
  const hasChildren = new Set(edges.filter((e) => e.kind === 'parent').map((e) => e.from));
  const focus = inGen(middle).find((m) => hasChildren.has(m.id)) ?? inGen(middle)[0];
  const deep = members.filter((m) => m.gen >= gen - 1);
  return { memberCount: members.length + 1, edgeCount: edges.length, generations: gen + 1, focusId: focus.id, founderId: members[0].id, deepMemberIds: deep.map((m) => m.id) };
}
