import { cardLabelOf, yearsOf } from './cardLabel';
import { treeNode } from '../test/treeFixtures';

describe('card texts', () => {
  it('gives years for a compact card', () => {
    expect(yearsOf(treeNode('a', 0, { dateOfBirth: '1928-02-01', dateOfDeath: '2001-07-09', isAlive: false }))).toBe('1928–2001');
    expect(yearsOf(treeNode('a', 0, { dateOfBirth: '1950-03-03' }))).toBe('b. 1950');
    expect(yearsOf(treeNode('a', 0, { isAlive: false, dateOfDeath: '1990-01-01' }))).toBe('?–1990');
    expect(yearsOf(treeNode('a', 0))).toBe('');
  });

  it('labels a card with the name, life and privacy', () => {
    expect(cardLabelOf(treeNode('me', 0, { isSelf: true, dateOfBirth: '1980-06-01' }))).toBe('You (Me Rivera), Born Jun 1, 1980');
    expect(cardLabelOf(treeNode('ann', 0, { detailsHidden: true }))).toBe('Ann Rivera, living, details private');
  });
});
