import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/client.ts';
import { buildUser, type Person } from '../test/factories.ts';

// A caller whose documents keep being refused is turned away for a minute before anything of their
// request is read, and others — at the same address too — are served as usual.
let app: TestApp;
let alice: Person;
let mallory: Person;

beforeAll(async () => {
  app = await startTestApp();
  alice = await buildUser(app, { name: 'Alice Abuse' });
  mallory = await buildUser(app, { name: 'Mallory Abuse' });
});
afterAll(() => app.close());

const body = (query: string) => JSON.stringify({ query });
const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const HOSTILE = body(aliased(1000, 'searchUsers(query: "Abuse", first: 50) { matchScore }'));
const TREE = body('{ familyTree(generationsUp: 2, generationsDown: 2) { focusId nodes { id } edges { id } } }');

async function post(client: TestClient, payload: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
  const answer = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: res.status, answer, ms: performance.now() - started, retryAfter: Number(res.headers.get('retry-after')) };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

describe('callers whose documents keep being refused', () => {
  it('turns a caller away with 429 after 10 refusals in 10 s, for a minute, ordinary queries too', async () => {
    const caller = (await buildUser(app, { name: 'Repeat Offender' })).client;
    for (let i = 0; i < 10; i++) expect((await post(caller, HOSTILE)).status).toBe(400);
    const turnedAway = await post(caller, HOSTILE);
    expect(turnedAway.status).toBe(429);
    expect(turnedAway.answer.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(turnedAway.answer.errors?.[0].message).toMatch(/wait a minute/);
    expect(turnedAway.retryAfter).toBeGreaterThan(50);
    expect((await post(caller, TREE)).status).toBe(429);
  });

  it('keeps serving another signed-in person at the same address meanwhile', async () => {
    for (let i = 0; i < 12; i++) await post(mallory.client, HOSTILE);
    expect((await post(mallory.client, TREE)).status).toBe(429);
    const served = await post(alice.client, TREE);
    expect(served.status).toBe(200);
    expect(served.answer.errors).toBeUndefined();
  });

  it('does not let forged cookies or new tokens start afresh: their address is turned away, signed-in people are not', async () => {
    for (let i = 0; i < 201; i++) {
      const forger = new TestClient(app.url);
      forger.cookies.set('kinfolk.sid', `forged-${i}`);
      await post(forger, body('{ me { idd } }'));
    }
    expect((await post(new TestClient(app.url), body('{ signInOptions { registration } }'))).status).toBe(429);
    expect((await post(alice.client, TREE)).status).toBe(200);
  });
});

describe('a stream of hostile documents', () => {
  // The median is held to the 50 ms target; the 95th percentile, which other test files running on
  // the same two cores disturb, to stalls that matter (before the limits, others waited seconds).
  // npm run bench:attacks measures both on a quiet machine.
  it("keeps another user's median answer within 50 ms of their usual time, and never stalls them", async () => {
    const viewer = (await buildUser(app, { name: 'Patient Viewer' })).client;
    for (let i = 0; i < 10; i++) await post(viewer, TREE); // warm up
    const baseline: number[] = [];
    for (let i = 0; i < 60; i++) baseline.push((await post(viewer, TREE)).ms);

    const attackers = await Promise.all([1, 2, 3, 4].map(async (n) => (await buildUser(app, { name: `Attacker Number${n}` })).client));
    let attacking = true;
    const statuses = new Map<number, number>();
    const streams = attackers.map(async (attacker) => {
      while (attacking) {
        const { status } = await post(attacker, HOSTILE);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    const during: number[] = [];
    const until = Date.now() + 3000;
    while (Date.now() < until) during.push((await post(viewer, TREE)).ms);
    attacking = false;
    await Promise.all(streams);

    expect([...statuses.keys()].every((s) => s === 400 || s === 429)).toBe(true);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(statuses.get(400) ?? 0);
    expect(percentile(during, 0.5)).toBeLessThan(percentile(baseline, 0.5) + 50);
    expect(percentile(during, 0.95)).toBeLessThan(percentile(baseline, 0.95) + 200);
  });
});
