import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, connect, type Person } from '../../../test/factories.ts';
import { TestClient } from '../../../test/client.ts';
import { createCircle, jpegPhoto, mp4Video, uploadMemory } from '../../../test/media.ts';

let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let circleId: string;
let auntId: string;
beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo] = await Promise.all([buildUser(app, { name: 'Ada Memories' }), buildUser(app, { name: 'Ben Memories' }), buildUser(app, { name: 'Cleo Stranger' })]);
  await connect(ada, ben);
  circleId = await createCircle(ada, 'Lovelace cousins', [ben]);
  auntId = (await addMember(ada, 'Augusta', 'parent')).member.id;
});
afterAll(() => app.close());

const MEMORY = 'query($id: ID!) { memory(id: $id) { id title thumbnailUrl previewUrl taggedCount file { url } } }';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a photo shared in a private circle', () => {
  let memoryId: string;
  let fileUrl: string;
  it('is stored from its content, tagged, and answered with its file', async () => {
    const res = await uploadMemory(ada, { title: 'Picnic', circleId, taggedMemberIds: [auntId], eventDate: '1990-06-01' }, { bytes: await jpegPhoto(), name: 'picnic.jpg', type: 'text/plain' });
    expect(res.errors).toBeUndefined();
    const memory = res.data!.uploadMemory;
    expect(memory).toMatchObject({ title: 'Picnic', kind: 'image', taggedCount: 1, file: { contentType: 'image/jpeg', width: 640, height: 480 }, viewerCan: { update: true, delete: true, tag: true } });
    memoryId = memory.id;
    fileUrl = memory.file.url;
  });

  it('gets its pictures made in the background, served as WebP', async () => {
    const read = await until(() => ada.client.gql<{ memory: { thumbnailUrl: string | null; previewUrl: string | null } }>(MEMORY, { id: memoryId }), (r) => Boolean(r.data?.memory.thumbnailUrl && r.data.memory.previewUrl));
    const { thumbnailUrl } = read.data!.memory;
    expect(thumbnailUrl).toMatch(/^\/uploads\//);
    const thumb = await ben.client.fetch(thumbnailUrl!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  });

  it('is seen by the circle member and refused to everyone else on GraphQL, REST and its file URL', async () => {
    const seen = await ben.client.gql<{ memories: { nodes: { id: string }[] } }>('{ memories { nodes { id } } }');
    expect(seen.data!.memories.nodes.map((m) => m.id)).toContain(memoryId);
    expect((await ben.client.fetch(fileUrl)).status).toBe(200);

    const refused = await cleo.client.gql(MEMORY, { id: memoryId });
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(((await cleo.client.gql<{ memories: { nodes: unknown[] } }>('{ memories { nodes { id } } }')).data!.memories.nodes)).toEqual([]);
    expect((await cleo.client.fetch(fileUrl)).status).toBe(403);
    expect((await new TestClient(app.url).fetch(fileUrl)).status).toBe(401);
    expect((await cleo.client.fetch(`/api/memories/user/${ada.id}`)).status).toBe(403);
    const own = await cleo.client.fetch(`/api/memories/user/${cleo.id}`);
    expect(await own.json()).toEqual([]);
  });
});

describe('a video', () => {
  it('is checked, measured and served in ranges so that it seeks', async () => {
    const video = mp4Video(3, 200_000);
    const res = await uploadMemory(ben, { title: 'First steps', circleId }, { bytes: video, name: 'steps.mp4' });
    expect(res.errors).toBeUndefined();
    const memory = res.data!.uploadMemory as unknown as { kind: string; file: { url: string; durationSeconds: number; size: number } };
    expect(memory).toMatchObject({ kind: 'video', file: { durationSeconds: 3, size: video.length } });
    const part = await ada.client.fetch(memory.file.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(100, 200));
    expect((await ada.client.fetch(memory.file.url, { headers: { range: `bytes=${video.length}-` } })).status).toBe(416);
  });
});

describe('what a photo carries', () => {
  it('is served without its location or other metadata, turned upright', async () => {
    const sharp = (await import('sharp')).default;
    // A photo taken sideways (EXIF orientation 6) at a known place.
    const withGps = await sharp(await jpegPhoto(300, 200)).withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Make: 'Kinfolk test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } }).jpeg().toBuffer();
    const taken = await sharp(withGps).metadata();
    expect([taken.orientation, Boolean(taken.exif)]).toEqual([6, true]);
    const res = await uploadMemory(ada, { title: 'Somewhere', circleId }, { bytes: withGps, name: 'gps.jpg' });
    expect(res.errors).toBeUndefined();
    const served = Buffer.from(await (await ben.client.fetch(res.data!.uploadMemory.file.url)).arrayBuffer());
    const facts = await sharp(served).metadata();
    expect(facts.exif).toBeUndefined();
    expect([facts.width, facts.height]).toEqual([200, 300]);
    expect(res.data!.uploadMemory).toMatchObject({ file: { width: 200, height: 300, size: served.length } });
  });
});
