import { AppError } from '../../errors.ts';
import { isDnaFileError } from './kits/index.ts';

/** The header that carries a refused upload's stable code (DNA_FORMAT_UNKNOWN, DNA_NOT_GRCH37 …) beside the sentence. */
export const DNA_ERROR_HEADER = 'Kinfolk-Error-Code';

/** Why the app refused a kit for what it says of its person (the file itself was read). */
export type DnaKitRefusalCode =
  /** The kit's X chromosome shows the other sex than the one the tree records for the person. */
  | 'DNA_SEX_MISMATCH'
  /** A relative's kit, and the uploader did not confirm the relative agreed to it. */
  | 'DNA_CONSENT_REQUIRED'
  /** No file was sent. */
  | 'DNA_FILE_MISSING';

/** A refused upload whose file was read but which the app does not keep (BAD_USER_INPUT, with its code). */
export class DnaKitRefusal extends AppError {
  readonly dnaCode: DnaKitRefusalCode;

  constructor(dnaCode: DnaKitRefusalCode, message: string, fields?: Record<string, string>) {
    super('BAD_USER_INPUT', 400, message, fields);
    this.name = 'DnaKitRefusal';
    this.dnaCode = dnaCode;
  }
}

/** The stable code of a refused DNA upload (the parser's or the app's), or null for any other error. */
export function dnaRefusalCode(error: unknown): string | null {
  if (isDnaFileError(error) || error instanceof DnaKitRefusal) return error.dnaCode;
  return null;
}
