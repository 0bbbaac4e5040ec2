import { dataOf, gql, rest, type Answer, type Case, type Verdict } from './judge.ts';
import { EVERYONE, sees, type TreePerson, type Who, type World } from './world.ts';

// The timeline of the tree's people: births, deaths and marriages, by each user. Each sees the
// entries of the people they see, and no living person's birth or marriage when the tree hides
// living people's dates from them (Cleo); no entry names someone they do not see, and no count of
// the years' entries holds one they are not shown.

type Entry = { id: string; type: string; involvedMembers: { id: string }[] };
const ENTRY = 'id date dateText type title description involvedMembers { id treeId name } link';

/** Whether the user may read a person's dates: whoever sees them, but the viewer Cleo not a living person's. */
const dated = (who: Who, p: TreePerson) => sees(who, p) && !(who === 'cleo' && p.living);

/** The entries about the tree's people a user must be shown, as `type ids` (a couple's ids sorted). */
function expectedEntries(world: World, who: Who, types: string[]): string[] {
  const people = Object.values(world.people);
  const entries = [
    ...people.filter((p) => dated(who, p)).map((p) => `birth ${p.id}`),
    ...people.filter((p) => p.died && sees(who, p)).map((p) => `death ${p.id}`),
    ...world.edges.filter((e) => e.since && dated(who, world.people[e.from]) && dated(who, world.people[e.to])).map((e) => `marriage ${[world.people[e.from].id, world.people[e.to].id].sort().join(' ')}`),
  ];
  return entries.filter((entry) => types.includes(entry.split(' ')[0])).sort();
}

/** The timeline's entries about people, against those expected: more is a leak, fewer is wrong; and nobody unseen is named. */
function judgeEntries(world: World, who: Who, entries: Entry[], types: string[]): Partial<Verdict> {
  const seenIds = new Set(Object.values(world.people).filter((p) => sees(who, p)).map((p) => p.id));
  const treeIds = new Set(Object.values(world.people).map((p) => p.id));
  const named = entries.flatMap((e) => e.involvedMembers.map((m) => m.id)).filter((id) => treeIds.has(id) && !seenIds.has(id));
  const shown = entries
    .filter((e) => types.includes(e.type) && e.involvedMembers.some((m) => treeIds.has(m.id)))
    .map((e) => `${e.type} ${e.involvedMembers.map((m) => m.id).sort().join(' ')}`)
    .sort();
  const expected = expectedEntries(world, who, types);
  return {
    leaks: [...named.map((id) => `an entry names ${id}, whom the user does not see`), ...shown.filter((s) => !expected.includes(s)).map((s) => `shows the ${s.split(' ')[0]} of someone whose dates are not theirs to read (${s})`)],
    wrong: expected.filter((s) => !shown.includes(s)).map((s) => `leaves out ${s}`),
  };
}

const FILTERS: Record<string, string[]> = { all: ['birth', 'death', 'marriage'], births: ['birth'], marriages: ['marriage'] };

export function timelineCases(world: World): Case[] {
  const cases: Case[] = [];
  const served = (answer: Answer, check: () => Partial<Verdict>) => (answer.outcome === 'OK' ? check() : {});
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    for (const [filter, types] of Object.entries(FILTERS)) {
      cases.push({
        covers: 'Query.timeline',
        who,
        object: `the ${filter === 'all' ? 'births, deaths and marriages' : filter} of the tree's people`,
        expected: 'OK',
        attempt: () => gql(client, `query($f: TimelineFilter) { timeline(filter: $f, first: 200) { nodes { ${ENTRY} } hasMore } }`, { f: filter }),
        inspect: (answer) => served(answer, () => judgeEntries(world, who, dataOf<{ nodes: Entry[] }>(answer, 'timeline').nodes, types)),
      });
    }
    cases.push(
      {
        covers: 'GET /api/timeline',
        who,
        object: "the births, deaths and marriages of the tree's people",
        expected: 'OK',
        attempt: () => rest(client, 'GET', '/api/timeline'),
        inspect: (answer) => served(answer, () => judgeEntries(world, who, answer.json as Entry[], FILTERS.all)),
      },
      {
        covers: 'Query.timelineYears',
        who,
        object: "the years of the tree's births",
        expected: 'OK',
        attempt: () => gql(client, '{ timelineYears(filter: births) { year count } }'),
        inspect: (answer) =>
          served(answer, () => {
            const counted = dataOf<{ count: number }[]>(answer, 'timelineYears').reduce((sum, y) => sum + y.count, 0);
            const expected = expectedEntries(world, who, ['birth']).length;
            if (counted > expected) return { leaks: [`counts ${counted} births, but the user is shown ${expected}`] };
            return counted < expected ? { wrong: [`counts ${counted} births instead of ${expected}`] } : {};
          }),
      },
      {
        covers: 'Query.timelineYears',
        who,
        object: 'the years of everything the user is shown',
        expected: 'OK',
        attempt: () => gql(client, '{ timelineYears { year count } timeline(first: 200) { nodes { id } hasMore } }'),
        inspect: (answer) =>
          served(answer, () => {
            const counted = dataOf<{ count: number }[]>(answer, 'timelineYears').reduce((sum, y) => sum + y.count, 0);
            const listed = dataOf<{ nodes: unknown[] }>(answer, 'timeline').nodes.length;
            return counted > listed ? { leaks: [`counts ${counted} entries, but lists ${listed}`] } : counted < listed ? { wrong: [`counts ${counted} entries, lists ${listed}`] } : {};
          }),
      },
    );
  }
  return cases;
}
