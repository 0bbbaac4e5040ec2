import { must } from '../../test/trees.ts';
import { gql, rest, type Answer, type Case, type Expected } from './judge.ts';
import { changing } from './rules.ts';
import { addPerson, describePerson, EVERYONE, TRIED_PEOPLE, type PersonKey, type TreePerson, type Who, type World } from './world.ts';
import { EDGE_FIELDS, MEMBER_FIELDS } from './read-cases.ts';

// Changing people and relationships: each user, on people inside and outside Ben's branch, living
// and deceased. What an allowed change would destroy is made for the case first (a newborn of
// the person tried, or an edge to them), so every case meets the same tree.

const ADD = `mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { member { ${MEMBER_FIELDS} } relationships { ${EDGE_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { ${MEMBER_FIELDS} } }`;
const ADD_EDGE = `mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { ${EDGE_FIELDS} } }`;

export function peopleCases(world: World): Case[] {
  const cases: Case[] = [];
  const client = (who: Who) => world.users[who].client;
  const ada = world.users.ada;
  let n = 0;
  const fresh = () => `Fresh${++n}${world.tag}`;
  /** A new child of `parent` (inside Ben's branch exactly when the parent is), deceased when they are. */
  const child = async (parent: TreePerson, photo = false) => {
    const facts = parent.living ? { dateOfBirth: '2019-01-02' } : { dateOfBirth: '1930-01-02', dateOfDeath: '1999-01-02', isAlive: false };
    const added = await addPerson(ada, { firstName: fresh(), lastName: 'Case', relationshipType: 'child', relativeId: parent.id, ...facts }, photo);
    return { id: added.member.id, edgeId: added.relationships[0].id };
  };

  for (const who of EVERYONE) {
    for (const key of TRIED_PEOPLE) {
      const p = world.people[key];
      const on = describePerson(p);
      const may = changing(who, p);
      cases.push(
        { covers: 'Mutation.addFamilyMember', who, object: `a child of ${on}`, expected: may, attempt: () => gql(client(who), ADD, { input: { firstName: fresh(), lastName: 'Case', relationshipType: 'child', relativeId: p.id } }) },
        { covers: 'Mutation.updateFamilyMember', who, object: `${on}: name and bio`, expected: may, attempt: () => gql(client(who), UPDATE, { id: p.id, input: { firstName: fresh(), bio: 'Rewritten' } }) },
        {
          covers: 'Mutation.updateFamilyMember',
          who,
          object: `${on}: marked ${p.living ? 'deceased' : 'living'}`,
          expected: may,
          attempt: () => gql(client(who), UPDATE, { id: p.id, input: p.living ? { isAlive: false } : { isAlive: true, dateOfDeath: null } }),
        },
        {
          covers: 'Mutation.deleteFamilyMember',
          who,
          object: `a child of ${on}`,
          expected: may,
          prepare: () => child(p),
          attempt: ({ id }) => gql(client(who), 'mutation($id: ID!) { deleteFamilyMember(id: $id) }', { id }),
        },
      );
    }
    for (const key of ['sela', 'otto'] as const) {
      const p = world.people[key];
      cases.push({
        covers: 'Mutation.updateFamilyMember',
        who,
        object: `removing the photo of a child of ${describePerson(p)}`,
        expected: changing(who, p),
        prepare: () => child(p, true),
        attempt: ({ id }) => gql(client(who), UPDATE, { id, input: { removePhoto: true } }),
      });
    }

    // A new person must join the branch of a limited editor: unrelated, or above its top, they would not.
    const outsideTheBranch: Expected = who === 'ada' || who === 'fay' ? 'OK' : who === 'dan' ? 'NOT_FOUND' : who === 'ben' ? 'REFUSED' : 'FORBIDDEN';
    cases.push(
      { covers: 'Mutation.addFamilyMember', who, object: 'an unrelated person in the tree', expected: outsideTheBranch, attempt: () => gql(client(who), ADD, { input: { firstName: fresh(), lastName: 'Case', treeId: world.treeId } }) },
      { covers: 'Mutation.addFamilyMember', who, object: 'a parent of mara (above Ben\'s branch)', expected: outsideTheBranch, attempt: () => gql(client(who), ADD, { input: { firstName: fresh(), lastName: 'Case', relationshipType: 'parent', relativeId: world.people.mara.id } }) },
      {
        covers: 'POST /api/family-members',
        who,
        object: 'an unrelated person in the tree',
        expected: outsideTheBranch,
        attempt: () => rest(client(who), 'POST', '/api/family-members', { first_name: fresh(), last_name: 'Case', tree_id: world.treeId }),
      },
    );

    // Relating two people, and undoing it: both inside Ben's branch, one inside and one out, both outside.
    const pairs: [PersonKey, PersonKey][] = [['nico', 'ada'], ['sela', 'otto'], ['otto', 'greta']];
    for (const [from, to] of pairs) {
      const [a, b] = [world.people[from], world.people[to]];
      const expected = changing(who, { inBranch: a.inBranch && b.inBranch });
      const object = `${describePerson(a)} as cousin of ${describePerson(b)}`;
      const relate = (covers: string, attempt: () => Promise<Answer>): Case => ({ covers, who, object, expected, attempt });
      cases.push(
        relate('Mutation.addRelationship', () => gql(client(who), ADD_EDGE, { input: { fromId: a.id, toId: b.id, type: 'cousin' } })),
        relate('POST /api/relationships', () => rest(client(who), 'POST', '/api/relationships', { from_member_id: a.id, to_member_id: b.id, relationship_type: 'cousin' })),
        {
          covers: 'Mutation.removeRelationship',
          who,
          object: `the edge saying ${object}`,
          expected,
          prepare: async () => ({ id: (await must<{ addRelationship: { id: string }[] }>(ada.client, ADD_EDGE, { input: { fromId: a.id, toId: b.id, type: 'cousin' } })).addRelationship[0].id }),
          attempt: ({ id }) => gql(client(who), 'mutation($id: ID!) { removeRelationship(id: $id) }', { id }),
        },
      );
    }
    // Without the edge to his mother a child of Sela would leave Ben's branch: Ben may not cut it.
    cases.push({
      covers: 'Mutation.removeRelationship',
      who,
      object: "the edge between sela and her child (the child would leave Ben's branch)",
      expected: who === 'ben' ? 'REFUSED' : changing(who, world.people.sela),
      prepare: () => child(world.people.sela),
      attempt: ({ edgeId }) => gql(client(who), 'mutation($id: ID!) { removeRelationship(id: $id) }', { id: edgeId }),
    });
  }
  return cases;
}
