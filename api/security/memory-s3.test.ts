import sharp from 'sharp';
import { cleanUpFiles } from '../src/modules/files/clean-up.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/client.ts';
import { buildUser, connect, type Person } from '../test/factories.ts';
import { createCircle, jpegPhoto, mp4Video, uploadMemory } from '../test/media.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';

// Memories kept in a real S3-compatible bucket (s3rver) rather than a folder: photos and videos go
// in through both transports, are read back through the same circle check (ranges included), and
// deleting a memory followed by the clean-up removes every object of it from the bucket.

let s3: TestS3Server;
let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let circleId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp(s3.env, { freshDatabase: true });
  [ada, ben, cleo] = await Promise.all([buildUser(app, { name: 'Ada Bucket' }), buildUser(app, { name: 'Ben Bucket' }), buildUser(app, { name: 'Cleo Outside' })]);
  await connect(ada, ben);
  circleId = await createCircle(ada, 'Bucket circle', [ben]);
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const objects = () => s3.keys();

const keyOf = (url: string) => decodeURIComponent(url.slice('/uploads/'.length));

async function picturesMade(memoryId: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const res = await ada.client.gql<{ memory: { thumbnailUrl: string | null; previewUrl: string | null } }>('query($id: ID!) { memory(id: $id) { thumbnailUrl previewUrl } }', { id: memoryId });
    if (res.data?.memory.thumbnailUrl && res.data.memory.previewUrl) return [res.data.memory.thumbnailUrl, res.data.memory.previewUrl];
  }
  throw new Error('The pictures were not made in time.');
}

let photo: { id: string; url: string };
let video: { id: string; url: string; bytes: Buffer };

it('stores a photo sent through GraphQL in the bucket and serves it, with its pictures, to the circle', async () => {
  const bytes = await jpegPhoto(800, 600);
  const res = await uploadMemory(ada, { title: 'Bucket photo', circleId }, { bytes, name: 'photo.jpg' });
  expect(res.errors).toBeUndefined();
  photo = { id: res.data!.uploadMemory.id, url: res.data!.uploadMemory.file.url };
  const pictures = await picturesMade(photo.id);
  expect(await objects()).toEqual([keyOf(photo.url), ...pictures.map(keyOf)].sort());

  const served = await ben.client.fetch(photo.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  const thumbnail = await ben.client.fetch(pictures[0]);
  expect(thumbnail.status).toBe(200);
  expect(thumbnail.headers.get('content-type')).toBe('image/webp');
});

it('stores a video sent over REST in the bucket and serves it in ranges', async () => {
  const bytes = mp4Video(4, 300_000);
  const form = new FormData();
  form.append('title', 'Bucket video');
  form.append('circleId', circleId);
  form.append('file', new Blob([bytes]), 'video.mp4');
  const res = await ada.client.fetch('/api/memories', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: string; filePath: string; fileType: string };
  expect(created.fileType).toBe('video');
  video = { id: created.id, url: created.filePath, bytes };
  expect(await objects()).toContain(keyOf(video.url));

  const part = await ben.client.fetch(video.url, { headers: { range: 'bytes=1000-100999' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 1000-100999/${bytes.length}`);
  expect(part.headers.get('content-type')).toBe('video/mp4');
  expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 101_000))).toBe(true);
  const tail = await ben.client.fetch(video.url, { headers: { range: 'bytes=-500' } });
  expect(tail.status).toBe(206);
  expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 500))).toBe(true);
  expect((await ben.client.fetch(video.url, { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
});

it('refuses both files to a user outside the circle (403) and to the signed-out (401)', async () => {
  for (const url of [photo.url, video.url]) {
    expect((await cleo.client.fetch(url)).status).toBe(403);
    expect((await cleo.client.fetch(url, { headers: { range: 'bytes=0-99' } })).status).toBe(403);
    expect((await new TestClient(app.url).fetch(url)).status).toBe(401);
  }
});

it('removes every object of a deleted memory from the bucket once the clean-up has run', async () => {
  expect((await objects()).length).toBeGreaterThan(2);
  for (const memory of [photo, video]) {
    const res = await ada.client.gql<{ deleteMemory: string }>('mutation($id: ID!) { deleteMemory(id: $id) }', { id: memory.id });
    expect(res.data?.deleteMemory).toBe(memory.id);
    expect((await ben.client.fetch(memory.url)).status).toBe(404);
  }
  expect(await cleanUpFiles(app.config, app.orm.em.fork())).toBe(2);
  expect(await objects()).toEqual([]);
  const rows = await app.orm.em.fork().execute('select key from stored_files');
  expect(rows).toEqual([]);
});
