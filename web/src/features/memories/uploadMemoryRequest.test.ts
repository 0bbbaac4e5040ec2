import { FakeXhr } from '../../test/fakeXhr';
import { sendUploadMemory, UploadMemoryError, type UploadProgress } from './uploadMemoryRequest';
import { memory } from './test/memoryFixtures';

const photo = () => new File([new Uint8Array(2048)], 'beach.jpg', { type: 'image/jpeg' });

function start(poster?: Blob) {
  const xhr = new FakeXhr();
  const seen: UploadProgress[] = [];
  const request = sendUploadMemory({
    fields: { title: 'At the beach', circleId: 'c1', taggedMemberIds: ['m1'] },
    file: photo(),
    poster,
    onProgress: (p) => seen.push(p),
    createRequest: () => xhr as unknown as XMLHttpRequest,
  });
  return { xhr, seen, ...request };
}

describe('sendUploadMemory', () => {
  it('posts a GraphQL multipart request with the preflight header and credentials', async () => {
    const { xhr, done } = start();

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['Apollo-Require-Preflight']).toBe('true');
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(body.get('operations') as string);
    expect(operations.operationName).toBe('UploadMemory');
    expect(operations.query).toContain('mutation UploadMemory($input: UploadMemoryInput!)');
    expect(operations.query).toContain('fragment MemoryFields on Memory');
    expect(operations.variables).toEqual({ input: { title: 'At the beach', circleId: 'c1', taggedMemberIds: ['m1'], file: null } });
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
    expect((body.get('0') as File).name).toBe('beach.jpg');

    xhr.respond(200, { data: { uploadMemory: memory({ id: 'new' }) } });
    await expect(done).resolves.toMatchObject({ id: 'new' });
  });

  it('sends a video’s poster after the video', () => {
    const { xhr } = start(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.input.file'], 1: ['variables.input.poster'] });
    expect(JSON.parse(body.get('operations') as string).variables.input).toMatchObject({ file: null, poster: null });
    expect((body.get('1') as File).type).toBe('image/jpeg');
  });

  it('reports the bytes sent as they go', () => {
    const { xhr, seen } = start();
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    expect(seen).toEqual([
      { loaded: 512, total: 2048 },
      { loaded: 2048, total: 2048 },
    ]);
  });

  it('fails with the server’s message and its per-field messages', async () => {
    const { xhr, done } = start();
    xhr.respond(200, {
      data: null,
      errors: [{ message: 'That circle is not one of yours.', extensions: { code: 'BAD_USER_INPUT', fields: { 'input.circleId': 'Choose one of your circles' } } }],
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadMemoryError);
    expect(error).toMatchObject({ message: 'That circle is not one of yours.', fields: { circleId: 'Choose one of your circles' }, cancelled: false });
  });

  it('fails when the answer is not GraphQL, or the connection breaks', async () => {
    const first = start();
    first.xhr.status = 502;
    first.xhr.responseText = '<html>Bad gateway</html>';
    first.xhr.onload?.();
    await expect(first.done).rejects.toMatchObject({ message: 'The server answered 502.', fields: {} });

    const second = start();
    second.xhr.fail();
    await expect(second.done).rejects.toMatchObject({ message: 'The server could not be reached.' });
  });

  it('stops the transfer when cancelled', async () => {
    const { xhr, done, cancel } = start();
    cancel();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ cancelled: true });
  });
});
