import { AppError } from '../../../errors.ts';

/**
 * Why an uploaded DNA file was refused: a stable code the app and its clients can rely on, whatever
 * the wording of the sentence beside it.
 */
export type DnaFileErrorCode =
  /** Not a raw data file of a company Kinfolk reads (or not text at all). */
  | 'DNA_FORMAT_UNKNOWN'
  /** The file ends part-way: its last line is cut, its compressed stream stops early, or whole chromosomes are missing. */
  | 'DNA_FILE_TRUNCATED'
  /** Too many lines that do not read as markers of the detected format. */
  | 'DNA_FILE_MALFORMED'
  /** Positions on another reference genome (build 36 or 38); the comparison needs GRCh37. */
  | 'DNA_NOT_GRCH37'
  /** The same positions listed many times over: a broken or doubled file. */
  | 'DNA_DUPLICATE_MARKERS'
  /** Larger than a raw data file can be, packed or unpacked (a zip bomb ends here too). */
  | 'DNA_TOO_LARGE'
  /** Far fewer called markers than any genotyping chip reads. */
  | 'DNA_TOO_FEW_MARKERS'
  /** A zip or gzip file that cannot be unpacked. */
  | 'DNA_ZIP_INVALID';

/** Numbers that explain a refusal (never any of the file's genotypes). */
export type DnaFileErrorDetails = Record<string, number | string>;

/**
 * A DNA file Kinfolk will not store, with a sentence the uploader can act on. It is a domain error
 * (BAD_USER_INPUT, or PAYLOAD_TOO_LARGE for DNA_TOO_LARGE), so the app answers it as such; `dnaCode`
 * says which refusal it is, and `details` carries the figures a translated message needs.
 */
export class DnaFileError extends AppError {
  readonly dnaCode: DnaFileErrorCode;
  readonly details: DnaFileErrorDetails;

  constructor(dnaCode: DnaFileErrorCode, message: string, details: DnaFileErrorDetails = {}) {
    if (dnaCode === 'DNA_TOO_LARGE') super('PAYLOAD_TOO_LARGE', 413, message);
    else super('BAD_USER_INPUT', 400, message);
    this.name = 'DnaFileError';
    this.dnaCode = dnaCode;
    this.details = details;
  }
}

/** Whether something thrown is a refusal of the file (as opposed to a failure of the server). */
export function isDnaFileError(error: unknown): error is DnaFileError {
  return error instanceof DnaFileError;
}
