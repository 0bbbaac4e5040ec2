import { marriageDateProblems } from './marriage-dates.rule.ts';
import { madeTree } from './testing/made-tree.ts';

describe('marriageDateProblems', () => {
  it('reports a partner surely under 12 at the marriage, or surely dead by then', () => {
    const tree = madeTree({
      today: '2025-06-15',
      people: {
        x: { birth: '1 JUN 1900' },
        y: { birth: '1 JAN 1890', death: '1 JAN 1915' },
        z: { birth: '1890' },
        v: { birth: '1890' },
        w: { birth: '1890' },
      },
      partners: [
        ['x', 'y', '1 MAY 1912'],
        ['x', 'z', '1 JUN 1912'],
        ['x', 'v', 'ABT 1912'],
        ['y', 'w', '2 JAN 1915', 'partner'],
        ['z', 'w'],
      ],
    });
    expect(marriageDateProblems(tree)).toEqual([
      {
        type: 'marriage-after-death',
        key: 'marriage-after-death:y:w',
        people: ['y', 'w'],
        dataPoints: [
          { personId: 'y', field: 'death', value: '1 JAN 1915' },
          { personId: 'y', field: 'marriage', value: '2 JAN 1915' },
        ],
        action: 'fix-date',
        params: { partnerId: 'w' },
      },
      {
        type: 'marriage-too-young',
        key: 'marriage-too-young:x:y',
        people: ['x', 'y'],
        dataPoints: [
          { personId: 'x', field: 'birth', value: '1 JUN 1900' },
          { personId: 'x', field: 'marriage', value: '1 MAY 1912' },
        ],
        action: 'fix-date',
        params: { partnerId: 'y', age: { min: 11, max: 11 } },
      },
    ]);
  });
});
