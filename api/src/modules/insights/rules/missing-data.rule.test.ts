import { missingDates, missingParents } from './missing-data.rule.ts';
import { madeTree } from './testing/made-tree.ts';

describe('missingParents', () => {
  const tree = madeTree({
    today: '2025-06-15',
    people: {
      gp1: { firstName: 'Old', lastName: 'Root' },
      gp2: { firstName: 'Olive', lastName: 'Root' },
      s: { firstName: 'Sam', lastName: 'Root' },
      w: { firstName: 'Wanda', lastName: 'Inlaw' },
      lone: { firstName: 'Lone', lastName: 'Person' },
      r: { firstName: 'Single', lastName: 'Top' },
      k: { firstName: 'Kid', lastName: 'Top' },
    },
    parents: [
      ['s', 'gp1'],
      ['s', 'gp2'],
      ['k', 'r'],
    ],
    partners: [
      ['gp1', 'gp2'],
      ['s', 'w'],
    ],
  });

  it('reports one who married into a family with parents, and one hanging apart, not the top of a line', () => {
    expect(missingParents(tree)).toEqual([
      {
        type: 'missing-parents',
        key: 'missing-parents:lone',
        people: ['lone'],
        dataPoints: [{ personId: 'lone', field: 'name', value: 'Lone Person' }],
        action: 'open-person',
        params: { partnerWithParents: null },
      },
      {
        type: 'missing-parents',
        key: 'missing-parents:w',
        people: ['w', 's'],
        dataPoints: [{ personId: 'w', field: 'name', value: 'Wanda Inlaw' }],
        action: 'open-person',
        params: { partnerWithParents: 's' },
      },
    ]);
  });

  it('does not depend on the order of the snapshot', () => {
    const reversed = { ...tree, people: [...tree.people].reverse(), parents: [...tree.parents].reverse() };
    expect(missingParents(reversed)).toEqual(missingParents(tree));
  });
});

describe('missingDates', () => {
  it('reports people without any date, a phrase or a dated partnership counting as a date', () => {
    const tree = madeTree({
      today: '2025-06-15',
      people: { none: {}, wed: {}, other: {}, phrased: { birth: '(young)' }, dead: { death: '1950' } },
      partners: [
        ['wed', 'other', '1 JUN 1950'],
        ['none', 'dead'],
      ],
    });
    expect(missingDates(tree)).toEqual([
      { type: 'missing-dates', key: 'missing-dates:none', people: ['none'], dataPoints: [{ personId: 'none', field: 'name', value: 'none Doe' }], action: 'fix-date', params: {} },
    ]);
  });
});
