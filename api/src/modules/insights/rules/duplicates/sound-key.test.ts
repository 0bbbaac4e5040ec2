import { fold } from '../text-folding.ts';
import { soundKey } from './sound-key.ts';
import { surnameFolded } from './person-features.ts';

const keyOf = (name: string) => soundKey(surnameFolded(name));

describe('soundKey', () => {
  it.each([
    ['Smith', 'Smyth'],
    ['Katherine', 'Catherine'],
    ['Müller', 'Mueller'],
    ['Philips', 'Filips'],
    ['John', 'Jhon'],
    ['MacDonald', 'McDonald'],
    ['Van der Berg', 'Vanderberg'],
    ['Schröder', 'Schroeder'],
    ['Byrne', 'Byrrne'],
    // A sound, not a spelling: the German Schmidt sounds as Smith does.
    ['Smith', 'Schmidt'],
  ])('%s and %s sound alike', (a, b) => expect(keyOf(a)).toBe(keyOf(b)));

  it.each([
    ['Robert', 'Rupert'],
    ['Smith', 'Schneider'],
    ['Ryan', 'Rossi'],
  ])('%s and %s do not', (a, b) => expect(keyOf(a)).not.toBe(keyOf(b)));

  it('keeps the first sound and four consonants, a vowel first as a', () => {
    expect(soundKey('smith')).toBe('smt');
    expect(soundKey(fold('Ébert'))).toBe('abrt');
    expect(soundKey('ibert')).toBe('abrt');
    expect(soundKey('montgomery')).toBe('mntgm');
    expect(soundKey('')).toBe('');
  });
});
