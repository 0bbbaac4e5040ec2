import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/client.ts';
import { buildUser, shareTree, type Person } from '../test/factories.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { silentWav } from '../test/audio-fixtures.ts';
import { sendVoice } from '../test/voice-messages.ts';

// Voice messages kept in a real S3-compatible bucket (s3rver): a browser's WebM recording streams
// into the bucket while it is measured, is read back through the same check (ranges included), and a
// refused recording leaves no object behind.

let s3: TestS3Server;
let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp(s3.env, { freshDatabase: true });
  [ada, ben, cleo] = await Promise.all([buildUser(app, { name: 'Ada Bucket' }), buildUser(app, { name: 'Ben Bucket' }), buildUser(app, { name: 'Cleo Outside' })]);
  await shareTree(ada, ben, 'viewer');
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const voiceObjects = () => s3.keys('voice-message/');

describe('a voice message in an S3 bucket', () => {
  it('streams a browser’s WebM into the bucket, measured on the way, and serves it in ranges to its recipient alone', async () => {
    const webm = readFileSync(path.join(import.meta.dirname, '../src/modules/files/test/audio/chromium-tone.webm'));
    const res = await sendVoice(ada, { title: 'From the bucket', recipientIds: [ben.id] }, { bytes: webm, name: 'voice.webm', type: 'audio/webm' });
    expect(res.errors).toBeUndefined();
    const message = res.data!.sendVoiceMessage;
    expect(message.contentType).toBe('audio/webm');
    // The recording's own length as measured from its frames, not a time taken.
    expect(message.durationSeconds).toBeGreaterThan(2);
    expect(await voiceObjects()).toEqual([decodeURIComponent(message.audioUrl.slice('/uploads/'.length))]);
    const part = await ben.client.fetch(message.audioUrl, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(webm.subarray(0, 100));
    expect((await cleo.client.fetch(message.audioUrl)).status).toBe(403);
    expect((await new TestClient(app.url).fetch(message.audioUrl)).status).toBe(401);
  });

  it('leaves nothing in the bucket of a silent recording it refused', async () => {
    const before = await voiceObjects();
    const res = await sendVoice(ada, { title: 'Nothing', recipientIds: [ben.id] }, { bytes: silentWav(2) });
    expect(res.errors?.[0].message).toBe('The recording is silent: nothing can be heard in it.');
    expect(await voiceObjects()).toEqual(before);
  });
});
