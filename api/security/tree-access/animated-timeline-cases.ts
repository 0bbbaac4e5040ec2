import { dataOf, gql, type Answer, type Case, type Expected, type Verdict } from './judge.ts';
import { EVERYONE, sees, type PersonKey, type TreePerson, type Who, type World } from './world.ts';

// The animated timeline of the tree (Query.animatedTimeline), by each user: the whole tree, and from
// a person inside Ben's branch and one outside it. Each is shown exactly the people they see, a year
// of birth or death only where they may read that person's dates (never a living person's to Cleo),
// a partnership's year only where they may read both partners' dates; Dan gets NOT_FOUND, and so
// does Ben for a person outside his branch.

interface Columns {
  people: { ids: string[]; births: (number | null)[]; deaths: (number | null)[] };
  partnerships: { a: number[]; b: number[]; years: (number | null)[] };
}

const QUERY = 'query($t: ID!, $f: ID) { animatedTimeline(treeId: $t, fromPersonId: $f) { treeId fromPersonId size columns } }';

/** Whether the user may read a person's dates: whoever sees them, but the viewer Cleo not a living person's. */
const dated = (who: Who, p: TreePerson) => sees(who, p) && !(who === 'cleo' && p.living);
const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

/** The people a start leads to: everyone seen, or a person's descendants (by the world's parent edges) and their partners, as seen. */
function expectedPeople(world: World, who: Who, from: PersonKey | null): TreePerson[] {
  const seen = Object.values(world.people).filter((p) => sees(who, p));
  if (!from) return seen;
  const key = new Map(Object.values(world.people).map((p) => [p.id, p.key]));
  const parentEdges = world.edges.filter((e) => !e.since);
  const line = new Set<PersonKey>([from]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const e of parentEdges) {
      if (line.has(e.from) && !line.has(e.to) && sees(who, world.people[e.to])) {
        line.add(e.to);
        grew = true;
      }
    }
  }
  for (const e of world.edges.filter((x) => x.since)) {
    if (line.has(e.from) && sees(who, world.people[e.to])) line.add(e.to);
    if (line.has(e.to) && sees(who, world.people[e.from])) line.add(e.from);
  }
  return seen.filter((p) => line.has(key.get(p.id)!));
}

/** The answer against the world: more people or years than the user may read is a leak, fewer is wrong. */
function judgeTimeline(world: World, who: Who, columns: Columns, from: PersonKey | null): Partial<Verdict> {
  const leaks: string[] = [];
  const wrong: string[] = [];
  const byId = new Map(Object.values(world.people).map((p) => [p.id, p]));
  const expected = new Set(expectedPeople(world, who, from).map((p) => p.id));
  const shown = columns.people.ids;
  for (const id of shown) if (!expected.has(id)) leaks.push(`draws ${byId.get(id)?.key ?? id}, whom the user does not see from here`);
  for (const id of expected) if (!shown.includes(id)) wrong.push(`leaves out ${byId.get(id)!.key}`);
  shown.forEach((id, i) => {
    const p = byId.get(id);
    if (!p) return;
    for (const [what, year, date] of [['birth', columns.people.births[i], p.born], ['death', columns.people.deaths[i], p.died]] as const) {
      if (!dated(who, p) && year !== null) leaks.push(`tells the year of ${p.key}'s ${what}`);
      if (dated(who, p) && year !== yearOf(date)) wrong.push(`gives ${year} as the year of ${p.key}'s ${what}`);
    }
  });
  const { a, b, years } = columns.partnerships;
  a.forEach((x, k) => {
    const [one, other] = [byId.get(shown[x]), byId.get(shown[b[k]])];
    if (!one || !other) return;
    const edge = world.edges.find((e) => e.since && [e.from, e.to].sort().join() === [one.key, other.key].sort().join());
    const readable = dated(who, one) && dated(who, other);
    if (!readable && years[k] !== null) leaks.push(`tells when ${one.key} and ${other.key} became partners`);
    if (readable && edge && years[k] !== yearOf(edge.since ?? null)) wrong.push(`gives ${years[k]} as the year ${one.key} and ${other.key} became partners`);
  });
  return { leaks, wrong };
}

export function animatedTimelineCases(world: World): Case[] {
  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    const starts: [PersonKey | null, Expected][] = [
      [null, who === 'dan' ? 'NOT_FOUND' : 'OK'],
      ['mara', who === 'dan' ? 'NOT_FOUND' : 'OK'],
      ['felix', who === 'dan' || who === 'ben' ? 'NOT_FOUND' : 'OK'],
    ];
    for (const [from, expected] of starts) {
      cases.push({
        covers: 'Query.animatedTimeline',
        who,
        object: from ? `the animated timeline from ${from} (${world.people[from].inBranch ? 'inside' : 'outside'} Ben's branch)` : 'the animated timeline of the whole tree',
        expected,
        attempt: () => gql(client, QUERY, { t: world.treeId, f: from ? world.people[from].id : null }),
        inspect: (answer: Answer) => (answer.outcome === 'OK' ? judgeTimeline(world, who, dataOf<{ columns: Columns }>(answer, 'animatedTimeline').columns, from) : {}),
      });
    }
  }
  return cases;
}
