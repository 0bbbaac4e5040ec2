// Hostile GraphQL documents against the real app: how fast each is refused, and what a stream of them
// does to another signed-in user's everyday query and to the server's memory. Target: malicious
// documents are refused in ≤ 10 ms and never stall another user beyond 50 ms.
//   npm run bench:attacks        (BENCH_TRIES=50 per document, BENCH_ATTACK_SECONDS=5, BENCH_ATTACKERS=4)
//
// The server runs in this process (its RSS is this process's); the attackers run in a child process
// of their own, so that building and sending their documents does not take the server's event loop.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const tries = Number(process.env.BENCH_TRIES ?? 50);
const attackSeconds = Number(process.env.BENCH_ATTACK_SECONDS ?? 5);
const attackerCount = Number(process.env.BENCH_ATTACKERS ?? 4);
const baselineRequests = Number(process.env.BENCH_REQUESTS ?? 200);

interface Answer {
  status: number;
  code?: string;
  /** Milliseconds from sending to the whole answer read, as the client saw it. */
  clientMs: number;
  /** Milliseconds the server worked on it (its Server-Timing header). */
  serverMs: number;
  errors?: unknown[];
}

async function send(url: string, cookie: string, body: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
  const json = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  const clientMs = performance.now() - started;
  const serverMs = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { status: res.status, code: json.errors?.[0]?.extensions?.code, clientMs, serverMs, errors: json.errors };
}

/** What the attacker process is asked to do, and what it reports back. */
interface AttackOrder {
  url: string;
  cookie: string;
  bodies: string[];
  attackers: number;
  seconds: number;
}
interface AttackReport {
  sent: number;
  refused: number;
  statuses: Record<string, number>;
  clientMs: number[];
  serverMs: number[];
}

if (process.argv[2] === 'attacker') {
  process.once('message', async (order: AttackOrder) => {
    const report: AttackReport = { sent: 0, refused: 0, statuses: {}, clientMs: [], serverMs: [] };
    const until = performance.now() + order.seconds * 1000;
    process.send!('started');
    const attacker = async (offset: number) => {
      for (let i = offset; performance.now() < until; i++) {
        const answer = await send(order.url, order.cookie, order.bodies[i % order.bodies.length]);
        report.sent++;
        if (answer.status >= 400 && answer.status < 500) report.refused++;
        report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
        report.clientMs.push(answer.clientMs);
        report.serverMs.push(answer.serverMs);
      }
    };
    await Promise.all(Array.from({ length: order.attackers }, (_, i) => attacker(i * 3)));
    process.send!(report, () => process.exit(0));
  });
} else {
  await main();
}

async function main() {
  const { startBenchServer } = await import('./harness.ts');
  const { seedTree } = await import('./seed/tree.ts');

  const server = await startBenchServer();
  const date = new Date().toISOString().slice(0, 10);
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  const rss = () => process.memoryUsage().rss;
  const cookieOf = (client: { cookies: Map<string, string> }) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  try {
    // A normal user with a modest tree, an attacker, and a few people to find.
    const alice = await server.signIn('Alice Everyday');
    const seeded = await seedTree(server.dbUrl, alice.treeId, alice.selfMemberId, 2000);
    const mallory = await server.signIn('Mallory Hostile');
    for (const name of ['Bea Limits', 'Carl Limits', 'Dora Limits', 'Emil Limits']) await server.signIn(name);
    const aliceCookie = cookieOf(alice.client);
    const malloryCookie = cookieOf(mallory.client);

    const everyday = JSON.stringify({
      query: `query FamilyTree($focusId: ID, $generationsUp: Int!, $generationsDown: Int!) { familyTree(focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {
        focusId hasMoreAbove hasMoreBelow nodes { id generation firstName lastName dateOfBirth dateOfDeath gender isAlive isSelf profilePictureUrl } edges { id kind fromId toId partnerKind } } }`,
      variables: { focusId: seeded.focusId, generationsUp: 2, generationsDown: 2 },
    });
    const timeEveryday = async () => {
      const answer = await send(server.url, aliceCookie, everyday);
      if (answer.status !== 200 || answer.errors) throw new Error(`The everyday query failed: ${answer.status} ${JSON.stringify(answer.errors)}`);
      return answer;
    };

    const operation = (query: string) => JSON.stringify({ query });
    const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    const introspectionChain = (levels: number) => `{ __type(name: "User") { fields { type { ${'ofType { '.repeat(levels - 4)}name${' }'.repeat(levels - 4)} } } } }`;
    const relationship = `relationshipBetween(fromId: "${mallory.selfMemberId}", toId: "${mallory.selfMemberId}") { description }`;
    const searchResult = '{ matchScore isConnected hasPendingRequest user { id displayName firstName lastName profileImageUrl email location bio } }';
    const treeWindow = 'familyTree(generationsUp: 30, generationsDown: 30) { focusId hasMoreAbove hasMoreBelow nodes { id generation firstName lastName dateOfBirth dateOfDeath gender isAlive isSelf profilePictureUrl } edges { id kind fromId toId partnerKind } }';
    const attacks: { name: string; body: string; before: string }[] = [
      { name: '1,000 aliases of searchUsers(first: 50)', body: operation(aliased(1000, 'searchUsers(query: "Limits", first: 50) { matchScore }')), before: 'ran 3 s' },
      { name: '5,000 aliases of searchUsers(first: 50)', body: operation(aliased(5000, 'searchUsers(query: "Limits", first: 50) { matchScore }')), before: 'ran 13 s, RSS +325 MB' },
      { name: '1,000 aliases of relationshipBetween', body: operation(aliased(1000, relationship)), before: 'stalled everyone 1–1.7 s' },
      { name: '1,000 aliases of connectionSuggestions', body: operation(aliased(1000, 'connectionSuggestions(first: 50) { nodes { reason } }')), before: 'stalled everyone 1–1.7 s' },
      { name: '95,000 aliased __typename', body: operation(aliased(95_000, '__typename')), before: 'stalled others 1.3 s' },
      { name: '16 aliases of relationshipBetween', body: operation(aliased(16, relationship)), before: '' },
      { name: '1,000 repeated fields', body: operation(`{ me { ${'id '.repeat(1000)} } }`), before: '' },
      { name: '30 levels of nesting', body: operation(introspectionChain(30)), before: '' },
      { name: 'ten searchUsers(first: 50) with users', body: operation(aliased(10, `searchUsers(query: "Limits", first: 50) ${searchResult}`)), before: '' },
      { name: 'three tree windows of ±30 generations', body: operation(aliased(3, treeWindow)), before: '' },
    ];

    // Baseline: the normal user alone.
    for (let i = 0; i < 20; i++) await timeEveryday();
    const baseline: Answer[] = [];
    for (let i = 0; i < baselineRequests; i++) baseline.push(await timeEveryday());
    const nodes = (JSON.parse(await (await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: aliceCookie }, body: everyday })).text()) as { data: { familyTree: { nodes: unknown[] } } }).data.familyTree.nodes.length;
    const rssBefore = rss();

    // Each hostile document alone, from a signed-in attacker. After 10 refusals a caller is turned
    // away with 429 for a minute, so a new attacker signs in every 9 documents to time the refusal
    // itself.
    let attackerCookie = malloryCookie;
    let sent = 0;
    const attackerFor = async () => {
      if (++sent % 9 === 0) attackerCookie = cookieOf((await server.signIn(`Mallory Hostile${sent}`)).client);
      return attackerCookie;
    };
    const refusals = [];
    for (const attack of attacks) {
      await send(server.url, await attackerFor(), attack.body);
      const answers: Answer[] = [];
      for (let i = 0; i < tries; i++) {
        const cookie = await attackerFor();
        answers.push(await send(server.url, cookie, attack.body));
      }
      const outcomes = [...new Set(answers.map((a) => `${a.status} ${a.code ?? ''}`.trim()))].join(', ');
      refusals.push({ ...attack, outcomes, client: stats(answers.map((a) => a.clientMs)), server: stats(answers.map((a) => a.serverMs)) });
    }
    const rssAfterRefusals = rss();

    // A stream of all of them from several attackers while the normal user keeps asking.
    const child = fork(fileURLToPath(import.meta.url), ['attacker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const reported = new Promise<AttackReport>((resolve, reject) => {
      child.on('message', (m) => (m === 'started' ? markStarted() : resolve(m as AttackReport)));
      child.once('exit', (code) => reject(new Error(`The attacker process ended (${code}) without a report`)));
    });
    let rssPeak = rss();
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 50);
    const order: AttackOrder = { url: server.url, cookie: cookieOf((await server.signIn('Mallory Streaming')).client), bodies: attacks.map((a) => a.body), attackers: attackerCount, seconds: attackSeconds };
    child.send(order);
    await started;
    const startedAt = performance.now();
    const duringAttack: Answer[] = [];
    let attackDone = false;
    void reported.then(() => (attackDone = true), () => (attackDone = true));
    while (!attackDone && performance.now() - startedAt < (attackSeconds + 10) * 1000) duringAttack.push(await timeEveryday());
    const attack = await reported;
    clearInterval(sampler);
    const rssAfterAttack = rss();

    // The report.
    const line = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);
    const pair = (s: Stats) => `${s.p50} / ${s.p95}`;
    console.log(`Kinfolk hostile GraphQL documents — ${date}, ${process.platform} ${process.arch}, ${(await import('node:os')).cpus().length} cores, Node ${process.version}`);
    console.log(`Target: malicious documents refused in ≤ 10 ms; another user never stalled beyond 50 ms.`);
    console.log(`Normal user: familyTree ±2 generations (${nodes} members) in a tree of ${seeded.memberCount.toLocaleString('en')}; attacker signed in; ${tries} tries per document.\n`);
    line(['hostile document', 'size', 'answer', 'refused in, client p50 / p95', 'server p50 / p95', 'before the hardening']);
    line(['---', '---', '---', '---', '---', '---']);
    for (const r of refusals) line([r.name, kb(r.body.length), r.outcomes, `${pair(r.client)} ms`, `${pair(r.server)} ms`, r.before || '—']);

    const base = stats(baseline.map((a) => a.clientMs));
    const under = stats(duringAttack.map((a) => a.clientMs));
    const attackClient = stats(attack.clientMs);
    const attackServer = stats(attack.serverMs);
    console.log(`\nStream: ${attackerCount} concurrent attackers for ${attackSeconds} s cycling through the ${attacks.length} documents: ${attack.sent.toLocaleString('en')} sent, ${attack.refused.toLocaleString('en')} refused (${Object.entries(attack.statuses).map(([s, n]) => `${n}× ${s}`).join(', ')}); refusal under load client p50 / p95 ${pair(attackClient)} ms, server ${pair(attackServer)} ms (max ${attackServer.max} ms).\n`);
    line(['normal user (familyTree ±2)', 'requests', 'p50', 'p95', 'max', 'before the hardening']);
    line(['---', '---', '---', '---', '---', '---']);
    line(['alone', baseline.length, `${base.p50} ms`, `${base.p95} ms`, `${base.max} ms`, '—']);
    line(['during the attack', duringAttack.length, `${under.p50} ms`, `${under.p95} ms`, `${under.max} ms`, 'waited up to 7 s']);
    line(['difference', '', `+${round(under.p50 - base.p50)} ms`, `+${round(under.p95 - base.p95)} ms`, `+${round(under.max - base.max)} ms`, '']);
    console.log(`\nServer RSS: ${mb(rssBefore)} before, ${mb(rssAfterRefusals)} after the single refusals, peak ${mb(rssPeak)} and ${mb(rssAfterAttack)} after the stream (before the hardening: 438 MB → 1.17 GB).`);
  } finally {
    await server.close();
  }
}

interface Stats {
  p50: number;
  p95: number;
  max: number;
}

function stats(ms: number[]): Stats {
  const sorted = ms.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted[sorted.length - 1]) };
}

function round(n: number) {
  return Math.round(n * 10) / 10;
}

function kb(bytes: number) {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
