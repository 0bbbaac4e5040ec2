// Reading uploaded raw DNA data files into a kit's genotypes, and storing those compactly and
// sealed. Pure: no database, no queue; the DNA module wires it to storage and jobs.
export { parseDnaFile, DEFAULT_MIN_MARKERS, MAX_DUPLICATE_SHARE, MAX_MALFORMED_SHARE, type ParseDnaFileOptions, type ParsedDnaFile } from './parse-dna-file.ts';
export { parseDnaFileOnThread, serveDnaParse, type ParsedOnThread, type ThreadParseOptions } from './parse-on-thread.ts';
export { DnaFileError, isDnaFileError, type DnaFileErrorCode, type DnaFileErrorDetails } from './dna-file-error.ts';
export type { DnaFileFormat } from './formats.ts';
export { DEFAULT_UNPACK_LIMITS, type DnaFileContainer, type UnpackLimits } from './unpack.ts';
export { inferSex, type InferredSex } from './infer-sex.ts';
export { GRCH37_LENGTHS, GRCH37_X_PAR, inPseudoautosomalRegion } from './grch37.ts';
export { encodeGenotypes, decodeGenotypes } from './genotype-codec.ts';
export { encryptKit, decryptKit, readKitKeyId, type KitKeyring } from './kit-crypto.ts';
export { KitStorageError, type KitStorageErrorCode } from './kit-storage-error.ts';
