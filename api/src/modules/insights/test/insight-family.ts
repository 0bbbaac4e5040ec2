import { buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { HANG_MS } from '../../../../test/hang.ts';

// A family planted so that each of the insight rules finds something in it, as Ada's tree: dates
// relative to today so that the anniversary and this day's finding hold whenever the test runs.
// Fay edits the whole tree, Cleo views it (living people's details hidden), Dan is a stranger.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A day as genealogists write it, `yearsAgo` years before the day `daysAhead` days from today. */
export function dayText(daysAhead: number, yearsAgo: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  // A 29 February moves to the 28th: the rules keep it there in other years too.
  const date = day.getUTCMonth() === 1 && day.getUTCDate() === 29 ? 28 : day.getUTCDate();
  return `${date} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear() - yearsAgo}`;
}

export interface InsightFamily {
  ada: Person;
  fay: Person;
  cleo: Person;
  dan: Person;
  people: Record<string, string>;
}

const ADD_RELATIONSHIP = 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id } }';

/** Ada's tree with the planted people; their ids by first name. */
export async function buildInsightFamily(app: TestApp): Promise<InsightFamily> {
  const [ada, fay, cleo, dan] = await Promise.all([buildUser(app, { name: 'Ada Stone' }), buildUser(app, { name: 'Fay Reed' }), buildUser(app, { name: 'Cleo Hart' }), buildUser(app, { name: 'Dan Moss' })]);
  await shareTree(ada, fay, 'editor');
  await shareTree(ada, cleo, 'viewer');
  // A tree keeping people living for 120 years: someone born 115 years ago and not marked dead counts as living.
  await app.orm.em.fork().execute('update trees set living_years = 120 where id = ?', [ada.treeId]);
  const people: Record<string, string> = {};
  const add = async (firstName: string, lastName: string, extra: Record<string, unknown>, relationshipType = 'other', relativeId?: string) => {
    const res = await ada.client.gql<{ addFamilyMember: { member: { id: string } } }>(
      'mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { member { id } } }',
      { input: { treeId: ada.treeId, firstName, lastName, relationshipType, relativeId, ...extra } },
    );
    if (res.errors) throw new Error(`${firstName}: ${JSON.stringify(res.errors)}`);
    people[firstName] = res.data!.addFamilyMember.member.id;
    return people[firstName];
  };
  // The oldest living, and an old mother (a child at 69).
  await add('Olga', 'Stone', { gender: 'female', birth: '3 MAR 1921', birthPlace: 'Cork, Ireland' });
  await add('Young', 'Stone', { gender: 'male', birth: '1990' }, 'child', people.Olga);
  // The longest life of 1875–1899, and a partnership dated after his death.
  await add('Walter', 'Stone', { gender: 'male', birth: '1890', death: '1985', birthPlace: 'Cork, Ireland' });
  await add('Wilma', 'Stone', { gender: 'female', birth: '1930', death: '2010' });
  await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: people.Wilma, toId: people.Walter, type: 'spouse', startDate: '1990-06-01' } });
  // A name two of 1950–1974 bore.
  await add('John', 'Stone', { gender: 'male', birth: '1952', isAlive: false });
  await add('Johnny', 'Reed', { gender: 'male', birth: '1960', isAlive: false });
  await ada.client.gql('mutation($id: ID!) { updateFamilyMember(id: $id, input: { firstName: "John" }) { id } }', { id: people.Johnny });
  // Two records of one person, living.
  await add('Margaret', 'Stone', { gender: 'female', birth: '12 MAY 1931', birthPlace: 'Cork, Ireland' });
  await add('Margret', 'Stone', { gender: 'female', birth: '12 MAY 1931', birthPlace: 'Cork, Ireland' });
  // Someone apart from the tree with no date at all.
  await add('Nobody', 'Apart', { gender: 'male' });
  // A child born ten years after his father's death.
  await add('Frank', 'Stone', { gender: 'male', birth: '1900', death: '1940' });
  await add('Late', 'Stone', { gender: 'male', birth: '1950', isAlive: false }, 'child', people.Frank);
  // Counted as living but 115.
  await add('Ancient', 'Stone', { gender: 'female', birth: String(new Date().getUTCFullYear() - 115) });
  // Born 100 years ago in five days; died 50 years ago today.
  await add('Annie', 'Stone', { gender: 'female', birth: dayText(5, 100), death: '1990' });
  await add('Dora', 'Stone', { gender: 'female', birth: '1900', death: dayText(0, 50) });
  // Dated as dying before birth (the app refuses it, an old import may hold it): written straight into the row.
  await add('Reversed', 'Stone', { gender: 'male', birth: '1950', death: '1960' });
  await app.orm.em.fork().execute(`update family_members set death_date = '1940', death_earliest = '1940-01-01', death_latest = '1940-12-31' where id = ?`, [people.Reversed]);
  return { ada, fay, cleo, dan, people };
}

/** How many recomputes the tree has had. */
export async function runsOf(app: TestApp, treeId: string): Promise<number> {
  const [row] = await app.orm.em.fork().execute<{ runs: number }[]>('select runs from insight_tree_states where tree_id = ?', [treeId]);
  return row?.runs ?? 0;
}

/** Waits until the tree's findings are computed from its latest revision and no recompute waits; answers the runs. */
export async function insightsSettled(app: TestApp, treeId: string, withinMs = HANG_MS): Promise<number> {
  const until = Date.now() + withinMs;
  for (;;) {
    const [row] = await app.orm.em.fork().execute<{ settled: boolean; runs: number }[]>(
      `select coalesce(s.revision = t.revision, false)
          and not exists (select 1 from graphile_worker.jobs j where j.key = 'insights-recompute:' || t.id::text) as settled, coalesce(s.runs, 0) as runs
       from trees t left join insight_tree_states s on s.tree_id = t.id where t.id = ?`,
      [treeId],
    );
    if (row?.settled) return row.runs;
    if (Date.now() > until) throw new Error(`The insights of tree ${treeId} were not recomputed within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
