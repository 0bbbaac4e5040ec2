import { must } from '../../test/trees.ts';
import { dataOf, gql, type Case } from './judge.ts';
import { changing } from './rules.ts';
import { addPerson, describePerson, EVERYONE, TRIED_PEOPLE, type TreePerson, type Who, type World } from './world.ts';

// Merging two people who are the same person, seeing what a merge would do first, and undoing one:
// each user, on two new children of people inside and outside Ben's branch, living and deceased.
// The preview shows both people side by side with their relatives, so only those who may change
// both see it: Cleo may look at the tree but not merge (FORBIDDEN), Ben finds nobody outside his
// branch (NOT_FOUND), Dan nothing. A merge Ada made is undone only by an editor who sees its people.

const PREVIEW = `query($k: ID!, $m: ID!) { peopleMergePreview(keepId: $k, mergeId: $m) {
  keep { id firstName } merged { id firstName } fields { field keep merged result source }
  relationships { relation person { id firstName } alreadyShared } moves { holding count } blocker } }`;
const MERGE = 'mutation($k: ID!, $m: ID!) { mergePeople(keepId: $k, mergeId: $m) { mergeId person { id firstName otherNames } } }';
const UNDO = 'mutation($id: ID!) { undoPeopleMerge(mergeId: $id) { mergeId person { id firstName } restored { id firstName } } }';

export function mergeCases(world: World): Case[] {
  const cases: Case[] = [];
  const client = (who: Who) => world.users[who].client;
  const ada = world.users.ada;
  let n = 0;
  /** Two new children of `parent`, the same person recorded twice (inside Ben's branch exactly when the parent is). */
  const twins = async (parent: TreePerson) => {
    const facts = parent.living ? { dateOfBirth: '2019-01-02' } : { dateOfBirth: '1930-01-02', dateOfDeath: '1999-01-02', isAlive: false };
    const add = async () => (await addPerson(ada, { firstName: `Twice${++n}${world.tag}`, lastName: 'Case', relationshipType: 'child', relativeId: parent.id, ...facts })).member.id;
    return { keep: await add(), merged: await add() };
  };

  for (const who of EVERYONE) {
    for (const key of TRIED_PEOPLE) {
      const p = world.people[key];
      const on = `two records of one child of ${describePerson(p)}`;
      const may = changing(who, p);
      cases.push(
        {
          covers: 'Query.peopleMergePreview',
          who,
          object: on,
          expected: may,
          prepare: () => twins(p),
          attempt: ({ keep, merged }) => gql(client(who), PREVIEW, { k: keep, m: merged }),
          inspect: (answer) => {
            const told = dataOf<{ moves: unknown[]; relationships: { person: { id: string } }[]; blocker: string | null } | null>(answer, 'peopleMergePreview');
            if (!told) return {};
            const wrong = told.blocker !== null ? [`a blocker for two records of one person: ${told.blocker}`] : [];
            return { wrong: told.relationships.some((r) => r.person.id === p.id) ? wrong : [...wrong, 'the parent both share is not among the relationships'] };
          },
        },
        {
          covers: 'Mutation.mergePeople',
          who,
          object: on,
          expected: may,
          prepare: () => twins(p),
          attempt: ({ keep, merged }) => gql(client(who), MERGE, { k: keep, m: merged }),
        },
        {
          covers: 'Mutation.undoPeopleMerge',
          who,
          object: `Ada's merge of ${on}`,
          expected: may,
          prepare: async () => {
            const { keep, merged } = await twins(p);
            const done = await must<{ mergePeople: { mergeId: string } }>(ada.client, MERGE, { k: keep, m: merged });
            return { mergeId: done.mergePeople.mergeId };
          },
          attempt: ({ mergeId }) => gql(client(who), UNDO, { id: mergeId }),
        },
      );
    }
  }
  return cases;
}
