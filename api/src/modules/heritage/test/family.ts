import type { TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { ADD_RELATIONSHIP, must } from '../../../../test/trees.ts';

/** Who the heritage tests play with, and the people of Lucía's tree by name. */
export interface HeritageFamily {
  /** Owns the tree; her own person is the one whose ancestors are counted. */
  lucia: Person;
  /** Views it: living people's details are hidden from her (the tree's default). */
  vera: Person;
  /** Edits Andrés's branch only (Andrés and his descendants, Lucía among them). */
  bruno: Person;
  /** Knows nobody; has a tree of her own. */
  cleo: Person;
  people: Record<'carmen' | 'andres' | 'manuel' | 'rosa' | 'jose' | 'dolores' | 'ramon' | 'pilar' | 'joaquim' | 'teresa', string>;
}

/** A person added as `relation` of `relative`, with their life and birth place; their id. */
async function add(owner: Person, firstName: string, relation: 'parent' | 'child', relative: string, born: string, died: string | null, birthPlace: string | null) {
  const facts = { dateOfBirth: born, ...(died ? { dateOfDeath: died, isAlive: false } : {}), ...(birthPlace ? { birthPlace } : {}) };
  return (await addMember(owner, firstName, relation, relative, facts)).member.id;
}

/**
 * Lucía's tree, three generations above her. Her mother Carmen (living, born in Vigo) and her father
 * Andrés (born in Lugo); Carmen's parents Manuel (Ourense) and Rosa (Braga, Portugal); Andrés's
 * parents José (Buenos Aires) and Dolores (Lugo, written 'lugo ,galicia, españa'); Manuel's parents
 * Ramón (Santiago de Compostela) and Pilar (no place recorded), Rosa's father Joaquim (Porto).
 * Ramón is Dolores's father too: Carmen and Andrés are cousins, and Ramón stands twice among Lucía's
 * great-grandparents (pedigree collapse). Teresa (Madrid) adopted Andrés: she is his parent, not
 * his forebear by birth. Vera views the tree, Bruno edits Andrés's branch, Cleo is a stranger.
 */
export async function buildHeritageFamily(app: TestApp): Promise<HeritageFamily> {
  const lucia = await buildUser(app, { name: 'Lucía Pardo', dateOfBirth: '1985-04-02' });
  const me = lucia.selfMemberId;
  const carmen = await add(lucia, 'Carmen', 'parent', me, '1958-03-10', null, 'Vigo, Pontevedra, Galicia, España');
  const andres = await add(lucia, 'Andrés', 'parent', me, '1950-01-20', '2010-11-02', 'Lugo, Galicia, España');
  const manuel = await add(lucia, 'Manuel', 'parent', carmen, '1925-06-01', '1990-02-14', 'Ourense, Galicia, España');
  const rosa = await add(lucia, 'Rosa', 'parent', carmen, '1928-08-08', '2001-05-05', 'Braga, Portugal');
  const jose = await add(lucia, 'José', 'parent', andres, '1920-12-24', '1980-07-30', 'Buenos Aires, Argentina');
  const dolores = await add(lucia, 'Dolores', 'parent', andres, '1922-09-15', '2005-01-09', 'lugo ,galicia, españa');
  const ramon = await add(lucia, 'Ramón', 'parent', manuel, '1895-02-02', '1960-10-10', 'Santiago de Compostela, A Coruña, Galicia, España');
  await must(lucia.client, ADD_RELATIONSHIP, { input: { fromId: ramon, toId: dolores, type: 'parent' } });
  const pilar = await add(lucia, 'Pilar', 'parent', manuel, '1898-04-04', '1970-03-03', null);
  const joaquim = await add(lucia, 'Joaquim', 'parent', rosa, '1900-01-01', '1975-12-12', 'Porto, Portugal');
  const teresa = (await addMember(lucia, 'Teresa', 'other', undefined, { dateOfBirth: '1930-05-05', dateOfDeath: '2012-06-06', isAlive: false, birthPlace: 'Madrid, Comunidad de Madrid, España' })).member.id;
  // Adoptive parents come with a GEDCOM import (two of each pedigree), not through the API: written as an import would.
  await app.orm.em.fork().execute(
    `insert into family_relationships (id, created_at, tree_id, from_id, to_id, kind, pedigree) values (gen_random_uuid(), now(), ?, ?, ?, 'parent', 'adopted')`,
    [lucia.treeId, teresa, andres],
  );

  const [vera, bruno, cleo] = await Promise.all(['Vera Viewer', 'Bruno Branch', 'Cleo Stranger'].map((name) => buildUser(app, { name })));
  await shareTree(lucia, vera, 'viewer');
  await shareTree(lucia, bruno, 'editor', { kind: 'descendants', rootId: andres });
  return { lucia, vera, bruno, cleo, people: { carmen, andres, manuel, rosa, jose, dolores, ramon, pilar, joaquim, teresa } };
}
