import { strToU8, zipSync, type Zippable } from 'fflate';
import { jpegPhoto } from '../../../../test/media.ts';
import { GedcomRefusedError } from '../plan/errors.ts';
import { archivePathOf, isZip, readGedzip } from './index.ts';

const LIMITS = { maxEntries: 20, maxTotalBytes: 4 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 };
const GEDCOM = strToU8('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Anna /Smith/\n1 OBJE\n2 FILE media/Anna%20Smith.jpg\n3 FORM image/jpeg\n0 TRLR\n');

/** Why `readGedzip` refused the bytes (it must refuse with a GedcomRefusedError). */
function refusal(bytes: Uint8Array, limits = LIMITS): string {
  try {
    readGedzip(bytes, limits);
  } catch (error) {
    expect(error).toBeInstanceOf(GedcomRefusedError);
    return (error as Error).message;
  }
  throw new Error('The archive was read.');
}

/** Rewrites the unpacked size the central directory declares for `name` (what a hostile archive may lie about). */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 < copy.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (Buffer.from(copy.subarray(at + 46, at + 46 + length)).toString() === name) {
      view.setUint32(at + 24, size, true);
      return copy;
    }
  }
  throw new Error(`No entry ${name}.`);
}

describe('readGedzip', () => {
  it('reads gedcom.ged and the media files beside it, stored or deflated', async () => {
    const photo = new Uint8Array(await jpegPhoto(32, 24));
    const zip = zipSync({
      'gedcom.ged': GEDCOM,
      media: { 'Anna Smith.jpg': [photo, { level: 0 }], 'letter.txt': strToU8('Dear Anna') },
      '__MACOSX/media/._Anna Smith.jpg': strToU8('resource fork'),
    });
    expect(isZip(zip)).toBe(true);
    const read = readGedzip(zip, LIMITS);
    expect(Buffer.from(read.gedcom).equals(Buffer.from(GEDCOM))).toBe(true);
    expect([...read.media.keys()].sort()).toEqual(['media/Anna Smith.jpg', 'media/letter.txt']);
    expect(Buffer.from(read.media.get(archivePathOf('media/Anna%20Smith.jpg')!)!).equals(Buffer.from(photo))).toBe(true);
    expect(read.report).toEqual([{ line: null, message: expect.stringContaining('Skipped 1 file(s) the zipping tool added') }]);
  });

  it('refuses entries that name a path outside the archive', () => {
    expect(refusal(zipSync({ 'gedcom.ged': GEDCOM, '../evil.jpg': strToU8('x') }))).toBe('The archive was refused: its entry "../evil.jpg" points outside the archive.');
    expect(refusal(zipSync({ 'gedcom.ged': GEDCOM, 'media/../../evil.jpg': strToU8('x') }))).toContain('points outside the archive');
    expect(refusal(zipSync({ 'gedcom.ged': GEDCOM, '/abs.jpg': strToU8('x') }))).toBe('The archive was refused: its entry "/abs.jpg" is an absolute path.');
    expect(refusal(zipSync({ 'gedcom.ged': GEDCOM, 'C:\\Photos\\abs.jpg': strToU8('x') }))).toContain('is an absolute path');
  });

  it('refuses an entry that declares more than the limit before unpacking it', () => {
    const bomb = zipSync({ 'gedcom.ged': GEDCOM, 'media/zeros.jpg': new Uint8Array(3 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(20_000);
    expect(refusal(bomb)).toBe('"media/zeros.jpg" in the archive unpacks to 3 MB; at most 2 MB are accepted per file.');
  });

  it('refuses an entry that unpacks past what it declares (a zip bomb that lies), without unpacking it all', () => {
    const zeros = new Uint8Array(64 * 1024 * 1024);
    const lying = declareSize(zipSync({ 'gedcom.ged': GEDCOM, 'media/zeros.jpg': zeros }), 'media/zeros.jpg', 1000);
    const before = process.memoryUsage().arrayBuffers;
    expect(refusal(lying)).toBe('"media/zeros.jpg" in the archive unpacks to more than the archive declares; the archive is damaged or made to harm.');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
    // gedcom.ged itself is held to the same rule.
    expect(refusal(declareSize(zipSync({ 'gedcom.ged': GEDCOM }), 'gedcom.ged', 10))).toContain('"gedcom.ged" in the archive unpacks to more than the archive declares');
  });

  it('refuses more files or more bytes in all than the limits', () => {
    const many: Zippable = { 'gedcom.ged': GEDCOM };
    for (let i = 0; i < 25; i++) many[`media/${i}.jpg`] = strToU8(String(i));
    expect(refusal(zipSync(many))).toBe('The archive holds 26 files; at most 20 are accepted.');
    const large: Zippable = { 'gedcom.ged': GEDCOM };
    for (let i = 0; i < 3; i++) large[`media/${i}.jpg`] = new Uint8Array(1.5 * 1024 * 1024);
    expect(refusal(zipSync(large))).toBe('The archive unpacks to more than 4 MB, the most that is accepted.');
  });

  it('refuses a file that is not a ZIP archive, or one cut short', () => {
    expect(isZip(GEDCOM)).toBe(false);
    expect(refusal(GEDCOM)).toBe('The file is not a ZIP archive; a GEDZIP file is a ZIP archive holding gedcom.ged.');
    expect(refusal(new Uint8Array(0))).toContain('is not a ZIP archive');
    const zip = zipSync({ 'gedcom.ged': GEDCOM });
    expect(refusal(zip.subarray(0, zip.length - 30))).toContain('is not a ZIP archive');
  });

  it('refuses an archive without gedcom.ged at its top level', () => {
    const message = 'The archive holds no gedcom.ged at its top level, so it is not a GEDZIP file.';
    expect(refusal(zipSync({ 'family.ged': GEDCOM }))).toBe(message);
    expect(refusal(zipSync({ export: { 'gedcom.ged': GEDCOM } }))).toBe(message);
  });

  it('refuses a damaged entry', () => {
    const zip = zipSync({ 'gedcom.ged': [GEDCOM, { level: 0 }] });
    const damaged = zip.slice();
    damaged[30 + 'gedcom.ged'.length + 5] ^= 0xff;
    expect(refusal(damaged)).toBe('"gedcom.ged" in the archive is damaged (its checksum does not match).');
  });
});
