import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/client.ts';
import { buildUser, type Person } from '../test/factories.ts';
import { countStatements } from '../test/statements.ts';

// A caller whose documents keep being refused is turned away for a minute before anything of their
// request is read, and others — at the same address too — are served as usual.
let app: TestApp;
let alice: Person;
let mallory: Person;

beforeAll(async () => {
  // The findings of the new users' trees are worked out long after (test-app.ts): this file counts what requests cost.
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
  const res = await client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
  const answer = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: res.status, answer, retryAfter: Number(res.headers.get('retry-after')) };
}

/** A few statements more than counted once, for what a request may do now and then (renewing its session). */
const NOW_AND_THEN = 3;

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
  // Counted in SQL statements, not milliseconds: a caller turned away costs the server none, so a
  // stream of them leaves others the server as it was. How long the others' answers take meanwhile
  // is measured by `npm run bench:attacks` (the README's figures).
  it("serves another user's every request meanwhile, and turns the attackers away without a statement", async () => {
    const statements = await countStatements(app.orm);
    try {
      const viewer = (await buildUser(app, { name: 'Patient Viewer' })).client;
      let usual = 0;
      for (let i = 0; i < 5; i++) {
        const { statements: sent, result } = await statements.during(() => post(viewer, TREE));
        expect(result.status).toBe(200);
        usual = Math.max(usual, sent);
      }
      // What a refusal costs before the caller is turned away (the session read).
      const first = (await buildUser(app, { name: 'Attacker Zero' })).client;
      const { statements: refusal, result: firstRefusal } = await statements.during(() => post(first, HOSTILE));
      expect(firstRefusal.status).toBe(400);

      const attackers = await Promise.all([1, 2, 3, 4].map(async (n) => (await buildUser(app, { name: `Attacker Number${n}` })).client));
      let attacking = true;
      const statuses = new Map<number, number>();
      const sentByAttackers = () => [...statuses.values()].reduce((a, b) => a + b, 0);
      const streams = attackers.map(async (attacker) => {
        while (attacking) {
          const { status } = await post(attacker, HOSTILE);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      });
      statements.reset();
      const during: Awaited<ReturnType<typeof post>>[] = [];
      try {
        // However long it takes: the viewer asks at least 30 times, and the attackers send 200 documents meanwhile.
        while (during.length < 30 || sentByAttackers() < 200) during.push(await post(viewer, TREE));
      } finally {
        attacking = false;
        await Promise.all(streams);
      }

      expect(during.filter((answer) => answer.status !== 200 || answer.answer.errors)).toEqual([]);
      expect([...statuses.keys()].filter((s) => s !== 400 && s !== 429)).toEqual([]);
      const [refused, turnedAway] = [statuses.get(400) ?? 0, statuses.get(429) ?? 0];
      expect(turnedAway).toBeGreaterThan(refused);
      // The viewer's answers and the refusals before each attacker's block are all the statements there
      // were: the turned-away requests (most of them) cost none.
      expect(statements.count).toBeLessThanOrEqual(during.length * usual + refused * refusal + NOW_AND_THEN);
    } finally {
      statements.stop();
    }
  });
});
