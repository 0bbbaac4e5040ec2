// Photos with real faces for the face-suggestion journey and bench, made with sharp from two real
// photos (sources and licences: e2e/fixtures/faces/SOURCE.md): several "photos of Rosa" that are
// crops, a mirror image and re-lightings of one face, a different person's face, a photo with both,
// and a 12-megapixel photo for timing detection.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

const ROSA_SOURCE = path.resolve(import.meta.dirname, '../../e2e/fixtures/faces/messi5.jpg');
const strangerSource = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg');

/** A region of a photo, in its pixels. */
interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the face is in messi5.jpg, with room around it: the crops are taken around this. */
const AROUND_ROSA: Region = { left: 185, top: 45, width: 115, height: 115 };
/** The right-hand person's face in sample1.jpg, with room around it. */
const AROUND_STRANGER: Region = { left: 1380, top: 130, width: 460, height: 480 };

const jpeg = (image: Sharp) => image.jpeg({ quality: 90 }).toBuffer();

/** Rosa's face cropped a little differently each time, enlarged to a photo's size, some mirrored or re-lit. */
export async function rosaPhotos(): Promise<Buffer[]> {
  const source = readFileSync(ROSA_SOURCE);
  const crop = (dx: number, dy: number, grow: number) => sharp(source).extract({ left: AROUND_ROSA.left + dx, top: AROUND_ROSA.top + dy, width: AROUND_ROSA.width + grow, height: AROUND_ROSA.height + grow });
  return Promise.all([
    jpeg(crop(0, 0, 0).resize(900, 900, { kernel: 'lanczos3' })),
    jpeg(crop(8, 6, -12).flop().resize(880, 880, { kernel: 'lanczos3' })),
    jpeg(crop(-10, -5, 20).resize(960, 960, { kernel: 'lanczos3' }).modulate({ brightness: 1.25 })),
    jpeg(crop(4, 10, -6).resize(900, 900, { kernel: 'lanczos3' }).modulate({ brightness: 0.75, saturation: 0.8 })),
  ]);
}

/** A different real person's face, as a photo of its own (with more of her around it than in the photo with both). */
export async function strangerPhoto(): Promise<Buffer> {
  return jpeg(sharp(readFileSync(strangerSource())).extract({ left: 1200, top: 20, width: 700, height: 760 }).resize(874, 950));
}

/** One photo with Rosa (a new crop, re-lit) on the left and the stranger on the right. */
export async function rosaWithStranger(): Promise<Buffer> {
  const [rosa, stranger] = await Promise.all([
    sharp(readFileSync(ROSA_SOURCE)).extract({ left: AROUND_ROSA.left - 4, top: AROUND_ROSA.top + 2, width: 112, height: 112 }).resize(700, 700, { kernel: 'lanczos3' }).modulate({ brightness: 1.1 }).toBuffer(),
    sharp(readFileSync(strangerSource())).extract(AROUND_STRANGER).resize(670, 700).toBuffer(),
  ]);
  return jpeg(sharp({ create: { width: 1400, height: 760, channels: 3, background: '#5a5048' } }).composite([{ input: rosa, left: 15, top: 30 }, { input: stranger, left: 715, top: 30 }]));
}

/** A 12-megapixel photo (4,000 × 3,000) with Rosa's face in it, as a camera would take. */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const face = await sharp(readFileSync(ROSA_SOURCE)).extract(AROUND_ROSA).resize(1400, 1400, { kernel: 'lanczos3' }).toBuffer();
  const background = await sharp(readFileSync(ROSA_SOURCE)).resize(4000, 3000, { fit: 'fill' }).blur(12).toBuffer();
  return jpeg(sharp(background).composite([{ input: face, left: 1300, top: 800 }]));
}
