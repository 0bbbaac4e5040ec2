import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { must } from '../../../test/trees.ts';
import { makeReminders } from './reminders.job.ts';
import { upcomingDays } from './upcoming-days.ts';

// Ada owns a tree with her mother Gran (birthday in a week), Gran's husband (their anniversary in
// two days), two people who no longer count as living, and Ada herself (birthday in three days).
// Ben edits it, Cleo views it, Eve views only Ada's descendants, Dora is not in it.
let app: TestApp;
let ada: Person, ben: Person, cleo: Person, dora: Person, eve: Person;
let gran: string, partnership: string;
const now = new Date();
const day = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + n));
// Leap years, so that every month and day is a real date.
const born = (year: number, n: number) => `${year}-${day(n).toISOString().slice(5, 10)}`;
const label = (n: number) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day(n));

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo, dora, eve] = await Promise.all([
    buildUser(app, { name: 'Ada Remind', dateOfBirth: born(1992, 3) }),
    ...['Ben Remind', 'Cleo Remind', 'Dora Remind', 'Eve Remind'].map((name) => buildUser(app, { name })),
  ]);
  gran = (await addMember(ada, 'Gran', 'parent', undefined, { dateOfBirth: born(1952, 7) })).member.id;
  const added = await addMember(ada, 'Grandpa', 'spouse', gran, { dateOfBirth: '1950-01-01' });
  partnership = added.relationships.find((r) => r.kind === 'partner')!.id;
  await app.orm.em.fork().execute('update family_relationships set start_date = ? where id = ?', [born(1976, 2), partnership]);
  await addMember(ada, 'Late', 'sibling', undefined, { dateOfBirth: born(1996, 1), isAlive: false });
  await addMember(ada, 'Ancestor', 'grandparent', undefined, { dateOfBirth: born(1848, 1) });
  await shareTree(ada, ben, 'editor');
  await shareTree(ada, cleo, 'viewer');
  await shareTree(ada, eve, 'viewer', { kind: 'descendants', rootId: ada.selfMemberId });
});
afterAll(() => app.close());

/** Each user's reminders, as "kind: message", anniversaries first. */
async function reminders() {
  const rows = await app.orm.em.fork().execute<{ user_id: string; kind: string; message: string }[]>(
    `select user_id, kind, message from notifications
     where kind in ('upcoming_birthday', 'upcoming_anniversary') and user_id = any(?::uuid[])`,
    [`{${[ada, ben, cleo, dora, eve].map((p) => p.id).join(',')}}`],
  );
  const of = (p: Person) => rows.filter((r) => r.user_id === p.id).map((r) => `${r.kind}: ${r.message}`).sort();
  return { ada: of(ada), ben: of(ben), cleo: of(cleo), dora: of(dora), eve: of(eve) };
}

const year = (n: number, since: number) => day(n).getUTCFullYear() - since;
const granTurns = () => `upcoming_birthday: Gran Family turns ${year(7, 1952)} on ${label(7)}, in 7 days.`;
const adaTurns = () => `upcoming_birthday: Ada Remind turns ${year(3, 1992)} on ${label(3)}, in 3 days.`;
const nth = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const anniversary = () =>
  `upcoming_anniversary: Gran Family and Grandpa Family celebrate their ${nth(year(2, 1976))} wedding anniversary on ${label(2)}, in 2 days.`;

describe('birthday and anniversary reminders', () => {
  it('tell those who see the living people’s dates, never the person themself', async () => {
    await makeReminders(app.orm.em.fork(), now);
    const made = await reminders();
    expect(made.ada).toEqual([anniversary(), granTurns()]);
    expect(made.ben).toEqual([anniversary(), adaTurns(), granTurns()]);
    // A viewer of a tree that hides living people's details, and a stranger, hear of nothing.
    expect(made.cleo).toEqual([]);
    expect(made.eve).toEqual([]);
    expect(made.dora).toEqual([]);
  });

  it('link to the person on the tree screen', async () => {
    const [row] = await app.orm.em.fork().execute<{ link: string; object_id: string }[]>(
      `select link, object_id from notifications where user_id = ? and kind = 'upcoming_birthday'`,
      [ada.id],
    );
    expect(row).toEqual({ link: `/family-tree?tree=${ada.treeId}&focus=${gran}`, object_id: gran });
  });

  it('are made once, however often the job runs', async () => {
    const before = await reminders();
    expect(await makeReminders(app.orm.em.fork(), now)).toBe(0);
    await Promise.all([makeReminders(app.orm.em.fork(), now), makeReminders(app.orm.em.fork(), now)]);
    expect(await reminders()).toEqual(before);
  });

  it('reach viewers once the tree shows living people’s details, within their branch only', async () => {
    await must(ada.client, 'mutation($id: ID!) { updateTree(id: $id, input: { showLivingDetails: true }) { id } }', { id: ada.treeId });
    await makeReminders(app.orm.em.fork(), now);
    const made = await reminders();
    expect(made.cleo).toEqual([anniversary(), adaTurns(), granTurns()]);
    expect(made.eve).toEqual([adaTurns()]);
    expect(made.dora).toEqual([]);
  });

  it('come again the next year, except the kinds a user turned off', async () => {
    await app.orm.em.fork().execute(`insert into notification_settings (user_id, disabled_kinds) values (?, '{upcoming_anniversary}')`, [ben.id]);
    const nextYear = new Date(now);
    nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
    await makeReminders(app.orm.em.fork(), nextYear);
    await makeReminders(app.orm.em.fork(), nextYear);
    const count = async (p: Person, kind: string) =>
      (await reminders())[p === ada ? 'ada' : 'ben'].filter((r) => r.startsWith(kind)).length;
    expect(await count(ada, 'upcoming_birthday')).toBe(2);
    expect(await count(ada, 'upcoming_anniversary')).toBe(2);
    expect(await count(ben, 'upcoming_birthday')).toBe(4);
    expect(await count(ben, 'upcoming_anniversary')).toBe(1);
  });

  it('cross New Year once: a reminder made in December is not made again in January', async () => {
    const newYear = (await addMember(ada, 'Janus', 'child', undefined, { dateOfBirth: '2000-01-02' })).member.id;
    const count = async () =>
      (await app.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from notifications where user_id = ? and object_id = ?`, [ben.id, newYear]))[0].n;
    const year = now.getUTCFullYear() + 5;
    await makeReminders(app.orm.em.fork(), new Date(Date.UTC(year, 11, 27, 5)));
    expect(await count()).toBe(1);
    await makeReminders(app.orm.em.fork(), new Date(Date.UTC(year + 1, 0, 1, 5)));
    expect(await count()).toBe(1);
    await makeReminders(app.orm.em.fork(), new Date(Date.UTC(year + 1, 11, 27, 5)));
    expect(await count()).toBe(2);
  });
});

describe('the days a reminder looks ahead', () => {
  it('run across the year’s end, and keep the 29th of February on the 28th when there is none', () => {
    expect([...upcomingDays(new Date(Date.UTC(2026, 11, 28)), 7)].map(([key, d]) => `${key} ${d.year} ${d.daysAway} ${d.label}`)).toEqual([
      '12-28 2026 0 Dec 28', '12-29 2026 1 Dec 29', '12-30 2026 2 Dec 30', '12-31 2026 3 Dec 31',
      '01-01 2027 4 Jan 1', '01-02 2027 5 Jan 2', '01-03 2027 6 Jan 3', '01-04 2027 7 Jan 4',
    ]);
    expect(upcomingDays(new Date(Date.UTC(2027, 1, 25)), 7).get('02-29')).toEqual({ year: 2027, daysAway: 3, label: 'Feb 28' });
    expect(upcomingDays(new Date(Date.UTC(2028, 1, 25)), 7).get('02-29')).toEqual({ year: 2028, daysAway: 4, label: 'Feb 29' });
  });
});
