import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildUser } from '../../../../test/factories.ts';
import { jpegPhoto } from '../../../../test/media.ts';
import { filesBelow, storageDir } from '../../../../test/stored-media.ts';
import { storageOf } from '../../files/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { findUserById } from '../../users/index.ts';
import { discardPhotos, importPhotos, mediaForExport, readGedzip, writeGedzip } from './index.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

/** A service context for a signed-in user, as a request would make it. */
async function contextOf(userId: string): Promise<ServiceContext> {
  const em = app.orm.em.fork();
  const viewer = (await findUserById(em, userId))!;
  return { em, viewer, authMethod: 'session', config: app.config, origin: app.url };
}

async function readStored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storageOf(app.config).read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('photos from an archive', () => {
  it('stores each photo once as a member photo, skipping what is missing or not a picture', async () => {
    const user = await buildUser(app);
    const sc = await contextOf(user.id);
    const media = new Map<string, Uint8Array>([
      ['media/Anna Smith.jpg', await jpegPhoto(300, 200)],
      ['media/letter.txt', new TextEncoder().encode('Dear Anna, ...')],
      ['scans/boris.jpg', await jpegPhoto(120, 160)],
    ]);
    const people = [
      { photo: 'media/Anna%20Smith.jpg', line: 10 },
      { photo: 'media/Anna%20Smith.jpg', line: 20 },
      { photo: 'media/letter.txt', line: 30 },
      { photo: 'C:\\Users\\Ann\\Pictures\\BORIS.JPG', line: 40 },
      { photo: 'media/missing.jpg', line: 50 },
      { photo: null, line: 60 },
    ];
    const { photos, report } = await importPhotos(sc, sc.viewer!, media, people);
    await sc.em.flush();

    expect([...photos.keys()].sort()).toEqual(['C:\\Users\\Ann\\Pictures\\BORIS.JPG', 'media/Anna%20Smith.jpg']);
    expect(report).toEqual([
      { line: 30, message: '"media/letter.txt" was not used as a photo: Please select an image (JPEG, PNG, GIF or WebP).' },
      { line: 50, message: 'The photo "media/missing.jpg" is not in the archive; the person was imported without it.' },
    ]);
    const anna = photos.get('media/Anna%20Smith.jpg')!;
    expect(anna).toMatch(/^member-photo\/[0-9a-f-]{36}\.jpg$/);
    const rows = await app.orm.em.fork().execute<{ purpose: string; status: string; mime_type: string; owner_id: string }[]>('select purpose, status, mime_type, owner_id from stored_files where key = ?', [anna]);
    expect(rows).toEqual([{ purpose: 'member-photo', status: 'ready', mime_type: 'image/jpeg', owner_id: user.id }]);
    const stored = await sharp(await readStored(anna)).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['jpeg', 300, 200, undefined]);

    expect(await filesBelow(storageDir(app))).toContain(anna);
    await discardPhotos(sc, photos);
    expect(await filesBelow(storageDir(app))).not.toContain(anna);
  });

  it('puts stored photos into an export archive under media/, leaving out photos gone from storage', async () => {
    const user = await buildUser(app);
    const sc = await contextOf(user.id);
    const { photos } = await importPhotos(sc, sc.viewer!, new Map([['a.jpg', await jpegPhoto(64, 48)]]), [{ photo: 'a.jpg', line: 1 }]);
    await sc.em.flush();
    const key = photos.get('a.jpg')!;
    const members = [
      { id: 'f1c7c0de-0000-4000-8000-000000000001', profilePicture: key },
      { id: 'f1c7c0de-0000-4000-8000-000000000002', profilePicture: 'member-photo/gone.jpg' },
      { id: 'f1c7c0de-0000-4000-8000-000000000003', profilePicture: null },
    ];
    const exported = await mediaForExport(app.config, members);
    expect(exported.map(({ memberId, path, form }) => ({ memberId, path, form }))).toEqual([
      { memberId: members[0].id, path: `media/${members[0].id}.jpg`, form: 'jpg' },
    ]);

    const chunks: Uint8Array[] = [];
    await writeGedzip(`0 HEAD\n0 @I1@ INDI\n1 OBJE\n2 FILE ${exported[0].path}\n0 TRLR\n`, exported, async (chunk) => void chunks.push(chunk));
    const read = readGedzip(Buffer.concat(chunks), { maxEntries: 10, maxTotalBytes: 1 << 24, maxEntryBytes: 1 << 24 });
    expect(Buffer.from(read.media.get(exported[0].path)!).equals(await readStored(key))).toBe(true);
  });
});
