import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { checkImage } from './image-check.ts';

const picture = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#4a7' } });

describe('checkImage', () => {
  it.each([
    ['JPEG', 'image/jpeg', 'jpg', () => picture().jpeg().toBuffer()],
    ['PNG', 'image/png', 'png', () => picture().png().toBuffer()],
    ['WebP', 'image/webp', 'webp', () => picture().webp().toBuffer()],
    ['GIF', 'image/gif', 'gif', () => picture().gif().toBuffer()],
  ])('keeps a %s a %s, re-encoded', async (_name, mimeType, extension, make) => {
    const image = await checkImage(await make(), 'photo', 1024 * 1024);
    expect(image).toMatchObject({ mimeType, extension });
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('keeps every frame of an animated GIF', async () => {
    const frames = await sharp([await picture(20, 20).png().toBuffer(), await picture(20, 20).negate().png().toBuffer()], { join: { animated: true } }).gif().toBuffer();
    const image = await checkImage(frames, 'photo', 1024 * 1024);
    expect((await sharp(image.bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it('accepts a file of exactly the size limit and refuses one byte more with 413', async () => {
    const png = await picture().png().toBuffer();
    await expect(checkImage(png, 'photo', png.length)).resolves.toMatchObject({ mimeType: 'image/png' });
    const refusal = await checkImage(png, 'photo', png.length - 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 413, fields: { photo: expect.stringMatching(/larger than/) } });
  });
});
