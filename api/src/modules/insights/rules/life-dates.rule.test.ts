import { deathBeforeBirth } from './life-dates.rule.ts';
import { madeTree } from './testing/made-tree.ts';

describe('deathBeforeBirth', () => {
  it('reports a death that must be before the birth, not one an approximate or open date may place after it', () => {
    const tree = madeTree({
      today: '2025-06-15',
      people: {
        p: { birth: '1900', death: '1890' },
        q: { birth: 'ABT 1850', death: '1852' },
        r: { birth: '1 JAN 1900', death: '31 DEC 1899' },
        s: { birth: 'BEF 1900', death: '1850' },
        t: { birth: '1 JAN 1900', death: '1 JAN 1900' },
        // 1 January 1700 in the Julian calendar is 12 January in the Gregorian one.
        u: { birth: '@#DJULIAN@ 1 JAN 1700', death: '5 JAN 1700' },
      },
    });
    expect(deathBeforeBirth(tree)).toEqual([
      {
        type: 'death-before-birth',
        key: 'death-before-birth:p',
        people: ['p'],
        dataPoints: [
          { personId: 'p', field: 'birth', value: '1900' },
          { personId: 'p', field: 'death', value: '1890' },
        ],
        action: 'fix-date',
        params: {},
      },
      {
        type: 'death-before-birth',
        key: 'death-before-birth:r',
        people: ['r'],
        dataPoints: [
          { personId: 'r', field: 'birth', value: '1 JAN 1900' },
          { personId: 'r', field: 'death', value: '31 DEC 1899' },
        ],
        action: 'fix-date',
        params: {},
      },
      {
        type: 'death-before-birth',
        key: 'death-before-birth:u',
        people: ['u'],
        dataPoints: [
          { personId: 'u', field: 'birth', value: '@#DJULIAN@ 1 JAN 1700' },
          { personId: 'u', field: 'death', value: '5 JAN 1700' },
        ],
        action: 'fix-date',
        params: {},
      },
    ]);
  });
});
