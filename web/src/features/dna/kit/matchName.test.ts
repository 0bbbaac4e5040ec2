import { inLanguage } from '../../../test/inLanguage';
import { matchName } from './matchName';

const tomas = { id: 'u-tomas', displayName: 'Tomás Rivera' };
const ana = { id: 'u-ana', displayName: 'Ana Rivera' };

describe('a match’s name', () => {
  it('is the other kit’s uploader, with the person it is of when that is someone else', () => {
    expect(matchName({ matchedUser: tomas, matchedPerson: null }, 'u-ana')).toBe('Tomás Rivera');
    expect(matchName({ matchedUser: tomas, matchedPerson: { fullName: 'Tomás Rivera' } }, 'u-ana')).toBe('Tomás Rivera');
    expect(matchName({ matchedUser: tomas, matchedPerson: { fullName: 'Pedro Rivera' } }, 'u-ana')).toBe('Pedro Rivera (uploaded by Tomás Rivera)');
  });

  it('says the viewer uploaded it when the other kit is theirs too', async () => {
    expect(matchName({ matchedUser: ana, matchedPerson: { fullName: 'Cora Rivera' } }, 'u-ana')).toBe('Cora Rivera (uploaded by you)');
    expect(matchName({ matchedUser: ana, matchedPerson: null }, 'u-ana')).toBe('Another of your kits');
    await inLanguage('es');
    expect(matchName({ matchedUser: ana, matchedPerson: { fullName: 'Cora Rivera' } }, 'u-ana')).toBe('Cora Rivera (subido por ti)');
  });
});
