import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { GENETIC_MAP_FILE, cmOfPositions, loadGeneticMap, positionAtCm } from './genetic-map.ts';
import { CHROMOSOMES, X_CHROMOSOME } from './genotypes.ts';

// Values read off the FULL SHAPEIT4 maps (not the reduced copy) by scripts/reduce-genetic-map.ts:
// [chromosome, GRCh37 position, cM]. The reduced map must agree within its 0.01 cM tolerance.
const FULL_MAP_POINTS: [number, number, number][] = [
  [1, 63537013, 92.751], [1, 114444247, 143.763], [1, 197023284, 208.5618],
  [2, 51940558, 80.4042], [2, 120023224, 137.932], [2, 181228513, 195.6702],
  [3, 41377910, 63.7047], [3, 95323774, 109.5879], [3, 145443382, 155.7131],
  [4, 43302960, 67.5747], [4, 96161073, 108.5173], [4, 144681397, 149.6537],
  [5, 39187091, 58.5818], [5, 92608680, 101.9714], [5, 136759944, 139.8383],
  [6, 36723166, 54.5084], [6, 83497616, 90.8146], [6, 129504125, 130.3471],
  [7, 30969437, 51.4832], [7, 78116904, 93.9815], [7, 119414699, 130.7362],
  [8, 24555459, 50.0266], [8, 70062008, 85.6695], [8, 111029014, 121.0681],
  [9, 20082751, 40.6201], [9, 79308163, 76.3801], [9, 109899340, 111.2453],
  [10, 28500828, 51.1404], [10, 66995070, 88.5919], [10, 102799504, 128.7346],
  [11, 29673777, 46.3439], [11, 71186406, 78.2397], [11, 103250752, 108.2158],
  [12, 30394981, 51.7552], [12, 67264249, 81.0383], [12, 99234588, 115.8326],
  [13, 42500983, 41.8467], [13, 69107857, 63.454], [13, 92988820, 85.0764],
  [14, 41487080, 38.0562], [14, 62894202, 58.1896], [14, 85179794, 80.3315],
  [15, 42401939, 56.4496], [15, 61223206, 75.1969], [15, 84811493, 100.4071],
  [16, 17252047, 36.198], [16, 56267855, 73.1101], [16, 77867084, 96.374],
  [17, 15689538, 41.295], [17, 43797407, 67.2165], [17, 63751650, 89.663],
  [18, 23978592, 45.1744], [18, 43028214, 61.1831], [18, 62173315, 86.7393],
  [19, 16580199, 40.8098], [19, 32319433, 54.5939], [19, 46927103, 74.2322],
  [20, 13292696, 34.1381], [20, 31239162, 51.6412], [20, 48975834, 73.2332],
  [21, 22916388, 19.1384], [21, 30727408, 29.9482], [21, 39951355, 44.3215],
  [22, 26772043, 27.0953], [22, 34791013, 39.6831], [22, 44543551, 53.6877],
  [23, 32828961, 51.1593], [23, 83654386, 87.647], [23, 121245606, 125.9532],
];

/** The reduced file's own points of one chromosome, read without the module under test. */
function filePoints(chromosome: number): { positions: number[]; cM: number[] } {
  const rows = gunzipSync(readFileSync(GENETIC_MAP_FILE)).toString('utf8').trim().split('\n').slice(1);
  const positions: number[] = [];
  const cM: number[] = [];
  for (const row of rows) {
    const [chr, pos, cm] = row.split('\t').map(Number) as [number, number, number];
    if (chr !== chromosome) continue;
    positions.push(pos);
    cM.push(cm);
  }
  return { positions, cM };
}

describe('the GRCh37 genetic map', () => {
  const map = loadGeneticMap();

  it('is loaded once and kept', () => {
    expect(loadGeneticMap()).toBe(map);
  });

  it('has chromosomes 1–22 and the X (23), with their full-map lengths', () => {
    const lengths = map.lengths();
    expect(lengths.map((length) => length.chromosome)).toEqual([...CHROMOSOMES]);
    const chr1 = lengths[0]!;
    // The full SHAPEIT4 map: chromosome 1 spans 55,550–249,218,992 bp and 286.279 cM.
    expect(chr1.firstBp).toBe(55550);
    expect(chr1.lastBp).toBe(249218992);
    expect(Math.abs(chr1.cM - 286.279234) / 286.279234).toBeLessThan(0.005);
    const x = lengths.find((length) => length.chromosome === X_CHROMOSOME)!;
    expect(x.firstBp).toBe(2703391);
    expect(x.lastBp).toBe(154929412);
    expect(x.cM).toBeCloseTo(180.8378, 3);
    const autosomes = lengths.filter((length) => length.chromosome < X_CHROMOSOME).reduce((sum, length) => sum + length.cM, 0);
    expect(autosomes).toBeGreaterThan(3500);
    expect(autosomes).toBeLessThan(3600);
  });

  it('agrees with the full map within its 0.01 cM tolerance', () => {
    for (const [chromosome, position, cM] of FULL_MAP_POINTS) {
      expect(Math.abs(map.cmAt(chromosome, position) - cM)).toBeLessThanOrEqual(0.0101);
    }
  });

  it('interpolates linearly between the points it keeps', () => {
    const { positions, cM } = filePoints(7);
    for (const i of [0, 1, 100, 1000, positions.length - 2]) {
      const [x0, x1, y0, y1] = [positions[i]!, positions[i + 1]!, cM[i]!, cM[i + 1]!];
      expect(map.cmAt(7, x0)).toBeCloseTo(y0, 10);
      expect(map.cmAt(7, x1)).toBeCloseTo(y1, 10);
      const quarter = x0 + (x1 - x0) / 4;
      expect(map.cmAt(7, quarter)).toBeCloseTo(y0 + (y1 - y0) / 4, 10);
    }
  });

  it('is flat beyond its ends, the X pseudoautosomal regions included', () => {
    const chr1 = map.lengths()[0]!;
    expect(map.cmAt(1, 0)).toBe(map.cmAt(1, chr1.firstBp));
    expect(map.cmAt(1, 1000)).toBe(0);
    expect(map.cmAt(1, 300_000_000)).toBe(map.cmAt(1, chr1.lastBp));
    // PAR1 ends at 2,699,520 and PAR2 starts at 154,931,044 on GRCh37.
    expect(map.cmAt(X_CHROMOSOME, 1_500_000)).toBe(map.cmAt(X_CHROMOSOME, 2_699_520));
    expect(map.cmAt(X_CHROMOSOME, 155_100_000)).toBe(map.cmAt(X_CHROMOSOME, 154_931_044));
  });

  it('never falls along a chromosome', () => {
    let previous = -1;
    for (let position = 0; position < 250_000_000; position += 137_911) {
      const cM = map.cmAt(2, position);
      expect(cM).toBeGreaterThanOrEqual(previous);
      previous = cM;
    }
  });

  it('refuses a chromosome it does not have', () => {
    expect(() => map.cmAt(24, 1000)).toThrow(RangeError);
    expect(() => cmOfPositions(0, new Uint32Array([1]))).toThrow(RangeError);
  });

  it('gives many positions at once the same cM as one by one, in any order', () => {
    const ascending = new Uint32Array(20_000);
    for (let i = 0; i < ascending.length; i += 1) ascending[i] = 10_000 + i * 12_511 + ((i * 7919) % 5000);
    const bulk = cmOfPositions(3, ascending);
    ascending.forEach((position, i) => expect(bulk[i]).toBe(map.cmAt(3, position)));
    const shuffled = Uint32Array.from([5_000_000, 1_000, 250_000_000, 5_000_000, 60_000_000, 59_999_999]);
    const unordered = cmOfPositions(3, shuffled);
    shuffled.forEach((position, i) => expect(unordered[i]).toBe(map.cmAt(3, position)));
  });

  it('finds the position where a chromosome reaches a given cM', () => {
    for (const cM of [0.5, 10, 77.7, 150, 220]) {
      const position = positionAtCm(3, cM);
      expect(map.cmAt(3, position)).toBeCloseTo(cM, 6);
    }
    const chr3 = map.lengths()[2]!;
    expect(positionAtCm(3, -1)).toBe(chr3.firstBp);
    expect(positionAtCm(3, 1000)).toBe(chr3.lastBp);
  });
});
