import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

describe('GET /uploads/{key}', () => {
  it('answers 404 for a file that does not exist and never reads outside the upload folder', async () => {
    const client = new TestClient(app.url);
    await client.signIn();
    expect((await client.fetch('/uploads/avatar/missing.png')).status).toBe(404);
    expect((await client.fetch('/uploads/..%2F..%2Fsecrets%2Fsession-secret')).status).toBe(404);
  });
});
