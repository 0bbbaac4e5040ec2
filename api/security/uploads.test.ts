import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { PNG_1PX, TestClient, type GraphQLBody } from '../test/client.ts';
import { addMember, buildUser, type Person } from '../test/factories.ts';
import { freePort } from '../test/free-port.ts';
import { decompressionBomb, jpegCutShort, png, TRUNCATED_JPEG } from '../test/hostile-files.ts';
import { StoredFile } from '../src/modules/files/stored-file.entity.ts';
import { FamilyMember } from '../src/modules/family/people/family-member.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';

const MB = 1024 * 1024;
const NOT_SAVED = 'This must not be saved';

let app: TestApp;
let person: Person;
let memberId: string;
let newcomer: TestClient;

beforeAll(async () => {
  app = await startTestApp(); // the default limit of 10 MB
  person = await buildUser(app);
  memberId = (await addMember(person, 'Ada', 'parent')).member.id;
  newcomer = new TestClient(app.url);
  await newcomer.signIn();
});
afterAll(() => app.close());

// ---- hostile files -------------------------------------------------------------------------

interface Hostile {
  description: string;
  filename: string;
  bytes: () => Buffer | Promise<Buffer>;
  /** The REST status; GraphQL answers it too, or 200 with the error in the body. */
  status: number;
  code: string;
  message: RegExp;
}

const HOSTILE: Hostile[] = [
  { description: 'a file of 10 MB and one byte', filename: 'big.png', bytes: () => Buffer.concat([PNG_1PX, Buffer.alloc(10 * MB + 1 - PNG_1PX.length)]), status: 413, code: 'PAYLOAD_TOO_LARGE', message: /larger than 10 MB/ },
  { description: 'an empty file', filename: 'empty.png', bytes: () => Buffer.alloc(0), status: 400, code: 'BAD_USER_INPUT', message: /The file is empty/ },
  { description: 'a truncated JPEG of 24 bytes', filename: 'cut.jpg', bytes: () => TRUNCATED_JPEG, status: 400, code: 'BAD_USER_INPUT', message: /damaged or incomplete/ },
  { description: 'a JPEG cut off in its pixels (its header whole)', filename: 'half.jpg', bytes: jpegCutShort, status: 400, code: 'BAD_USER_INPUT', message: /damaged or incomplete/ },
  { description: 'a PNG header declaring 50,000 × 50,000 pixels with no pixel data', filename: 'huge.png', bytes: () => png(50_000), status: 400, code: 'BAD_USER_INPUT', message: /damaged or incomplete/ },
  { description: 'a valid 50,000 × 50,000 decompression bomb', filename: 'bomb.png', bytes: decompressionBomb, status: 400, code: 'BAD_USER_INPUT', message: /50,000 × 50,000 pixels; at most 50 megapixels/ },
  { description: 'a text file named .png', filename: 'photo.png', bytes: () => Buffer.from('Just some text, not a picture at all.'), status: 400, code: 'BAD_USER_INPUT', message: /Please select an image/ },
];

// ---- upload paths --------------------------------------------------------------------------

interface Answer {
  status: number;
  message: string;
  code?: string;
}

async function graphqlUpload(client: TestClient, query: string, variables: Record<string, unknown>, filePath: string, file: { bytes: Buffer; filename: string }): Promise<Answer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: [filePath] }));
  form.append('0', new Blob([file.bytes]), file.filename);
  const res = await client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
  const body = (await res.json()) as GraphQLBody<unknown>;
  return { status: res.status, message: body.errors?.[0]?.message ?? '(accepted)', code: body.errors?.[0]?.extensions?.code };
}

async function restProfile(client: TestClient, fields: Record<string, string>, file: { bytes: Buffer; filename: string }): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('profileImage', new Blob([file.bytes], { type: 'image/png' }), file.filename);
  const res = await client.fetch('/api/user/profile', { method: 'PUT', body: form });
  return { status: res.status, message: await res.text() };
}

interface UploadPath {
  transport: 'GraphQL' | 'REST';
  name: string;
  send(file: { bytes: Buffer; filename: string }): Promise<Answer>;
}

const PATHS: UploadPath[] = [
  {
    transport: 'GraphQL',
    name: 'updateProfile(profileImage)',
    send: (file) => graphqlUpload(person.client, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: { bio: NOT_SAVED, profileImage: null } }, 'variables.input.profileImage', file),
  },
  {
    transport: 'GraphQL',
    name: 'completeOnboarding(profileImage)',
    send: (file) =>
      graphqlUpload(newcomer, 'mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id } }', { input: { firstName: 'New', lastName: 'Comer', bio: NOT_SAVED, location: 'Here', profileImage: null } }, 'variables.input.profileImage', file),
  },
  {
    transport: 'GraphQL',
    name: 'addFamilyMember(photo)',
    send: (file) =>
      graphqlUpload(person.client, 'mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { member { id } } }', { input: { firstName: 'Never', lastName: 'Added', bio: NOT_SAVED, relationshipType: 'other', photo: null } }, 'variables.input.photo', file),
  },
  {
    transport: 'GraphQL',
    name: 'updateFamilyMember(photo)',
    send: (file) => graphqlUpload(person.client, 'mutation($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { id } }', { id: memberId, input: { bio: NOT_SAVED, photo: null } }, 'variables.input.photo', file),
  },
  { transport: 'REST', name: 'PUT /api/user/profile (profile page)', send: (file) => restProfile(person.client, { bio: NOT_SAVED }, file) },
  { transport: 'REST', name: 'PUT /api/user/profile (onboarding)', send: (file) => restProfile(newcomer, { firstName: 'New', lastName: 'Comer', bio: NOT_SAVED, location: 'Here', isOnboarded: 'true' }, file) },
];

// ---- what is stored ------------------------------------------------------------------------

async function filesOnDisk(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** Everything an accepted upload (or a half-saved change) would leave behind. */
async function whatIsStored() {
  const em = app.orm.em.fork();
  return {
    filesOnDisk: await filesOnDisk(app.config.uploadsDir),
    fileRows: await em.count(StoredFile, {}),
    members: await em.count(FamilyMember, {}),
    photos: (await em.count(User, { profileImage: { $ne: null } })) + (await em.count(FamilyMember, { profilePicture: { $ne: null } })),
    onboarded: await em.count(User, { isOnboarded: true }),
    unsavedText: (await em.count(User, { bio: NOT_SAVED })) + (await em.count(FamilyMember, { bio: NOT_SAVED })),
  };
}

async function expectServerAnswering() {
  const res = await person.client.fetch('/api/auth/user');
  expect(res.status).toBe(200);
}

// ---- the tests -----------------------------------------------------------------------------

describe.each(HOSTILE)('$description', (hostile) => {
  it.each(PATHS)('is refused through $transport $name with a clear message; nothing is stored and the server keeps answering', async (path) => {
    const before = await whatIsStored();
    const answer = await path.send({ bytes: await hostile.bytes(), filename: hostile.filename });

    expect(answer.message).toMatch(hostile.message);
    if (path.transport === 'REST') expect(answer.status).toBe(hostile.status);
    else {
      expect(answer.code).toBe(hostile.code);
      expect([200, hostile.status]).toContain(answer.status);
    }
    expect(await whatIsStored()).toEqual(before);
    await expectServerAnswering();
  });
});

// The in-process test server shares jest's process, whose own handlers hide a crash: the same
// attacks against `api/src/server.ts` in a process of its own show whether the server stays up.
describe('the server started as a process of its own', () => {
  let server: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'info', NODE_ENV: 'test', DEV_SIGN_IN: 'true', PORT: String(port), PUBLIC_URL: url, DATABASE_URL: process.env.KINFOLK_TEST_DB_URL, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kinfolk-server-')) };
    server = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Kinfolk is running')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
    });
  });
  afterAll(async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  it('refuses every hostile file through REST and GraphQL and is still up and answering afterwards', async () => {
    const client = new TestClient(url);
    await client.signIn();
    for (const hostile of HOSTILE) {
      const file = { bytes: await hostile.bytes(), filename: hostile.filename };
      const rest = await restProfile(client, { bio: NOT_SAVED }, file);
      expect(rest).toMatchObject({ status: hostile.status, message: expect.stringMatching(hostile.message) });
      const graphql = await graphqlUpload(client, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: { bio: NOT_SAVED, profileImage: null } }, 'variables.input.profileImage', file);
      expect(graphql).toMatchObject({ code: hostile.code, message: expect.stringMatching(hostile.message) });
    }
    expect(server.exitCode).toBeNull();
    expect((await client.fetch('/api/auth/user')).status).toBe(200);
  });
});

describe('broken upload requests', () => {
  const boundary = 'kinfolk-test-boundary';
  const multipart = (parts: string) => ({ headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' }, body: parts });
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;

  it('answers a multipart body cut off in the middle with 400 over REST and GraphQL', async () => {
    const rest = await person.client.fetch('/api/user/profile', { method: 'PUT', ...multipart(`${part('bio', NOT_SAVED)}--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\n\r\n\x89PNG`) });
    expect(rest.status).toBe(400);
    expect(await rest.text()).toMatch(/^The multipart body could not be read\./);

    const operations = JSON.stringify({ query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', variables: { input: { bio: NOT_SAVED, profileImage: null } } });
    const graphql = await person.client.fetch('/graphql', { method: 'POST', ...multipart(`${part('operations', operations)}${part('map', '{"0":["variables.input.profileImage"]}')}--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\n\r\n\x89PNG`) });
    expect(graphql.status).toBe(400);
    expect(((await graphql.json()) as GraphQLBody<unknown>).errors?.[0]).toMatchObject({ message: expect.stringMatching(/could not be read/), extensions: { code: 'BAD_USER_INPUT' } });
    await expectServerAnswering();
  });

  it('answers more files than any operation takes with 413 over REST and GraphQL', async () => {
    const files = ['a', 'b', 'c'].map((name) => part(name, 'x', `${name}.png`)).join('');
    const rest = await person.client.fetch('/api/user/profile', { method: 'PUT', ...multipart(`${files}--${boundary}--\r\n`) });
    expect(rest.status).toBe(413);
    expect(await rest.text()).toMatch(/at most 2 files/);

    const operations = JSON.stringify({ query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', variables: { input: { profileImage: null } } });
    const graphql = await person.client.fetch('/graphql', { method: 'POST', ...multipart(`${part('operations', operations)}${part('map', '{"a":["variables.input.profileImage"],"b":["x"],"c":["y"]}')}${files}--${boundary}--\r\n`) });
    expect(graphql.status).toBe(413);
    expect(((await graphql.json()) as GraphQLBody<unknown>).errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    await expectServerAnswering();
  });

  it('answers a GraphQL upload whose file never comes with 400', async () => {
    const operations = JSON.stringify({ query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', variables: { input: { profileImage: null } } });
    const res = await person.client.fetch('/graphql', { method: 'POST', ...multipart(`${part('operations', operations)}${part('map', '{"0":["variables.input.profileImage"]}')}--${boundary}--\r\n`) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as GraphQLBody<unknown>).errors?.[0].message).toBe('File missing in the request.');
  });

  it('keeps answering after clients hang up halfway through an upload on either transport', async () => {
    const before = await whatIsStored();
    const cookie = [...person.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const operations = JSON.stringify({ query: 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', variables: { input: { bio: NOT_SAVED, profileImage: null } } });
    const starts = [
      ['PUT', '/api/user/profile', `${part('bio', NOT_SAVED)}--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\n\r\n`],
      ['POST', '/graphql', `${part('operations', operations)}${part('map', '{"0":["variables.input.profileImage"]}')}--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\n\r\n`],
    ];
    for (const [method, path, start] of starts) {
      const req = http.request(new URL(path, app.url), { method, headers: { cookie, 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(5 * MB) } });
      req.on('error', () => {});
      req.write(start);
      req.write(Buffer.alloc(256 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 100));
      req.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expectServerAnswering();
    expect(await whatIsStored()).toEqual(before);
  });
});

describe('GET /uploads/{key}', () => {
  it.each(['/uploads/%E0', '/uploads/%00', '/uploads/%', '/uploads/avatar%2F%0Aa.png'])('answers the malformed path %s with 400 and a sentence, signed in or not', async (path) => {
    for (const client of [person.client, new TestClient(app.url)]) {
      const res = await client.fetch(path);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/^That file address is not valid\./);
    }
    await expectServerAnswering();
  });
});

describe('a valid photo', () => {
  /** A 60 × 30 JPEG taken sideways (EXIF orientation 6), carrying a camera make and a GPS position. */
  const sidewaysPhoto = () =>
    sharp({ create: { width: 60, height: 30, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SpyCam', Orientation: '6' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();

  async function served(url: string) {
    const res = await person.client.fetch(url);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    return { type: res.headers.get('content-type'), bytes, meta: await sharp(bytes).metadata() };
  }

  async function expectUprightAndBare(url: string, original: Buffer) {
    expect(url).toMatch(/^\/uploads\/avatar\/[0-9a-f-]+\.jpg$/);
    const file = await served(url);
    expect(file.type).toBe('image/jpeg');
    expect(file.bytes.equals(original)).toBe(false);
    expect(file.meta).toMatchObject({ format: 'jpeg', width: 30, height: 60 });
    expect(file.meta.exif).toBeUndefined();
    expect(file.bytes.includes('SpyCam')).toBe(false);
  }

  it('is accepted through GraphQL and REST and served re-encoded: upright, without EXIF or GPS', async () => {
    const photo = await sidewaysPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const viaGraphql = await graphqlUpload(person.client, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: { profileImage: null } }, 'variables.input.profileImage', { bytes: photo, filename: 'me.jpg' });
    expect(viaGraphql).toMatchObject({ status: 200, message: '(accepted)' });
    const me = (await (await person.client.fetch('/api/auth/user')).json()) as { profileImageUrl: string };
    await expectUprightAndBare(me.profileImageUrl, photo);

    const form = new FormData();
    form.append('profileImage', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
    const viaRest = await person.client.fetch('/api/user/profile', { method: 'PUT', body: form });
    expect(viaRest.status).toBe(200);
    await expectUprightAndBare(((await viaRest.json()) as { profileImageUrl: string }).profileImageUrl, photo);
  });

  it('is scaled down to fit 2048 pixels when stored as a member photo', async () => {
    const photo = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#a36' } }).png().toBuffer();
    const answer = await graphqlUpload(person.client, 'mutation($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { id } }', { id: memberId, input: { photo: null } }, 'variables.input.photo', { bytes: photo, filename: 'wide.png' });
    expect(answer.message).toBe('(accepted)');
    const member = await app.orm.em.fork().findOneOrFail(FamilyMember, { id: memberId });
    const file = await served(`/uploads/${member.profilePicture}`);
    expect(file.type).toBe('image/png');
    expect(file.meta).toMatchObject({ format: 'png', width: 2048, height: 512 });
  });
});
