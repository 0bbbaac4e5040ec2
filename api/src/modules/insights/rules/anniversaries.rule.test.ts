import { onThisDay, upcomingAnniversaries } from './anniversaries.rule.ts';
import { madeTree } from './testing/made-tree.ts';

describe('upcomingAnniversaries', () => {
  const tree = madeTree({
    today: '2025-06-15',
    people: {
      a: { firstName: 'Ada', birth: '20 JUN 1925' },
      b: { firstName: 'Bea', birth: '1 JAN 1900', death: '1 JUL 1975' },
      c: { birth: '1975' },
      d: { birth: '1976' },
      e: { birth: '16 JUL 1975' },
      f: { birth: 'ABT 20 JUN 1925' },
      g: { birth: 'JUN 1925' },
      h: { birth: 'BET 20 JUN 1925 AND 20 JUN 1925' },
      i: { birth: '15 JUN 1975' },
      j: { birth: '@#DJULIAN@ 9 JUN 1875', death: '1950' },
      k: { birth: '1950' },
      l: { birth: '1950' },
    },
    partners: [
      ['c', 'd', '10 JUL 2000'],
      ['k', 'l', '5 JUL 1975', 'divorced'],
    ],
  });

  it('tells the round anniversaries of the next 30 days known to the day, nearest first', () => {
    expect(upcomingAnniversaries(tree).map((i) => [i.key, i.people, i.params])).toEqual([
      ['anniversary:birth:a:100', ['a'], { event: 'birth', years: 100, year: 1925, date: '2025-06-20', daysAway: 5, stillLiving: true }],
      // A Julian 9 June 1875 is the Gregorian 21 June.
      ['anniversary:birth:j:150', ['j'], { event: 'birth', years: 150, year: 1875, date: '2025-06-21', daysAway: 6, stillLiving: false }],
      ['anniversary:death:b:50', ['b'], { event: 'death', years: 50, year: 1975, date: '2025-07-01', daysAway: 16, stillLiving: false }],
      ['anniversary:marriage:c:d:25', ['c', 'd'], { event: 'marriage', years: 25, year: 2000, date: '2025-07-10', daysAway: 25, stillLiving: true }],
    ]);
  });

  it('names the facts and offers to open the person', () => {
    const [ada, , , wedding] = upcomingAnniversaries(tree);
    expect(ada).toMatchObject({ type: 'anniversary', action: 'open-person', dataPoints: [{ personId: 'a', field: 'birth', value: '20 JUN 1925' }] });
    expect(wedding.dataPoints).toEqual([{ personId: 'c', field: 'marriage', value: '10 JUL 2000' }]);
  });

  it('looks as far ahead as asked', () => {
    expect(upcomingAnniversaries(tree, { withinDays: 31 }).map((i) => i.key)).toContain('anniversary:birth:e:50');
    expect(upcomingAnniversaries(tree, { withinDays: 5 }).map((i) => i.key)).toEqual(['anniversary:birth:a:100']);
  });

  it('keeps 29 February on the 28th in a year without it', () => {
    const leapling = madeTree({ today: '2025-02-27', people: { x: { birth: '29 FEB 2000' } } });
    expect(upcomingAnniversaries(leapling).map((i) => [i.key, i.params.date, i.params.daysAway])).toEqual([['anniversary:birth:x:25', '2025-02-28', 1]]);
  });
});

describe('onThisDay', () => {
  it("tells what happened on today's month and day, the longest ago first", () => {
    const tree = madeTree({
      today: '2025-06-15',
      people: {
        a: { birth: '15 JUN 1975' },
        b: { birth: '1 JAN 1900', death: '15 JUN 1990' },
        c: { birth: '1925' },
        d: { birth: '1926' },
        e: { birth: 'ABT 15 JUN 1900' },
        n: { birth: '15 JUN 2025' },
      },
      partners: [['c', 'd', '15 JUN 1950']],
    });
    expect(onThisDay(tree).map((i) => [i.key, i.people, i.params])).toEqual([
      ['on-this-day:marriage:c:d:2025', ['c', 'd'], { event: 'marriage', years: 75, year: 1950, round: true, stillLiving: true }],
      ['on-this-day:birth:a:2025', ['a'], { event: 'birth', years: 50, year: 1975, round: true, stillLiving: true }],
      ['on-this-day:death:b:2025', ['b'], { event: 'death', years: 35, year: 1990, round: false, stillLiving: false }],
    ]);
  });

  it('counts 29 February on the 28th in a year without it', () => {
    const tree = madeTree({ today: '2025-02-28', people: { x: { birth: '29 FEB 1960' } } });
    expect(onThisDay(tree).map((i) => [i.key, i.params.years])).toEqual([['on-this-day:birth:x:2025', 65]]);
    expect(onThisDay(madeTree({ today: '2024-02-28', people: { x: { birth: '29 FEB 1960' } } }))).toEqual([]);
  });
});
