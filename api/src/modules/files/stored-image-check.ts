import { pipeline } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { AppError, invalid } from '../../errors.ts';
import { requestLanguage, t } from '../../i18n.ts';
import type { ObjectStorage } from '../../storage/index.ts';

export interface ImageFacts {
  width: number;
  height: number;
}

/**
 * Reads a stored photo's header (from storage, as a stream): its size with its orientation applied.
 * One that has no size, or declares more than `maxPixels`, is refused without decoding (a
 * decompression bomb). Its pixels are decoded once, when it is written again (`stripStoredImage`),
 * which refuses a truncated or damaged one.
 */
export async function checkStoredImage(storage: ObjectStorage, key: string, maxPixels: number, field: string): Promise<ImageFacts> {
  const refuse = (message: string) => invalid(message, { [field]: message });
  const header = await (await storage.read(key)).pipe(sharp({ animated: true, limitInputPixels: false })).metadata().catch(() => {
    throw refuse(t('files:damagedPhoto'));
  });
  const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
  if (!header.width || !header.height) throw refuse(t('files:damagedPhoto'));
  if (pixels > maxPixels) {
    const number = new Intl.NumberFormat(requestLanguage());
    throw refuse(t('files:photoTooManyPixels', { width: number.format(header.width), height: number.format(header.height), megapixels: new Intl.NumberFormat(requestLanguage(), { maximumFractionDigits: 6 }).format(maxPixels / 1_000_000) }));
  }
  const turned = (header.orientation ?? 1) >= 5;
  const height = header.pageHeight ?? header.height;
  return turned ? { width: height, height: header.width } : { width: header.width, height };
}

/** How a photo of each accepted type is written again: in its own format, near its own quality. */
const REWRITE: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Writes a stored photo again without its metadata (EXIF, GPS location, comments), turned upright,
 * in its own format: what the circle is served carries no location. Streams from storage to
 * storage, decoding every pixel on the way as strictly as sharp advises for files from anyone (a
 * warning is a failure), so that a photo cut short or damaged is refused (`field` says so) rather
 * than kept; answers the new size. Call `checkStoredImage` first.
 */
export async function stripStoredImage(storage: ObjectStorage, key: string, mimeType: string, maxPixels: number, field: string): Promise<number> {
  const rewrite = REWRITE[mimeType];
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  const source = await storage.read(key);
  const decoder = rewrite(sharp({ animated, limitInputPixels: maxPixels, failOn: 'warning' }).rotate());
  let readFailed = false;
  let decodeFailed = false;
  source.once('error', () => (readFailed = true));
  decoder.once('error', () => (decodeFailed = true));
  // Through pipeline, a failed read ends the decoding too (rather than leaving it waiting).
  const clean = pipeline(source, decoder, () => {});
  try {
    const { size } = await storage.write(key, clean, { contentType: mimeType });
    return size;
  } catch (error) {
    clean.destroy();
    if (decodeFailed && !readFailed && !(error instanceof AppError)) {
      const message = t('files:damagedPhoto');
      throw invalid(message, { [field]: message });
    }
    throw error;
  }
}
