import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { invalid, tooLarge } from '../../errors.ts';
import { requestLanguage, tIn } from '../../i18n.ts';
import { invalidFileType, kindOf, type MediaKind } from './media-types.ts';

/** Enough of the start of a file for its magic bytes. */
const SNIFF_BYTES = 4100;

export interface Sniffed {
  mimeType: string;
  kind: MediaKind;
}


/**
 * Passes a file through while telling what it is from its first bytes (refusing anything but an
 * accepted photo or video at once, before more arrives) and counting it against the limit of its
 * kind, so an upload over the limit stops there, not after all of it came. `sniffed` resolves
 * with the type once known; an empty file is refused when the stream ends. Refusals are worded in
 * the language of the request that made it, read once for the stream's callbacks.
 */
export function sniffingLimit(limits: Record<MediaKind, number>, field: string, accept: readonly MediaKind[] = ['image', 'video']) {
  const language = requestLanguage();
  let head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let type: Sniffed | null = null;
  let announce: (value: Sniffed) => void = () => {};
  const sniffed = new Promise<Sniffed>((resolve) => (announce = resolve));
  const refuse = (message: string) => invalid(message, { [field]: message });

  const decide = async (): Promise<Sniffed> => {
    const start = Buffer.concat(head);
    const mimeType = (await fileTypeFromBuffer(start))?.mime ?? '';
    const kind = kindOf(mimeType);
    if (!kind || !accept.includes(kind)) throw refuse(invalidFileType(language));
    return { mimeType, kind };
  };
  const checkSize = () => {
    if (type && size > limits[type.kind]) {
      const megabytes = new Intl.NumberFormat(language).format(Math.round(limits[type.kind] / 1024 / 1024));
      const message = type.kind === 'image' ? tIn(language, 'files:photoTooLarge', { megabytes }) : tIn(language, 'files:videoTooLarge', { megabytes });
      throw tooLarge(message, { [field]: message });
    }
  };
  const release = (stream: Transform) => {
    for (const chunk of head) stream.push(chunk);
    head = [];
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      size += chunk.length;
      if (type) {
        try {
          checkSize();
        } catch (error) {
          return done(error as Error);
        }
        return done(null, chunk);
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) return done();
      decide().then(
        (found) => {
          type = found;
          announce(found);
          checkSize();
          release(this);
          done();
        },
        (error: Error) => done(error),
      ).catch((error: Error) => done(error));
    },
    flush(done: TransformCallback) {
      if (size === 0) return done(refuse(tIn(language, 'files:emptyMedia')));
      if (type) return done();
      decide().then(
        (found) => {
          type = found;
          announce(found);
          release(this);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  return { stream, sniffed, size: () => size };
}
