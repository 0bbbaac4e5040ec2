import type { TestApp } from '../../test/test-app.ts';
import { PNG_1PX } from '../../test/client.ts';
import { buildUser, connect, INVITE_TO_TREE, shareTree, type Person } from '../../test/factories.ts';
import { must } from '../../test/trees.ts';

// The shared tree the access matrix is played on. Ada owns it: her mother Mara's line (Mara, Ada,
// her sister Sela, Sela's son Nico) is the branch Ben may edit; Mara's mother Greta, Ada's father
// Felix, his mother Hilda and his brother Otto lie outside it. Fay edits the whole tree, Cleo views
// it; Dan is one of Ada's connections with no access at all. Eve, another connection, has an
// invitation she has not answered. Ada's husband Theo, living, is in Ben's branch as the partner of
// one in it; the grandmothers Greta and Hilda were partners, outside it (the timeline's marriages).
// Two users share a name with Otto and Sela, so that connection suggestions ("Matches … in your
// family tree") can be tried. Every name and value carries a random tag, so that finding it in an
// answer means the answer holds it.

export type Who = 'ada' | 'ben' | 'cleo' | 'dan' | 'fay';
export const EVERYONE: Who[] = ['ada', 'fay', 'ben', 'cleo', 'dan'];
export type PersonKey = 'ada' | 'mara' | 'sela' | 'nico' | 'greta' | 'felix' | 'hilda' | 'otto' | 'theo';

export interface TreePerson {
  key: PersonKey;
  id: string;
  firstName: string;
  born: string;
  died: string | null;
  bio: string | null;
  /** The photo's address (/uploads/…), if the person has one. */
  photo: string | null;
  /** Inside Ben's branch (Mara's descendants). */
  inBranch: boolean;
  living: boolean;
}

export interface TreeEdge {
  id: string;
  from: PersonKey;
  to: PersonKey;
  /** Both people are inside Ben's branch. */
  inBranch: boolean;
  /** When the two became partners (partner edges only). */
  since?: string;
}

export interface World {
  app: TestApp;
  tag: string;
  users: Record<Who, Person>;
  eve: Person;
  treeId: string;
  treeName: string;
  people: Record<PersonKey, TreePerson>;
  edges: TreeEdge[];
}

const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Who is added, related to whom, and what is known of them (Ada is her own account's person). */
const FAMILY: { key: Exclude<PersonKey, 'ada' | 'theo'>; type: 'parent' | 'child'; of: PersonKey; born: string; died?: string; photo?: boolean; inBranch: boolean }[] = [
  { key: 'mara', type: 'parent', of: 'ada', born: '1950-02-03', died: '2020-07-08', photo: true, inBranch: true },
  { key: 'felix', type: 'parent', of: 'ada', born: '1948-06-13', died: '2015-08-14', inBranch: false },
  { key: 'sela', type: 'child', of: 'mara', born: '1983-04-05', photo: true, inBranch: true },
  { key: 'nico', type: 'child', of: 'sela', born: '2010-09-10', inBranch: true },
  { key: 'greta', type: 'parent', of: 'mara', born: '1925-01-11', died: '1995-03-12', inBranch: false },
  { key: 'hilda', type: 'parent', of: 'felix', born: '1921-10-15', died: '2000-12-16', photo: true, inBranch: false },
  { key: 'otto', type: 'child', of: 'hilda', born: '1958-11-17', photo: true, inBranch: false },
];

/** Couples, and since when: both partners living and inside Ben's branch, and both deceased outside it. */
const PARTNERS: [PersonKey, PersonKey, 'married' | 'partner', string][] = [
  ['ada', 'theo', 'married', '2008-06-21'],
  ['greta', 'hilda', 'partner', '1950-05-01'],
];

const ADD_PERSON = `mutation($input: AddFamilyMemberInput!) {
  addFamilyMember(input: $input) { member { id profilePictureUrl } relationships { id fromId toId } }
}`;
type Added = { addFamilyMember: { member: { id: string; profilePictureUrl: string | null }; relationships: { id: string; fromId: string; toId: string }[] } };

/** Ada adds a person (with a photo of its own when asked); the answer's member and edges. */
export async function addPerson(ada: Person, input: Record<string, unknown>, photo = false): Promise<Added['addFamilyMember']> {
  const res = photo
    ? await ada.client.gqlUpload<Added>(ADD_PERSON, { input: { ...input, photo: null } }, { 'variables.input.photo': { blob: new Blob([PNG_1PX], { type: 'image/png' }), name: 'photo.png' } })
    : await ada.client.gql<Added>(ADD_PERSON, { input });
  if (res.errors) throw new Error(`Setup: adding ${String(input.firstName)}: ${JSON.stringify(res.errors)}`);
  return res.data!.addFamilyMember;
}

export async function buildWorld(app: TestApp): Promise<World> {
  const tag = letters();
  const surname = `Byron${tag}`;
  const ada = await buildUser(app, { name: `Ada Lovelace${tag}`, dateOfBirth: '1980-05-06' });
  const people = {
    ada: { key: 'ada', id: ada.selfMemberId, firstName: 'Ada', born: '1980-05-06', died: null, bio: null, photo: null, inBranch: true, living: true },
  } as Record<PersonKey, TreePerson>;
  const edges: TreeEdge[] = [];
  for (const spec of FAMILY) {
    const firstName = `${spec.key[0].toUpperCase()}${spec.key.slice(1)}${tag}`;
    const bio = `${firstName} kept bees ${tag}`;
    const facts = { dateOfBirth: spec.born, dateOfDeath: spec.died, isAlive: !spec.died, bio };
    const added = await addPerson(ada, { firstName, lastName: surname, relationshipType: spec.type, relativeId: people[spec.of].id, ...facts }, spec.photo);
    people[spec.key] = { key: spec.key, id: added.member.id, firstName, born: spec.born, died: spec.died ?? null, bio, photo: added.member.profilePictureUrl, inBranch: spec.inBranch, living: !spec.died };
    const [from, to] = spec.type === 'parent' ? [spec.key, spec.of] : [spec.of, spec.key];
    edges.push({ id: added.relationships[0].id, from, to, inBranch: people[from].inBranch && people[to].inBranch });
  }
  const theo = { firstName: `Theo${tag}`, born: '1979-03-14', bio: `Theo${tag} builds boats ${tag}` };
  const added = await addPerson(ada, { firstName: theo.firstName, lastName: surname, treeId: ada.treeId, dateOfBirth: theo.born, bio: theo.bio });
  people.theo = { key: 'theo', id: added.member.id, ...theo, died: null, photo: null, inBranch: true, living: true };
  for (const [from, to, partnerKind, since] of PARTNERS) {
    const [edge] = await must<{ addRelationship: { id: string }[] }>(ada.client, 'mutation($i: AddRelationshipInput!) { addRelationship(input: $i) { id } }', {
      i: { fromId: people[from].id, toId: people[to].id, type: 'spouse', partnerKind, startDate: since },
    }).then((d) => d.addRelationship);
    edges.push({ id: edge.id, from, to, since, inBranch: people[from].inBranch && people[to].inBranch });
  }

  const [ben, cleo, dan, eve] = [await buildUser(app, { name: `Ben Okafor${tag}` }), await buildUser(app, { name: `Cleo Marsh${tag}` }), await buildUser(app, { name: `Dan Reyes${tag}` }), await buildUser(app, { name: `Eve Holt${tag}` })];
  await shareTree(ada, ben, 'editor', { kind: 'descendants', rootId: people.mara.id });
  await shareTree(ada, cleo, 'viewer');
  const fay = await buildUser(app, { name: `Fay Adeyemi${tag}` });
  await shareTree(ada, fay, 'editor');
  await connect(ada, dan);
  await connect(ada, eve);
  await must(ada.client, INVITE_TO_TREE, { i: { treeId: ada.treeId, userId: eve.id, role: 'viewer' } });
  // Registered users who share a name with a person inside Ben's branch and one outside it.
  for (const key of ['sela', 'otto'] as const) await buildUser(app, { name: `${people[key].firstName} ${surname}` });

  const { tree } = await must<{ tree: { name: string } }>(ada.client, 'query($id: ID!) { tree(id: $id) { name } }', { id: ada.treeId });
  return { app, tag, users: { ada, ben, cleo, dan, fay }, eve, treeId: ada.treeId, treeName: tree.name, people, edges };
}

/** The people each matrix row is tried on: inside and outside Ben's branch, living and deceased. */
export const TRIED_PEOPLE: PersonKey[] = ['sela', 'mara', 'otto', 'hilda'];

export const describePerson = (p: TreePerson) => `${p.key} (${p.inBranch ? 'inside' : 'outside'} Ben's branch, ${p.living ? 'living' : 'deceased'})`;

/** Whether a user sees a person at all. */
export const sees = (who: Who, p: Pick<TreePerson, 'inBranch'>) => who === 'ada' || who === 'fay' || who === 'cleo' || (who === 'ben' && p.inBranch);

/**
 * What each user may not see, with what it is: Dan nothing of the tree; Ben nothing of the people
 * and relationships outside his branch; Cleo no living person's dates, bio or photo.
 */
export function secretsOf(world: World, who: Who): Map<string, string> {
  const secrets = new Map<string, string>();
  const everything = (p: TreePerson) => {
    if (p.key !== 'ada') secrets.set(p.firstName, `${p.key}'s name`);
    secrets.set(p.id, `${p.key}'s id`);
    details(p);
  };
  const details = (p: TreePerson) => {
    secrets.set(p.born, `${p.key}'s birth date`);
    if (p.died) secrets.set(p.died, `${p.key}'s death date`);
    if (p.bio) secrets.set(p.bio, `${p.key}'s bio`);
    if (p.photo) secrets.set(p.photo, `${p.key}'s photo`);
  };
  const edge = (e: TreeEdge) => {
    secrets.set(e.id, `the relationship ${e.from}→${e.to}`);
    if (e.since) secrets.set(e.since, `when ${e.from} and ${e.to} became partners`);
  };
  const people = Object.values(world.people);
  if (who === 'dan') {
    people.forEach(everything);
    world.edges.forEach(edge);
    secrets.set(world.treeId, 'the tree id');
    secrets.set(world.treeName, 'the tree name');
  }
  if (who === 'ben') {
    people.filter((p) => !p.inBranch).forEach(everything);
    world.edges.filter((e) => !e.inBranch).forEach(edge);
  }
  if (who === 'cleo') {
    people.filter((p) => p.living).forEach(details);
    // A couple's date is theirs as much as their birthdays: withheld while one of them lives.
    world.edges.filter((e) => e.since && (world.people[e.from].living || world.people[e.to].living)).forEach((e) => secrets.set(e.since!, `when ${e.from} and ${e.to} became partners`));
  }
  return secrets;
}
