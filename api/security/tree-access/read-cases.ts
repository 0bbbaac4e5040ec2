import { dataOf, gql, rest, treePage, type Answer, type Case, type Verdict } from './judge.ts';
import { reading, readingTree, visibleEdges, visiblePeople } from './rules.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type TreePerson, type Who, type World } from './world.ts';

// Reading: every query that shows people, relationships or trees, by each user, on each person.

export const MEMBER_FIELDS = `id firstName lastName fullName dateOfBirth dateOfDeath birth { value text earliest latest } death { value } birthPlace deathPlace profilePictureUrl bio gender isAlive isLiving detailsHidden isSelf treeId
  linkedUserId linkedUser { id displayName } linkConfirmed mirrorsProfile viewerCan { update rename relate delete link confirmLink }`;
export const EDGE_FIELDS = 'id kind fromId toId partnerKind startDate endDate viewerCan { delete }';
export const ACCESS_FIELDS = 'id treeId treeName user { id displayName } role status branch { kind rootId rootName steps } invitedBy { id } createdAt viewerCan { change respond }';
export const TREE_FIELDS = `id name viewerRole viewerBranch { kind rootId rootName steps } livingYears showLivingDetails owner { id displayName } memberCount
  access { ${ACCESS_FIELDS} } viewerCan { edit share configure delete leave } createdAt`;
const WINDOW_FIELDS = `treeId focusId hasMoreAbove hasMoreBelow edges { ${EDGE_FIELDS} }
  nodes { id generation firstName lastName dateOfBirth dateOfDeath birth { value } death { value } gender isAlive isLiving detailsHidden isSelf profilePictureUrl }`;

type Shown = { id: string; dateOfBirth: string | null; birth?: unknown; birthPlace?: string | null; bio?: string | null; profilePictureUrl: string | null; detailsHidden: boolean; isLiving: boolean };

/** Living people are shown to the viewer Cleo without dates, bio or photo, and say so; nobody else has them withheld. */
export function withheldDetails(world: World, who: Who, shown: Shown[]): Partial<Verdict> {
  const leaks: string[] = [];
  const wrong: string[] = [];
  for (const s of shown) {
    const p = Object.values(world.people).find((x) => x.id === s.id);
    if (!p) continue;
    const hidden = who === 'cleo' && p.living;
    if (hidden && (s.dateOfBirth || s.birth || s.birthPlace || s.bio || s.profilePictureUrl)) leaks.push(`${p.key}'s details shown to a viewer`);
    if (s.detailsHidden !== hidden) wrong.push(`${p.key}: detailsHidden ${s.detailsHidden}`);
    if (s.isLiving !== p.living) wrong.push(`${p.key}: isLiving ${s.isLiving}`);
  }
  return { leaks, wrong };
}

/** A count the user is told must be what they see: more tells of people hidden from them. */
export function counted(what: string, told: number | undefined, expected: number): Partial<Verdict> {
  if (told === undefined) return { wrong: [`no ${what}`] };
  if (told > expected) return { leaks: [`${what} ${told}, but the user sees ${expected}`] };
  return told < expected ? { wrong: [`${what} ${told} instead of ${expected}`] } : {};
}

const merge = (...parts: Partial<Verdict>[]): Partial<Verdict> => ({ leaks: parts.flatMap((p) => p.leaks ?? []), wrong: parts.flatMap((p) => p.wrong ?? []) });
const served = (answer: Answer, check: () => Partial<Verdict>) => (answer.outcome === 'OK' ? check() : {});

export function readCases(world: World): Case[] {
  const cases: Case[] = [];
  const client = (who: Who) => world.users[who].client;
  const tree = { id: world.treeId };
  const add = (covers: string, who: Who, object: string, expected: Case['expected'], attempt: () => Promise<Answer>, inspect?: (answer: Answer) => Partial<Verdict>) =>
    cases.push({ covers, who, object, expected, attempt, inspect: inspect && ((answer) => served(answer, () => inspect(answer))) });

  for (const who of EVERYONE) {
    const people = visiblePeople(world, who).length;
    const edges = visibleEdges(world, who).length;
    for (const key of TRIED_PEOPLE) {
      const p = world.people[key];
      add('Query.familyMember', who, describePerson(p), reading(who, p), () => gql(client(who), `query($id: ID!) { familyMember(id: $id) { ${MEMBER_FIELDS} } }`, { id: p.id }), (a) =>
        withheldDetails(world, who, [dataOf<Shown>(a, 'familyMember')]),
      );
      // The tree screen's page carries the near generations the chart draws first, read as familyTree is.
      add('GET /family-tree', who, `the tree page around ${describePerson(p)}`, reading(who, p), () => treePage(client(who), `/family-tree?tree=${world.treeId}&focus=${p.id}&up=3&down=3`), (a) =>
        withheldDetails(world, who, dataOf<{ nodes: Shown[] }>(a, 'familyTree').nodes),
      );
      add('Query.relationships', who, describePerson(p), reading(who, p), () => gql(client(who), `query($id: ID!) { relationships(memberId: $id) { ${EDGE_FIELDS} } }`, { id: p.id }));
      add('Query.familyTree', who, `the tree around ${describePerson(p)}`, reading(who, p), () => gql(client(who), `query($t: ID, $f: ID) { familyTree(treeId: $t, focusId: $f, generationsUp: 3, generationsDown: 3) { ${WINDOW_FIELDS} } }`, { t: world.treeId, f: p.id }), (a) =>
        withheldDetails(world, who, dataOf<{ nodes: Shown[] }>(a, 'familyTree').nodes),
      );
    }
    add('Query.familyTree', who, 'the tree, centred where the server chooses', readingTree(who), () => gql(client(who), `query($t: ID) { familyTree(treeId: $t) { ${WINDOW_FIELDS} } }`, { t: world.treeId }), (a) =>
      withheldDetails(world, who, dataOf<{ nodes: Shown[] }>(a, 'familyTree').nodes),
    );
    // Mara's mother is outside Ben's branch: for him nothing lies above Mara.
    add('Query.familyTree', who, 'whether anyone lies above mara (the top of Ben\'s branch)', reading(who, world.people.mara), () =>
      gql(client(who), `query($t: ID, $f: ID) { familyTree(treeId: $t, focusId: $f, generationsUp: 0, generationsDown: 0) { ${WINDOW_FIELDS} } }`, { t: world.treeId, f: world.people.mara.id }), (a) =>
      dataOf<{ hasMoreAbove: boolean }>(a, 'familyTree').hasMoreAbove === (who !== 'ben') ? {} : who === 'ben' ? { leaks: ['tells that mara has parents'] } : { wrong: ['hasMoreAbove false'] },
    );
    const pairs: [TreePerson, TreePerson][] = [[world.people.sela, world.people.nico], [world.people.sela, world.people.otto], [world.people.otto, world.people.hilda], [world.people.ada, world.people.felix]];
    for (const [from, to] of pairs) {
      add('Query.relationshipBetween', who, `how ${describePerson(from)} and ${describePerson(to)} are related`, sees(who, from) && sees(who, to) ? 'OK' : 'NOT_FOUND', () =>
        gql(client(who), `query($f: ID!, $t: ID!) { relationshipBetween(fromId: $f, toId: $t) { description relation related path { via member { ${MEMBER_FIELDS} } } } }`, { f: from.id, t: to.id }), (a) =>
        withheldDetails(world, who, dataOf<{ path: { member: Shown }[] }>(a, 'relationshipBetween').path.map((s) => s.member)),
      );
    }
    add('Query.familyTreeColumns', who, 'the whole tree in columns', readingTree(who), () =>
      gql(client(who), 'query($t: ID) { familyTreeColumns(treeId: $t, generationsUp: 30, generationsDown: 30) { treeId size columns } }', { t: world.treeId }), (a) => {
        const { columns } = dataOf<{ columns: { people: { ids: string[]; births: (string | null)[]; photoUrls: (string | null)[]; detailsHidden: boolean[]; isLiving: boolean[] } } }>(a, 'familyTreeColumns');
        const c = columns.people;
        const shown: Shown[] = c.ids.map((id, i) => ({ id, dateOfBirth: null, birth: c.births[i], profilePictureUrl: c.photoUrls[i], detailsHidden: c.detailsHidden[i], isLiving: c.isLiving[i] }));
        const strangers = c.ids.filter((id) => !visiblePeople(world, who).some((p) => p.id === id));
        return merge({ leaks: strangers.map((id) => `lists ${Object.values(world.people).find((p) => p.id === id)?.key ?? 'someone'} outside what they see`) }, withheldDetails(world, who, shown));
      },
    );
    add('Query.unplacedMembers', who, 'the people of the tree related to no one they see', readingTree(who), () =>
      gql(client(who), `query($t: ID!) { unplacedMembers(treeId: $t) { ${MEMBER_FIELDS} } }`, { t: world.treeId }), (a) => {
        const listed = dataOf<Shown[]>(a, 'unplacedMembers');
        const strangers = listed.filter((m) => !visiblePeople(world, who).some((p) => p.id === m.id));
        return merge({ leaks: strangers.map((m) => `lists ${m.id} outside what they see`) }, withheldDetails(world, who, listed));
      },
    );
    add('Query.familyMembers', who, 'the people of the tree', readingTree(who), () => gql(client(who), `query($t: ID) { familyMembers(treeId: $t, first: 50) { totalCount nodes { ${MEMBER_FIELDS} } } }`, { t: world.treeId }), (a) => {
      const page = dataOf<{ totalCount: number; nodes: Shown[] }>(a, 'familyMembers');
      return merge(counted('totalCount', page.totalCount, people), counted('people listed', page.nodes.length, people), withheldDetails(world, who, page.nodes));
    });
    add('Query.familyMembers', who, 'the people of the tree named like otto (outside Ben\'s branch)', readingTree(who), () =>
      gql(client(who), 'query($t: ID, $q: String) { familyMembers(treeId: $t, search: $q) { totalCount nodes { id firstName } } }', { t: world.treeId, q: world.people.otto.firstName.slice(0, 6) }), (a) =>
      counted('people found', dataOf<{ totalCount: number }>(a, 'familyMembers').totalCount, sees(who, world.people.otto) ? 1 : 0),
    );
    add('Query.tree', who, 'the tree', readingTree(who), () => gql(client(who), `query($id: ID!) { tree(id: $id) { ${TREE_FIELDS} } }`, tree), (a) => counted('memberCount', dataOf<{ memberCount: number }>(a, 'tree').memberCount, people));
    add('Query.trees', who, 'the trees they have', 'OK', () => gql(client(who), `{ trees { ${TREE_FIELDS} } }`), (a) => {
      const listed = dataOf<{ id: string; memberCount: number }[]>(a, 'trees').find((t) => t.id === world.treeId);
      if (who === 'dan') return listed ? { leaks: ['lists the tree'] } : {};
      return counted('memberCount', listed?.memberCount, people);
    });
    add('Query.familyStats', who, 'the counts of the tree', readingTree(who), () => gql(client(who), 'query($t: ID) { familyStats(treeId: $t) { treeId memberCount relationshipCount connectionCount daysSinceJoined } }', { t: world.treeId }), (a) => {
      const stats = dataOf<{ memberCount: number; relationshipCount: number }>(a, 'familyStats');
      return merge(counted('memberCount', stats.memberCount, people), counted('relationshipCount', stats.relationshipCount, edges));
    });
    add('Query.treeInvitations', who, "invitations (Eve's to the tree is not theirs)", 'OK', () => gql(client(who), `{ treeInvitations { ${ACCESS_FIELDS} } }`), (a) =>
      dataOf<{ user: { id: string } }[]>(a, 'treeInvitations').some((i) => i.user.id !== world.users[who].id) ? { leaks: ["lists someone else's invitation"] } : {},
    );
    add('Query.linkRequests', who, 'people said to be them (none)', 'OK', () => gql(client(who), '{ linkRequests { memberId memberName treeId treeName } }'), (a) =>
      dataOf<unknown[]>(a, 'linkRequests').length ? { leaks: ['lists a person nobody said is them'] } : {},
    );
    add('Query.recentActivity', who, 'what happened in the tree', 'OK', () => gql(client(who), '{ recentActivity(first: 50) { id kind summary treeId actor { id displayName } createdAt } }'));
    add('Query.connectionSuggestions', who, 'users named like sela (inside) and otto (outside Ben\'s branch)', 'OK', () =>
      gql(client(who), '{ connectionSuggestions(first: 50) { nodes { user { id displayName firstName lastName } reason relationshipType } hasMore } }'),
    );

    // REST, as the earlier client reads a tree: by the owner's id, or by the tree's.
    const ada = world.users.ada.id;
    add('GET /api/family-members/user/:userId', who, "the tree, by Ada's id", readingTree(who), () => rest(client(who), 'GET', `/api/family-members/user/${ada}`), (a) => counted('people listed', (a.json as unknown[]).length, people));
    add('GET /api/family-members/user/:userId', who, "the tree, by the tree's id", readingTree(who), () => rest(client(who), 'GET', `/api/family-members/user/${world.users[who].id}?tree_id=${world.treeId}`), (a) =>
      counted('people listed', (a.json as unknown[]).length, people),
    );
    add('GET /api/relationships/user/:userId', who, "the relationships, by Ada's id", readingTree(who), () => rest(client(who), 'GET', `/api/relationships/user/${ada}`), (a) => counted('relationships listed', (a.json as unknown[]).length, edges));
    add('GET /api/relationships/user/:userId', who, "the relationships, by the tree's id", readingTree(who), () => rest(client(who), 'GET', `/api/relationships/user/${world.users[who].id}?tree_id=${world.treeId}`), (a) =>
      counted('relationships listed', (a.json as unknown[]).length, edges),
    );
    for (const p of Object.values(world.people).filter((x) => x.photo)) {
      // A photo is a detail: withheld from the viewer while the person lives.
      const expected = !sees(who, p) || (who === 'cleo' && p.living) ? 'NOT_FOUND' : 'OK';
      add('GET /uploads/:key', who, `the photo of ${describePerson(p)}`, expected, () => rest(client(who), 'GET', p.photo!));
    }
  }
  return cases;
}
