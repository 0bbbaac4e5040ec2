import { cmAt, paintTriangulation } from './painting';

const chromosome = { number: 7, name: '7', lengthBp: 160_000_000, lengthCm: 180 };
const known = [{ chromosome: 7, startBp: 10_000_000, endBp: 30_000_000, startCm: 20, endCm: 50, cM: 30 }];

describe('placing a stretch on the genetic map', () => {
  it('follows the match’s own segment when the position lies within it', () => {
    expect(cmAt(10_000_000, chromosome, known)).toBe(20);
    expect(cmAt(20_000_000, chromosome, known)).toBe(35);
    expect(cmAt(30_000_000, chromosome, known)).toBe(50);
  });

  it('falls back to the chromosome’s proportions elsewhere, and on another chromosome', () => {
    expect(cmAt(80_000_000, chromosome, known)).toBe(90);
    expect(cmAt(20_000_000, { ...chromosome, number: 8 }, known)).toBeCloseTo(22.5);
    expect(cmAt(200_000_000, chromosome, known)).toBe(180);
  });

  it('paints a triangulated stretch as confirmed or not, placed by the match’s segment', () => {
    const [stretch] = paintTriangulation([chromosome], [{ chromosome: 7, startBp: 15_000_000, endBp: 25_000_000, cM: 15, confirmed: false }], known);
    expect(stretch).toMatchObject({ chromosome: 7, startCm: 27.5, endCm: 42.5, paint: 'unconfirmed', label: 'Chromosome 7, 15–25 Mb, 15 cM, not confirmed' });
  });
});
