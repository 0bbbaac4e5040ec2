import { detectionSize, detectionSource, MOST_MEGAPIXELS } from './detectionSource';

describe('where faces are looked for', () => {
  it('uses the preview when it is made, however large the file', () => {
    expect(detectionSource({ previewUrl: '/uploads/p.webp', file: { url: '/uploads/f.jpg', width: 12_000, height: 8_400 } })).toEqual({ kind: 'url', url: '/uploads/p.webp' });
  });

  it('refuses a 100-megapixel photo without a preview, saying how large it is', () => {
    expect(detectionSource({ previewUrl: null, file: { url: '/uploads/f.jpg', width: 12_000, height: 8_400 } })).toEqual({ kind: 'tooLarge', megapixels: 101 });
  });

  it('uses the file itself when it is small enough', () => {
    const side = Math.floor(Math.sqrt(MOST_MEGAPIXELS * 1e6)) - 1;
    expect(detectionSource({ file: { url: '/uploads/f.jpg', width: side, height: side } })).toEqual({ kind: 'url', url: '/uploads/f.jpg' });
  });

  it('draws a large image at 1,600 px on its longest side and leaves a small one as it is', () => {
    expect(detectionSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(detectionSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(detectionSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
