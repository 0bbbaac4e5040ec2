import type { DnaKit } from './dna-kit.entity.ts';

/** A kit as the upload answers it (its owner's): what was read, never any genotype. */
export function presentUploadedKit(kit: DnaKit) {
  return {
    id: kit.id,
    provider: kit.provider,
    fileVersion: kit.fileVersion,
    markers: kit.markers,
    noCalls: kit.noCalls,
    inferredSex: kit.inferredSex,
    personId: kit.person?.id ?? null,
    ofRelative: kit.ofRelative,
    createdAt: kit.createdAt,
  };
}
