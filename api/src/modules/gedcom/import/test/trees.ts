import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

// Trees for the tests of writing and merging imports, made and counted in plain SQL.

/** A new empty tree (nobody has access to it: the writer does not ask). */
export async function newTree(orm: MikroORM, name = 'Imported'): Promise<string> {
  const id = randomUUID();
  await orm.em.fork().execute(`insert into trees (id, created_at, updated_at, name) values (?, now(), now(), ?)`, [id, name]);
  return id;
}

/** How many rows of each table an import writes are in the tree. */
export async function importCounts(orm: MikroORM, treeId: string): Promise<Record<'members' | 'edges' | 'people' | 'families' | 'others', number>> {
  const [counts] = await orm.em.fork().execute<Record<string, string>[]>(
    `select (select count(*) from family_members where tree_id = ?) as members,
            (select count(*) from family_relationships where tree_id = ?) as edges,
            (select count(*) from gedcom_person_records where tree_id = ?) as people,
            (select count(*) from gedcom_family_records where tree_id = ?) as families,
            (select count(*) from gedcom_other_records where tree_id = ?) as others`,
    [treeId, treeId, treeId, treeId, treeId],
  );
  const count = (name: string) => Number(counts[name]);
  return { members: count('members'), edges: count('edges'), people: count('people'), families: count('families'), others: count('others') };
}
