import { strFromU8, unzipSync } from 'fflate';
import { jpegPhoto } from '../../../../test/media.ts';
import { archivePathOf, fileValueOf, readGedzip, writeGedzip } from './index.ts';
import { zipDirectory } from './zip-directory.ts';

const LIMITS = { maxEntries: 100, maxTotalBytes: 64 * 1024 * 1024, maxEntryBytes: 32 * 1024 * 1024 };

/** Writes an archive, answering its bytes and how many chunks the sink was given. */
async function written(text: string, media: { path: string; read: () => Promise<Uint8Array> }[]) {
  const chunks: Uint8Array[] = [];
  await writeGedzip(text, media, async (chunk) => {
    await new Promise((resolve) => setImmediate(resolve));
    chunks.push(chunk);
  });
  return { bytes: new Uint8Array(Buffer.concat(chunks)), chunks: chunks.length };
}

describe('writeGedzip', () => {
  it('writes an archive that reads back the same: the text deflated, the photos stored as they are', async () => {
    const anna = new Uint8Array(await jpegPhoto(40, 30));
    const jose = new Uint8Array(await jpegPhoto(30, 40));
    const path = 'media/José Núñez 👪.jpg';
    // Over a megabyte, with a character of two UTF-16 units across the first slice boundary.
    const text = `0 HEAD\n1 NOTE ${'x'.repeat((1 << 20) - 15)}👪 Zoë\n0 @I1@ INDI\n1 OBJE\n2 FILE ${fileValueOf(path)}\n0 TRLR\n`;
    const media = [
      { path: 'media/anna.jpg', read: async () => anna },
      { path, read: async () => jose },
      { path: 'media/anna.jpg', read: async () => new Uint8Array(1) },
    ];
    const { bytes, chunks } = await written(text, media);
    expect(chunks).toBeGreaterThan(1);

    const read = readGedzip(bytes, LIMITS);
    expect(new TextDecoder().decode(read.gedcom)).toBe(text);
    expect([...read.media.keys()]).toEqual(['media/anna.jpg', path]);
    expect(Buffer.from(read.media.get('media/anna.jpg')!).equals(Buffer.from(anna))).toBe(true);
    expect(Buffer.from(read.media.get(archivePathOf(fileValueOf(path))!)!).equals(Buffer.from(jose))).toBe(true);
    expect(fileValueOf(path)).toBe('media/Jos%C3%A9%20N%C3%BA%C3%B1ez%20%F0%9F%91%AA.jpg');

    const methods = Object.fromEntries(zipDirectory(bytes, 100, () => new Error('too many')).map((e) => [e.name, e.method]));
    expect(methods).toEqual({ 'gedcom.ged': 8, 'media/anna.jpg': 0, [path]: 0 });
    // Another reader finds the same.
    const other = unzipSync(bytes);
    expect(strFromU8(other['gedcom.ged'])).toBe(text);
    expect(Object.keys(other).sort()).toEqual(['gedcom.ged', 'media/anna.jpg', path].sort());
  });

  it('writes an archive with no media, and an empty text', async () => {
    const read = readGedzip((await written('', [])).bytes, LIMITS);
    expect(read.gedcom.length).toBe(0);
    expect(read.media.size).toBe(0);
  });

  it('refuses a media path that would lead outside the archive', async () => {
    const read = async () => new Uint8Array(1);
    await expect(written('0 TRLR\n', [{ path: '../evil.jpg', read }])).rejects.toThrow('points outside the archive');
    await expect(written('0 TRLR\n', [{ path: '/abs.jpg', read }])).rejects.toThrow('is an absolute path');
  });
});
