import { groupByDay } from './groupByDay';

describe('groupByDay', () => {
  it('puts notifications under Today, Yesterday and then their dates, keeping their order', () => {
    const now = new Date(2026, 10, 26, 15, 0);
    const at = (day: number, hour: number) => ({ id: `${day}-${hour}`, createdAt: new Date(2026, 10, day, hour).toISOString() });
    const groups = groupByDay([at(26, 14), at(26, 0), at(25, 23), at(20, 9), at(20, 8), at(3, 12)], now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['26-14', '26-0']],
      ['Yesterday', ['25-23']],
      ['Nov 20, 2026', ['20-9', '20-8']],
      ['Nov 3, 2026', ['3-12']],
    ]);
  });

  it('gives nothing for no notifications', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
