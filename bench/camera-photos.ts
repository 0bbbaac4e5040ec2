import sharp from 'sharp';

/**
 * A 12-megapixel camera-like JPEG (4000 × 3000): a smooth field of colour, shapes and sensor noise,
 * different for every `seed`, so sizes and decoding work vary as real photos' do. Every fourth is
 * stored on its side with an EXIF orientation, as phones do.
 */
export async function cameraPhoto(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  let state = seed * 7919 + 17;
  const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  // A coarse field of colour, enlarged: skies, walls and faces are mostly smooth.
  const [fw, fh] = [Math.ceil(width / 100), Math.ceil(height / 100)];
  const field = Buffer.alloc(fw * fh * 3);
  const tint = [random(), random(), random()];
  for (let y = 0; y < fh; y++) {
    for (let x = 0; x < fw; x++) {
      for (let c = 0; c < 3; c++) field[(y * fw + x) * 3 + c] = Math.round(255 * (0.2 + 0.6 * tint[c] * (0.5 + 0.5 * Math.sin(x / (3 + c) + y / 5 + seed))) * (0.7 + 0.3 * random()));
    }
  }
  const base = await sharp(field, { raw: { width: fw, height: fh, channels: 3 } }).resize(width, height, { kernel: 'cubic', fit: 'fill' }).raw().toBuffer();
  // Shapes with edges, for the detail a photo has.
  const shapes = Array.from({ length: 40 }, () => {
    const [r, g, b] = [random(), random(), random()].map((v) => Math.round(v * 255));
    return `<ellipse cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" rx="${Math.round(40 + random() * 600)}" ry="${Math.round(40 + random() * 400)}" fill="rgb(${r},${g},${b})" fill-opacity="${(0.2 + random() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`);
  // Sensor noise as a tile: as costly to compress as noise over the whole picture, far quicker to make.
  const grain = { width: 512, height: 512, channels: 3 as const };
  const noise = await sharp({ create: { ...grain, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 8 + (seed % 5) * 3 } } }).raw().toBuffer();
  const photo = sharp(base, { raw: { width, height, channels: 3 } }).composite([{ input: svg }, { input: noise, raw: grain, tile: true, blend: 'soft-light' }]);
  const withOrientation = seed % 4 === 3 ? photo.withMetadata({ orientation: 6 }) : photo;
  return withOrientation.jpeg({ quality: 88 }).toBuffer();
}
