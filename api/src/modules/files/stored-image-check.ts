import sharp, { type Sharp } from 'sharp';
import { invalid } from '../../errors.ts';
import { requestLanguage, t } from '../../i18n.ts';
import type { ObjectStorage } from '../../storage/index.ts';

export interface ImageFacts {
  width: number;
  height: number;
}

/**
 * Decodes a stored photo completely (from storage, as a stream) so that a truncated or damaged one
 * is refused before it is kept, and reads its size with its orientation applied. Its header is read
 * first: one declaring more than `maxPixels` is refused without decoding (a decompression bomb).
 */
export async function checkStoredImage(storage: ObjectStorage, key: string, maxPixels: number, field: string): Promise<ImageFacts> {
  const refuse = (message: string) => invalid(message, { [field]: message });
  const damaged = () => refuse(t('files:damagedPhoto'));
  const header = await (await storage.read(key)).pipe(sharp({ animated: true, limitInputPixels: false })).metadata().catch(() => {
    throw damaged();
  });
  const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
  if (!header.width || !header.height) throw damaged();
  if (pixels > maxPixels) {
    const number = new Intl.NumberFormat(requestLanguage());
    throw refuse(t('files:photoTooManyPixels', { width: number.format(header.width), height: number.format(header.height), megapixels: new Intl.NumberFormat(requestLanguage(), { maximumFractionDigits: 6 }).format(maxPixels / 1_000_000) }));
  }
  // Decoding every pixel (into a tiny picture) finds a file cut short.
  await (await storage.read(key))
    .pipe(sharp({ limitInputPixels: maxPixels, failOn: 'truncated' }).resize(32, 32, { fit: 'inside' }).raw())
    .toBuffer()
    .catch(() => {
      throw damaged();
    });
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
 * storage; answers the new size.
 */
export async function stripStoredImage(storage: ObjectStorage, key: string, mimeType: string, maxPixels: number): Promise<number> {
  const rewrite = REWRITE[mimeType];
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  const clean = (await storage.read(key)).pipe(rewrite(sharp({ animated, limitInputPixels: maxPixels }).rotate()));
  const { size } = await storage.write(key, clean, { contentType: mimeType });
  return size;
}
