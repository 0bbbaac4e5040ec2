import { dnaViewAt, kitAgreementsPath, kitPath, matchPagePath } from './dnaPaths';

describe('the addresses below /dna', () => {
  it('read back as the view they name, so that a reload stays there', () => {
    expect(dnaViewAt('/dna')).toEqual({ view: 'kits' });
    expect(dnaViewAt('/dna/')).toEqual({ view: 'kits' });
    expect(dnaViewAt('/dna/heritage')).toEqual({ view: 'heritage' });
    expect(dnaViewAt(kitPath('k 1'))).toEqual({ view: 'kit', kitId: 'k 1', section: 'matches' });
    expect(dnaViewAt(kitAgreementsPath('k1'))).toEqual({ view: 'kit', kitId: 'k1', section: 'agreements' });
    expect(dnaViewAt(matchPagePath('m1'))).toEqual({ view: 'match', matchId: 'm1' });
    expect(dnaViewAt('/dna/somewhere/else/entirely')).toEqual({ view: 'unknown' });
  });

  it('keep the second match of a triangulation', () => {
    expect(matchPagePath('m1', 'm2')).toBe('/dna/matches/m1?with=m2');
    expect(matchPagePath('m1', null, 'k 1')).toBe('/dna/matches/m1?kit=k+1');
    expect(matchPagePath('m1', 'm2', 'k1')).toBe('/dna/matches/m1?kit=k1&with=m2');
  });
});
