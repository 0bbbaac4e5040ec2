import { i18n, tKey } from '../../../lib/i18n';
import { sendWithProgress, UploadInterrupted, type UploadProgress } from '../../../lib/xhrUpload';

/** Where a raw data file is uploaded (multipart: `file`, optionally `personId` and `relativeConsent`). */
export const DNA_UPLOAD_URL = '/api/dna/kits';

/** The header naming why the server refused a file (DNA_FORMAT_UNKNOWN, DNA_NOT_GRCH37 …). */
export const DNA_ERROR_HEADER = 'Kinfolk-Error-Code';

export interface KitUploadRequest {
  file: File;
  /** The person of a tree the kit is of; none for the uploader's own kit not placed in a tree. */
  personId: string | null;
  /** The uploader's statement that the relative the kit is of agreed. */
  relativeConsent: boolean;
  onProgress?: (progress: UploadProgress) => void;
}

const INTERRUPTED = {
  unreachable: tKey('dna:upload.error.unreachable'),
  timeout: tKey('dna:upload.error.timeout'),
  cancelled: tKey('dna:upload.error.cancelled'),
};

/** Why a file was not kept: the server's sentence (shown as it is) and its code, or a cancel. */
export class KitUploadError extends Error {
  readonly code: string | null;
  readonly cancelled: boolean;
  constructor(message: string, code: string | null = null, cancelled = false) {
    super(message);
    this.name = 'KitUploadError';
    this.code = code;
    this.cancelled = cancelled;
  }
}

/** The multipart body: the fields first, then the file. */
export function kitUploadBody({ file, personId, relativeConsent }: Pick<KitUploadRequest, 'file' | 'personId' | 'relativeConsent'>): FormData {
  const body = new FormData();
  if (personId) body.append('personId', personId);
  if (relativeConsent) body.append('relativeConsent', 'true');
  body.append('file', file, file.name);
  return body;
}

/** The server's plain-text sentence, unless the answer is not one (an error page of a proxy). */
function sentenceOf(text: string): string | null {
  const sentence = text.trim();
  if (!sentence || sentence.startsWith('<') || sentence.length > 500) return null;
  return sentence;
}

/**
 * Uploads a raw data file with its progress. `done` settles with the new kit's id once the server
 * has read and kept it, or a KitUploadError with the server's sentence; `cancel` stops the upload.
 */
export function uploadKit(request: KitUploadRequest): { done: Promise<string>; cancel: () => void } {
  const sent = sendWithProgress({ url: DNA_UPLOAD_URL, body: kitUploadBody(request), size: request.file.size, onProgress: request.onProgress });
  const done = sent.done.then(
    (answer) => {
      if (answer.status >= 200 && answer.status < 300) {
        const kit = JSON.parse(answer.text) as { id?: unknown };
        if (typeof kit.id === 'string') return kit.id;
      }
      const message = sentenceOf(answer.text) ?? i18n.t('dna:upload.error.status', { status: answer.status });
      throw new KitUploadError(message, answer.header(DNA_ERROR_HEADER));
    },
    (error: unknown) => {
      if (error instanceof UploadInterrupted) throw new KitUploadError(i18n.t(INTERRUPTED[error.reason]), null, error.reason === 'cancelled');
      throw error;
    },
  );
  return { done, cancel: sent.cancel };
}
