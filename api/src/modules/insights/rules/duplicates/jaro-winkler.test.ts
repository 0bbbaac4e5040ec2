import { jaro, jaroWinkler } from './jaro-winkler.ts';

describe('Jaro–Winkler', () => {
  it("gives Winkler's published figures", () => {
    // Winkler (1990) and the usual worked examples.
    expect(jaro('martha', 'marhta')).toBeCloseTo(0.9444, 4);
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.9611, 4);
    expect(jaro('dwayne', 'duane')).toBeCloseTo(0.8222, 4);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 4);
    expect(jaro('dixon', 'dicksonx')).toBeCloseTo(0.7667, 4);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.8133, 4);
  });

  it('is 1 for equal strings, 0 when nothing matches or one is empty, and the same either way round', () => {
    expect(jaroWinkler('smith', 'smith')).toBe(1);
    expect(jaroWinkler('', '')).toBe(1);
    expect(jaroWinkler('abc', '')).toBe(0);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    for (const [a, b] of [['jana', 'jna'], ['katherine', 'catherine'], ['o', 'oo'], ['schmidt', 'smith']]) expect(jaroWinkler(a, b)).toBe(jaroWinkler(b, a));
  });

  it('gives no bonus for a common beginning below the threshold, and counts at most four letters of it', () => {
    expect(jaroWinkler('abcxyzuvw', 'abcmnopqr')).toBe(jaro('abcxyzuvw', 'abcmnopqr'));
    const long = jaro('abcdefgh', 'abcdefgx');
    expect(jaroWinkler('abcdefgh', 'abcdefgx')).toBeCloseTo(long + 4 * 0.1 * (1 - long), 10);
  });

  it('handles names longer than its kept buffers', () => {
    const a = 'x'.repeat(150) + 'a';
    expect(jaroWinkler(a, a.slice(0, -1) + 'b')).toBeGreaterThan(0.99);
  });
});
