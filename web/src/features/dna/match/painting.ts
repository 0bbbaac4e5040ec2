import type { DnaSegmentKind } from '../../../gql/graphql';
import { formatNumber, i18n } from '../../../lib/i18n';
import { formatCm, formatDecimal } from '../dnaText';

/** How a painted stretch looks: half or fully identical (a match), confirmed or not (a triangulation). */
export type Paint = DnaSegmentKind | 'confirmed' | 'unconfirmed';

/** A stretch painted on a chromosome, on the genetic map, with what it says for those who cannot see it. */
export interface PaintedSegment {
  key: string;
  chromosome: number;
  startCm: number;
  endCm: number;
  paint: Paint;
  label: string;
}

/** A chromosome as the browser draws it. */
export interface BrowserChromosome {
  number: number;
  name: string;
  lengthBp: number;
  lengthCm: number;
}

interface Stretch {
  chromosome: number;
  startBp: number;
  endBp: number;
  cM: number;
}

/** A chromosome's name: "7", "X". */
export const chromosomeName = (chromosomes: readonly BrowserChromosome[], number: number) =>
  chromosomes.find((c) => c.number === number)?.name ?? (number === 23 ? 'X' : String(number));

/** Megabases of a stretch: "12.3–45.6". */
export const mbRange = (startBp: number, endBp: number) => i18n.t('dna:figures.mbRange', { start: formatDecimal(startBp / 1_000_000), end: formatDecimal(endBp / 1_000_000) });

/** What a match's segment is, in words: "Chromosome 7, 12.3–45.6 Mb, 33.3 cM, 4,200 markers, half identical". */
export function segmentLabel(chromosomes: readonly BrowserChromosome[], segment: Stretch & { markers: number; kind: DnaSegmentKind }): string {
  return i18n.t('dna:browser.segment', {
    chromosome: chromosomeName(chromosomes, segment.chromosome),
    range: mbRange(segment.startBp, segment.endBp),
    cm: formatCm(segment.cM),
    count: segment.markers,
    markers: formatNumber(segment.markers),
    kind: segment.kind === 'full' ? i18n.t('dna:browser.full') : i18n.t('dna:browser.half'),
  });
}

/** A match's segments, painted where the genetic map puts them. */
export function paintSegments(
  chromosomes: readonly BrowserChromosome[],
  segments: readonly (Stretch & { startCm: number; endCm: number; markers: number; kind: DnaSegmentKind })[],
): PaintedSegment[] {
  return segments.map((segment, index) => ({
    key: `${segment.chromosome}-${segment.startBp}-${index}`,
    chromosome: segment.chromosome,
    startCm: segment.startCm,
    endCm: segment.endCm,
    paint: segment.kind,
    label: segmentLabel(chromosomes, segment),
  }));
}

/**
 * Where a base-pair position falls on the genetic map: within a known segment of the same
 * chromosome, by its own start and end; elsewhere in proportion to the chromosome's lengths.
 */
export function cmAt(position: number, chromosome: BrowserChromosome | undefined, known: readonly (Stretch & { startCm: number; endCm: number })[]): number {
  const around = known.find((s) => s.chromosome === chromosome?.number && s.startBp <= position && position <= s.endBp);
  if (around) {
    const span = around.endBp - around.startBp;
    return span > 0 ? around.startCm + ((position - around.startBp) / span) * (around.endCm - around.startCm) : around.startCm;
  }
  if (!chromosome || chromosome.lengthBp <= 0) return 0;
  return Math.min(1, Math.max(0, position / chromosome.lengthBp)) * chromosome.lengthCm;
}

/** A triangulation's stretches, placed on the genetic map by the match's own segments (each lies within one of them). */
export function paintTriangulation(
  chromosomes: readonly BrowserChromosome[],
  stretches: readonly (Stretch & { confirmed: boolean })[],
  known: readonly (Stretch & { startCm: number; endCm: number })[],
): PaintedSegment[] {
  return stretches.map((stretch, index) => {
    const chromosome = chromosomes.find((c) => c.number === stretch.chromosome);
    return {
      key: `${stretch.chromosome}-${stretch.startBp}-${index}`,
      chromosome: stretch.chromosome,
      startCm: cmAt(stretch.startBp, chromosome, known),
      endCm: cmAt(stretch.endBp, chromosome, known),
      paint: stretch.confirmed ? 'confirmed' : 'unconfirmed',
      label: i18n.t('dna:triangulation.stretch', {
        chromosome: chromosomeName(chromosomes, stretch.chromosome),
        range: mbRange(stretch.startBp, stretch.endBp),
        cm: formatCm(stretch.cM),
        state: stretch.confirmed ? i18n.t('dna:triangulation.confirmed') : i18n.t('dna:triangulation.unconfirmed'),
      }),
    };
  });
}
