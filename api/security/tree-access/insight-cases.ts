import { recomputeTreeInsights } from '../../src/modules/insights/index.ts';
import { dataOf, gql, type Answer, type Case, type Verdict } from './judge.ts';
import { readingTree } from './rules.ts';
import { EVERYONE, sees, type PersonKey, type TreePerson, type Who, type World } from './world.ts';

// Family insights of the tree: its findings are worked out once, then read, dismissed and restored by
// each user, and two of its people said not to be one. A finding reaches a user only when they see
// every person it names (Ben: his branch) and, for Cleo, only when it rests on no living person's
// details (a finding about a living person's missing parents rests on names only, and reaches her);
// the findings counting the whole tree (births per decade, common names, birthplaces) reach only those
// who see the whole tree with its details, and those ranking a person against the whole tree (the
// oldest living, the longest life) no one limited to a branch. No fact of a
// person beyond their name reaches anyone who may not read that person's details. Dismissing is
// each user's own, and saying two people are not one is for the tree's editors, about people they see.

const PAGE = 'query($t: ID!, $g: InsightGroup) { familyInsights(treeId: $t, group: $g, first: 50) { nodes { id type people { id } dataPoints { personId field value } } viewerCanEdit } }';
const GROUPS = ['STORY', 'GAPS', 'DUPLICATES', 'DAYS'];

interface StoredFinding {
  id: string;
  insight_type: string;
  relevant_members: string[];
}
interface Told {
  nodes: { id: string; type: string; people: { id: string }[]; dataPoints: { personId: string; field: string; value: string }[] }[];
}

/** Whether a user may read this person's details: they see them, and Cleo no living person's. */
const detailsShown = (who: Who, p: TreePerson) => sees(who, p) && !(who === 'cleo' && p.living);

/** The findings a user should be told, by id. */
function expectedFindings(world: World, who: Who, stored: StoredFinding[]): string[] {
  const byId = new Map(Object.values(world.people).map((p) => [p.id, p]));
  return stored
    .filter((f) => !['family-growth', 'common-first-name', 'birth-places'].includes(f.insight_type) || who === 'ada' || who === 'fay')
    .filter((f) => !['oldest-living', 'longest-life'].includes(f.insight_type) || who !== 'ben')
    .filter((f) =>
      f.relevant_members.every((id) => {
        const p = byId.get(id);
        return p !== undefined && sees(who, p) && (f.insight_type === 'missing-parents' || detailsShown(who, p));
      }),
    )
    .map((f) => f.id)
    .sort();
}

/** What no answer may hold: a finding naming someone the user does not see, a fact beyond a name of someone whose details they may not read. */
function hidden(world: World, who: Who, told: Told | null): string[] {
  const byId = new Map(Object.values(world.people).map((p) => [p.id, p]));
  const leaks: string[] = [];
  for (const node of told?.nodes ?? []) {
    for (const person of node.people) {
      const p = byId.get(person.id);
      if (p && !sees(who, p)) leaks.push(`a ${node.type} finding names ${p.key}`);
    }
    for (const point of node.dataPoints) {
      const p = byId.get(point.personId);
      if (p && point.field !== 'name' && !detailsShown(who, p)) leaks.push(`the ${point.field} of ${p.key} (${point.value})`);
    }
  }
  return leaks;
}

/** The matrix's insight cases; the tree's findings are worked out first. */
export async function insightCases(world: World): Promise<Case[]> {
  const em = () => world.app.orm.em.fork();
  await recomputeTreeInsights(em(), world.treeId);
  const stored = await em().execute<StoredFinding[]>('select id, insight_type, relevant_members from family_insights where tree_id = ? and is_active', [world.treeId]);
  const findingAbout = (key: PersonKey, living?: boolean) => {
    const id = world.people[key].id;
    return stored.find((f) => f.relevant_members[0] === id && (living === undefined || f.insight_type !== 'missing-parents'));
  };
  const forgetDismissals = async () => void (await em().execute('delete from insight_dismissals where tree_id = ?', [world.treeId]));
  const forgetPairs = async () => void (await em().execute('delete from insight_not_same_people where tree_id = ?', [world.treeId]));

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    cases.push({
      covers: 'Query.familyInsights',
      who,
      object: "the tree's findings, every group",
      expected: readingTree(who),
      attempt: async () => {
        const answers = await Promise.all(GROUPS.map((g) => gql(client, PAGE, { t: world.treeId, g })));
        const failed = answers.find((a) => a.outcome !== 'OK');
        if (failed) return failed;
        const nodes = answers.flatMap((a) => dataOf<Told>(a, 'familyInsights').nodes);
        return { ...answers[0], text: answers.map((a) => a.text).join('\n'), json: { data: { familyInsights: { nodes } } } };
      },
      inspect: (answer: Answer): Partial<Verdict> => {
        const told = answer.outcome === 'OK' ? dataOf<Told>(answer, 'familyInsights') : null;
        const leaks = hidden(world, who, told);
        if (!told) return { leaks };
        const got = told.nodes.map((n) => n.id).sort();
        const expected = expectedFindings(world, who, stored);
        return { leaks, wrong: JSON.stringify(got) === JSON.stringify(expected) ? [] : [`told ${got.length} findings instead of ${expected.length}`] };
      },
    });
    cases.push({
      covers: 'Mutation.restoreInsights',
      who,
      object: 'every finding of the tree they dismissed, shown again',
      expected: readingTree(who),
      changesTree: false,
      attempt: () => gql(client, 'mutation($t: ID!) { restoreInsights(treeId: $t) }', { t: world.treeId }),
    });
    for (const key of ['hilda', 'otto', 'nico', 'theo'] as PersonKey[]) {
      const p = world.people[key];
      const finding = findingAbout(key, true) ?? findingAbout(key);
      if (!finding) continue;
      const readable = expectedFindings(world, who, [finding]).length === 1;
      cases.push({
        covers: 'Mutation.dismissInsight',
        who,
        object: `a ${finding.insight_type} finding about ${key} (${p.inBranch ? 'inside' : 'outside'} Ben's branch, ${p.living ? 'living' : 'deceased'})`,
        expected: readable ? 'OK' : 'NOT_FOUND',
        changesTree: false,
        attempt: () => gql(client, 'mutation($id: ID!) { dismissInsight(id: $id) }', { id: finding.id }),
        inspect: async (answer) => {
          if (answer.outcome !== 'OK') return {};
          // Dismissed for the user alone: Ada (or, for Ada, Fay) still reads it.
          const other = who === 'ada' ? world.users.fay : world.users.ada;
          const theirs = (await Promise.all(GROUPS.map((g) => gql(other.client, PAGE, { t: world.treeId, g })))).flatMap((a) => dataOf<Told>(a, 'familyInsights')?.nodes ?? []);
          return { wrong: theirs.some((n) => n.id === finding.id) ? [] : ["dismissed the finding for someone else too"] };
        },
        cleanup: forgetDismissals,
      });
    }
    for (const [a, b] of [['sela', 'nico'], ['otto', 'hilda']] as [PersonKey, PersonKey][]) {
      const [pa, pb] = [world.people[a], world.people[b]];
      const both = sees(who, pa) && sees(who, pb);
      cases.push({
        covers: 'Mutation.markNotSamePerson',
        who,
        object: `${a} and ${b} (${pa.inBranch ? 'inside' : 'outside'} Ben's branch) said not to be one person`,
        expected: who === 'dan' ? 'NOT_FOUND' : who === 'cleo' ? 'FORBIDDEN' : both ? 'OK' : 'NOT_FOUND',
        changesTree: false,
        attempt: () => gql(client, 'mutation($t: ID!, $a: ID!, $b: ID!) { markNotSamePerson(treeId: $t, personA: $a, personB: $b) }', { t: world.treeId, a: pa.id, b: pb.id }),
        inspect: async (answer) => {
          const [row] = await em().execute<{ n: number }[]>('select count(*)::int as n from insight_not_same_people where tree_id = ?', [world.treeId]);
          const kept = row.n > 0;
          return { wrong: kept === (answer.outcome === 'OK') ? [] : [kept ? 'kept the pair though refused' : 'did not keep the pair'] };
        },
        cleanup: forgetPairs,
      });
    }
  }
  return cases;
}
