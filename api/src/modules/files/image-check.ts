import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { invalid, tooLarge } from '../../errors.ts';
import { requestLanguage, t } from '../../i18n.ts';

/** Images are decoded only up to this many pixels: a 50 MP photo is fine, a decompression bomb is not. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** What is stored is scaled down to fit this square: photos are never shown larger. */
export const MAX_STORED_SIDE = 2048;

// Each accepted format is re-encoded as itself; GIF and WebP keep their animation.
const FORMATS = {
  'image/jpeg': { decoder: 'jpeg', extension: 'jpg', animated: false, encode: (image: Sharp) => image.jpeg({ quality: 85 }) },
  'image/png': { decoder: 'png', extension: 'png', animated: false, encode: (image: Sharp) => image.png() },
  'image/webp': { decoder: 'webp', extension: 'webp', animated: true, encode: (image: Sharp) => image.webp({ quality: 85 }) },
  'image/gif': { decoder: 'gif', extension: 'gif', animated: true, encode: (image: Sharp) => image.gif() },
} as const;
type AcceptedType = keyof typeof FORMATS;

// Uploads are decoded once and never again: libvips' cache would only hold on to their memory.
sharp.cache(false);

export interface CheckedImage {
  bytes: Buffer;
  mimeType: AcceptedType;
  extension: string;
}

/**
 * Decodes an uploaded image completely and returns it re-encoded: auto-rotated, without metadata
 * (EXIF, GPS, comments), scaled to fit MAX_STORED_SIDE. Anything that is not a whole JPEG, PNG,
 * WebP or GIF of at most MAX_IMAGE_PIXELS is refused with a message for `field`. sharp decodes
 * off the main thread, so a large photo does not hold up other requests.
 */
export async function checkImage(bytes: Buffer, field: string, maxBytes: number): Promise<CheckedImage> {
  const refuse = (message: string) => invalid(message, { [field]: message });
  if (bytes.length === 0) throw refuse(t('files:emptyPhoto'));
  if (bytes.length > maxBytes) {
    const message = t('files:fileTooLarge', { megabytes: Math.round(maxBytes / 1024 / 1024) });
    throw tooLarge(message, { [field]: message });
  }
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (!type || !(type in FORMATS)) throw refuse(t('files:notAnImage'));
  const format = FORMATS[type as AcceptedType];
  const damaged = () => refuse(t('files:damagedImage'));

  // The header alone says how large the decoded image would be; nothing is decoded yet.
  const header = await sharp(bytes, { animated: format.animated, limitInputPixels: false }).metadata().catch(() => {
    throw damaged();
  });
  if (header.format !== format.decoder) throw damaged();
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    const number = new Intl.NumberFormat(requestLanguage());
    const words = { width: number.format(header.width), height: number.format(header.height), megapixels: number.format(MAX_IMAGE_PIXELS / 1_000_000) };
    throw refuse(t('files:imageTooManyPixels', words));
  }

  const image = sharp(bytes, { animated: format.animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', autoOrient: true })
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
  const output = await format.encode(image).toBuffer().catch(() => {
    throw damaged();
  });
  return { bytes: output, mimeType: type as AcceptedType, extension: format.extension };
}
