import { firstGivenName, fold } from './text-folding.ts';

describe('fold', () => {
  it('compares text without case, accents, ligatures or punctuation', () => {
    expect(fold('José  Álvarez')).toBe('jose alvarez');
    expect(fold('Müller')).toBe('muller');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Ærø, Dänemark')).toBe('aero danemark');
    expect(fold("O'Brien-Łukasz")).toBe('o brien lukasz');
    expect(fold('  Cork,  Ireland. ')).toBe('cork ireland');
  });

  it('takes the first given name', () => {
    expect(firstGivenName('Mary Ann')).toBe('mary');
    expect(firstGivenName('  Jean-Luc')).toBe('jean');
    expect(firstGivenName('')).toBe('');
  });
});
