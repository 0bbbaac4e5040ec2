import { buildUser } from '../../test/factories.ts';
import { must } from '../../test/trees.ts';
import { dataOf, gql, type Case, type Expected, type Prepared } from './judge.ts';
import { changing, owning, readingTree, visiblePeople } from './rules.ts';
import { ACCESS_FIELDS, counted, MEMBER_FIELDS, TREE_FIELDS } from './read-cases.ts';
import { describePerson, EVERYONE, TRIED_PEOPLE, type Who, type World } from './world.ts';

// The tree itself, who has access to it, and who its people are: settings, sharing, leaving,
// handing over, and linking people to users, by each user.

const LINK = `mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { ${MEMBER_FIELDS} } }`;
const CREATE_TREE = `mutation($name: String!) { createTree(input: { name: $name }) { ${TREE_FIELDS} } }`;

export function sharingCases(world: World): Case[] {
  const cases: Case[] = [];
  const { app, users } = world;
  const client = (who: Who) => users[who].client;
  const ada = users.ada;
  const tree = { id: world.treeId };
  const storedRows = <T>(sql: string, params: unknown[]) => app.orm.em.fork().execute<T[]>(sql, params);
  const accessOf = async (userId: string) => (await storedRows<{ id: string }>('select id from tree_access where tree_id = ?::uuid and user_id = ?::uuid', [world.treeId, userId]))[0].id;
  const linkTo = (memberId: string, userId: string) => async (): Promise<Prepared> => (await must(ada.client, LINK, { m: memberId, u: userId }), { memberId });
  const seen = (who: Who) => visiblePeople(world, who).length;
  const treeGone = async (id: string) => (await storedRows('select 1 from trees where id = ?::uuid', [id])).length === 0;

  for (const who of EVERYONE) {
    const me = users[who];
    cases.push(
      {
        covers: 'Mutation.createTree',
        who,
        object: 'a tree of their own',
        expected: 'OK',
        changesTree: false,
        attempt: () => gql(client(who), CREATE_TREE, { name: `Spare ${world.tag}` }),
        inspect: (a) => (a.outcome === 'OK' && dataOf<{ viewerRole: string }>(a, 'createTree').viewerRole !== 'owner' ? { wrong: ['not its owner'] } : {}),
        cleanup: async (a) => void (a.outcome === 'OK' && (await storedRows('delete from trees where id = ?::uuid', [dataOf<{ id: string }>(a, 'createTree').id]))),
      },
      { covers: 'Mutation.updateTree', who, object: 'renaming the tree', expected: owning(who), attempt: () => gql(client(who), `mutation($id: ID!) { updateTree(id: $id, input: { name: "Renamed" }) { ${TREE_FIELDS} } }`, tree) },
      {
        covers: 'Mutation.updateTree',
        who,
        object: "showing living people's details to viewers",
        expected: owning(who),
        attempt: () => gql(client(who), `mutation($id: ID!) { updateTree(id: $id, input: { showLivingDetails: true, livingYears: 1 }) { ${TREE_FIELDS} } }`, tree),
      },
      {
        covers: 'Mutation.openTree',
        who,
        object: 'the tree',
        expected: readingTree(who),
        changesTree: false,
        attempt: () => gql(client(who), `mutation($id: ID!) { openTree(id: $id) { ${TREE_FIELDS} } }`, tree),
        inspect: (a) => (a.outcome === 'OK' ? counted('memberCount', dataOf<{ memberCount: number }>(a, 'openTree').memberCount, seen(who)) : {}),
      },
      who === 'ada'
        ? {
            covers: 'Mutation.deleteTree',
            who,
            object: 'a spare tree she owns (deleting hers would end the matrix)',
            expected: 'OK',
            changesTree: false,
            prepare: async () => ({ id: (await must<{ createTree: { id: string } }>(ada.client, CREATE_TREE, { name: `Spare ${world.tag}` })).createTree.id }),
            attempt: ({ id }) => gql(client(who), 'mutation($id: ID!) { deleteTree(id: $id) }', { id }),
            inspect: async (_a, { id }) => ((await treeGone(id)) ? {} : { wrong: ['the tree is still there'] }),
          }
        : { covers: 'Mutation.deleteTree', who, object: 'the tree', expected: owning(who), attempt: () => gql(client(who), 'mutation($id: ID!) { deleteTree(id: $id) }', tree) },
      {
        covers: 'Mutation.inviteToTree',
        who,
        object: who === 'dan' ? 'inviting himself as an editor' : 'inviting Dan as an editor',
        expected: owning(who),
        attempt: () => gql(client(who), `mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { ${ACCESS_FIELDS} } }`, { i: { treeId: world.treeId, userId: users.dan.id, role: 'editor' } }),
      },
      {
        covers: 'Mutation.leaveTree',
        who,
        object: 'the tree',
        expected: who === 'ada' ? 'REFUSED' : readingTree(who),
        attempt: () => gql(client(who), 'mutation($id: ID!) { leaveTree(treeId: $id) }', tree),
      },
      {
        covers: 'Mutation.transferTreeOwnership',
        who,
        object: who === 'ada' ? 'handing the tree to Cleo' : 'taking the tree over',
        expected: owning(who),
        attempt: () => gql(client(who), `mutation($t: ID!, $u: ID!) { transferTreeOwnership(treeId: $t, userId: $u) { ${TREE_FIELDS} } }`, { t: world.treeId, u: who === 'ada' ? users.cleo.id : me.id }),
      },
      {
        covers: 'Mutation.respondToTreeInvitation',
        who,
        object: "accepting Eve's invitation",
        // Nobody but Eve answers it; only the owner sees it is there.
        expected: who === 'ada' ? 'FORBIDDEN' : 'NOT_FOUND',
        prepare: async () => ({ id: await accessOf(world.eve.id) }),
        attempt: ({ id }) => gql(client(who), `mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { ${ACCESS_FIELDS} } }`, { id }),
      },
    );

    // Everyone's access: changed or removed by the owner alone; Eve's invitation is seen by the owner alone.
    const rows: { whose: string; userId: string; change: Record<string, unknown>; invitation?: boolean; owner?: boolean }[] = [
      { whose: "Ben's access (editor of Mara's descendants)", userId: users.ben.id, change: { removeBranch: true } },
      { whose: "Cleo's access (viewer)", userId: users.cleo.id, change: { role: 'editor' } },
      { whose: "Eve's invitation", userId: world.eve.id, change: { role: 'editor' }, invitation: true },
      { whose: "Ada's access (owner)", userId: ada.id, change: { role: 'viewer' }, owner: true },
    ];
    for (const row of rows) {
      const expected: Expected = who === 'dan' ? 'NOT_FOUND' : who === 'ada' ? (row.owner ? 'REFUSED' : 'OK') : row.invitation ? 'NOT_FOUND' : 'FORBIDDEN';
      const prepare = async () => ({ id: await accessOf(row.userId) });
      cases.push(
        { covers: 'Mutation.changeTreeAccess', who, object: row.whose, expected, prepare, attempt: ({ id }) => gql(client(who), `mutation($id: ID!, $i: ChangeTreeAccessInput!) { changeTreeAccess(id: $id, input: $i) { ${ACCESS_FIELDS} } }`, { id, i: row.change }) },
        { covers: 'Mutation.removeTreeAccess', who, object: row.whose, expected, prepare, attempt: ({ id }) => gql(client(who), 'mutation($id: ID!) { removeTreeAccess(id: $id) }', { id }) },
      );
    }

    for (const key of TRIED_PEOPLE) {
      const p = world.people[key];
      const on = describePerson(p);
      const target = who === 'ada' ? world.eve : who === 'ben' ? users.cleo : me;
      cases.push(
        { covers: 'Mutation.linkMemberToUser', who, object: `saying ${on} is ${target === me ? 'them' : 'someone with access'}`, expected: changing(who, p), attempt: () => gql(client(who), LINK, { m: p.id, u: target.id }) },
        {
          covers: 'Mutation.unlinkMember',
          who,
          object: `${on}, said to be Eve`,
          expected: changing(who, p),
          prepare: linkTo(p.id, world.eve.id),
          attempt: () => gql(client(who), `mutation($m: ID!) { unlinkMember(memberId: $m) { ${MEMBER_FIELDS} } }`, { m: p.id }),
        },
        {
          covers: 'Mutation.respondToLink',
          who,
          object: `confirming ${on}, said to be Eve`,
          // A link waiting for an answer exists only for the user it names.
          expected: 'NOT_FOUND',
          prepare: linkTo(p.id, world.eve.id),
          attempt: () => gql(client(who), 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: p.id }),
        },
        {
          covers: 'Mutation.respondToConnectionRequest',
          who,
          object: `accepting a request and saying ${on} is its sender`,
          expected: changing(who, p),
          prepare: async () => {
            const sender = await buildUser(app, { name: `Sender Case${world.tag}` });
            const sent = await must<{ sendConnectionRequest: { id: string } }>(sender.client, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', { i: { toUserId: me.id, relationshipType: 'cousin' } });
            return { requestId: sent.sendConnectionRequest.id };
          },
          attempt: ({ requestId }) => gql(client(who), 'mutation($id: ID!, $m: ID) { respondToConnectionRequest(id: $id, accept: true, memberId: $m) { id status from { id displayName } } }', { id: requestId, m: p.id }),
          // A refused answer accepts nothing either.
          inspect: async (a, { requestId }) => {
            if (a.outcome === 'OK') return {};
            const [{ status }] = await storedRows<{ status: string }>('select status from connection_requests where id = ?::uuid', [requestId]);
            return status === 'pending' ? {} : { wrong: [`the refused request was ${status}`] };
          },
        },
      );
    }
  }

  // Confirming a person said to be oneself: Ben inside his branch, Cleo, and Dan, who still sees nothing of the tree.
  const own: [Who, 'sela' | 'otto'][] = [['ben', 'sela'], ['cleo', 'otto'], ['dan', 'otto']];
  for (const [who, key] of own) {
    const p = world.people[key];
    cases.push({
      covers: 'Mutation.respondToLink',
      who,
      object: `confirming ${describePerson(p)}, said to be them`,
      expected: 'OK',
      prepare: linkTo(p.id, users[who].id),
      attempt: () => gql(client(who), 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: p.id }),
      inspect: async () => {
        if (who !== 'dan') return {};
        const after = [
          await gql(client(who), `query($id: ID!) { familyMember(id: $id) { ${MEMBER_FIELDS} } }`, { id: p.id }),
          await gql(client(who), `query($id: ID!) { tree(id: $id) { ${TREE_FIELDS} } }`, tree),
          await gql(client(who), 'query($t: ID) { familyMembers(treeId: $t) { totalCount nodes { id firstName } } }', { t: world.treeId }),
        ];
        return { leaks: after.filter((a) => a.outcome !== 'NOT_FOUND').map((a) => `once linked, reads the tree: ${a.text.slice(0, 150)}`) };
      },
    });
  }
  cases.push({
    covers: 'Mutation.respondToTreeInvitation',
    who: 'dan',
    object: 'declining his own invitation',
    expected: 'OK',
    prepare: async () => ({ id: (await must<{ inviteToTree: { id: string } }>(ada.client, 'mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }', { i: { treeId: world.treeId, userId: users.dan.id, role: 'viewer' } })).inviteToTree.id }),
    attempt: ({ id }) => gql(client('dan'), `mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: false) { ${ACCESS_FIELDS} } }`, { id }),
    // An invitation names the tree it is to.
    mayShow: () => [world.treeId, world.treeName],
  });
  return cases;
}
