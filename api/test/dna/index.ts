/**
 * The DNA simulator for tests, benches and end-to-end tests: synthetic chips, families simulated
 * along the GRCh37 genetic map, their true IBD, their kits and the companies' raw files. See
 * README.md beside this file.
 */
export { CHIP_IDS, LAYOUT_SEED, MT_TABLE, TABLES, Y_TABLE, chipLayout, markerCatalog, sharedMarkerCount } from './chip-layouts.ts';
export type { ChipId, ChipLayout, Company, MarkerCatalog, SiteTable } from './chip-layouts.ts';
export { buildFamily } from './family.ts';
export type { FamilyOptions, PersonSpec, Sex, SimFamily, SimPerson } from './family.ts';
export { MARKER_GAPS, X_PARS, inPar } from './genome.ts';
export { idAt } from './inheritance.ts';
export type { ChromosomePair, Haplotype } from './inheritance.ts';
export { kitGenotypes, LIGHT_KIT_EVERY_NTH, LIGHT_KIT_MIN_MARKERS, makeKit } from './kits.ts';
export type { KitGenotypesOptions, KitOptions, SimKit } from './kits.ts';
export { cousins, halfSiblings, parentAndChild, siblings, threeGenerations } from './pedigrees.ts';
export type { CousinOptions } from './pedigrees.ts';
export { personAlleles } from './person-alleles.ts';
export { createRng, hashSeed } from './random.ts';
export type { Rng, SeedPart } from './random.ts';
export { RAW_FILE_FORMATS } from './raw-file-formats.ts';
export { DEFAULT_GENERATED_AT, build38Position, familyRawFiles, rawFile, rawFileChunks, rawFileName, rawFileStream, rawFileText } from './raw-files.ts';
export type { Compression, FamilyRawFile, RawFileOptions } from './raw-files.ts';
export { chromosomeNumber, genotypeOf, readRawFile, rowsToGenotypes } from './read-raw-file.ts';
export type { RawFileParts, RawRow } from './read-raw-file.ts';
export { trueSharedSegments } from './true-ibd.ts';
export type { TrueSegment, TrueSharing, TrueSharingOptions } from './true-ibd.ts';
