// Tree window and relationship calculator through the real /graphql endpoint, next to the raw SQL
// that reads the same rows, on seeded trees of 1,000, 10,000 and 100,000 members.
//   npm run bench:api            (BENCH_SIZES=1000,10000 to choose sizes; BENCH_REQUESTS=500)
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { startBenchServer, summarise } from './harness.ts';
import { PG_SESSION_OPTIONS } from '../api/src/db/orm-config.ts';
import { seedTree } from './seed/tree.ts';
import { LIMITED_TREE_WINDOW_SQL, TREE_WINDOW_SQL, treeWindowParams } from '../api/src/modules/family/tree-window/tree-window.repository.ts';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const GENERATIONS = 4;

const TREE = `query($treeId: ID, $focusId: ID, $g: Int) { familyTree(treeId: $treeId, focusId: $focusId, generationsUp: $g, generationsDown: $g) {
  focusId hasMoreAbove hasMoreBelow nodes { id generation firstName lastName dateOfBirth dateOfDeath gender isAlive isSelf profilePictureUrl }
  edges { id kind fromId toId partnerKind } } }`;
const BETWEEN = 'query($a: ID!, $b: ID!) { relationshipBetween(fromId: $a, toId: $b) { relation description path { member { id firstName } via } } }';

type Signed = Awaited<ReturnType<Awaited<ReturnType<typeof startBenchServer>>['signIn']>>;

/** A grandparent of a person (through parent links), to head a branch. */
async function grandparentOf(dbUrl: string, memberId: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `select g.from_id as id from family_relationships p join family_relationships g on g.to_id = p.from_id and g.kind = 'parent'
     where p.to_id = $1 and p.kind = 'parent' limit 1`,
    [memberId],
  );
  await client.end();
  return rows[0].id;
}

/** Connects owner and viewer, and shares the owner's tree with the viewer limited to a branch. Returns the access id. */
async function shareWithBranch(owner: Signed, viewer: Signed, rootId: string): Promise<string> {
  const sent = await owner.client.gql<{ sendConnectionRequest: { id: string } }>('mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', { i: { toUserId: viewer.userId, relationshipType: 'cousin' } });
  await viewer.client.gql('mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: sent.data!.sendConnectionRequest.id });
  const invited = await owner.client.gql<{ inviteToTree: { id: string } }>('mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id } }', {
    i: { treeId: owner.treeId, userId: viewer.userId, role: 'viewer', branch: { kind: 'descendants', rootId } },
  });
  if (invited.errors) throw new Error(JSON.stringify(invited.errors));
  await viewer.client.gql('mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { id } }', { id: invited.data!.inviteToTree.id });
  return invited.data!.inviteToTree.id;
}

const server = await startBenchServer();
console.log(`Kinfolk API benchmark — ${new Date().toISOString().slice(0, 10)}, ${requests} requests per figure, window ±${GENERATIONS} generations`);
try {
  for (const size of sizes) {
    const user = await server.signIn(`Bench User${size}`);
    const t0 = performance.now();
    const seeded = await seedTree(server.dbUrl, user.treeId, user.selfMemberId, size);
    const seedSeconds = (performance.now() - t0) / 1000;

    // Warm up, then measure the endpoint.
    for (let i = 0; i < 20; i++) await user.client.gql(TREE, { focusId: seeded.focusId, g: GENERATIONS });
    const apiMs: number[] = [];
    let nodes = 0;
    server.statements.count = 0;
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const res = await user.client.gql<{ familyTree: { nodes: unknown[] } }>(TREE, { focusId: seeded.focusId, g: GENERATIONS });
      apiMs.push(performance.now() - start);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      nodes = res.data!.familyTree.nodes.length;
    }
    const statementsPerRequest = server.statements.count / requests;

    // What any signed-in request costs (session, viewer, GraphQL), for comparison.
    const baseMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await user.client.gql('{ me { id } }');
      baseMs.push(performance.now() - start);
    }
    let calcStatements = 0;

    // The same window as raw SQL on a plain connection.
    const client = new pg.Client({ connectionString: server.dbUrl, options: PG_SESSION_OPTIONS });
    await client.connect();
    const sqlMs: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await client.query({ name: 'window', text: TREE_WINDOW_SQL, values: treeWindowParams(user.treeId, seeded.focusId, user.userId, GENERATIONS, GENERATIONS) });
      sqlMs.push(performance.now() - start);
    }
    await client.end();

    // The relationship calculator between random members of the youngest generations.
    const pairs = Array.from({ length: Math.min(requests, 300) }, (_, i) => [seeded.deepMemberIds[(i * 7919) % seeded.deepMemberIds.length], seeded.deepMemberIds[(i * 104729 + 13) % seeded.deepMemberIds.length]]);
    const calcMs: number[] = [];
    let example = '';
    server.statements.count = 0;
    for (const [a, b] of pairs) {
      const start = performance.now();
      const res = await user.client.gql<{ relationshipBetween: { description: string } }>(BETWEEN, { a, b });
      calcMs.push(performance.now() - start);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      example ||= res.data!.relationshipBetween.description;
    }

    calcStatements = server.statements.count / pairs.length;

    // The same window for a viewer of the tree limited to the descendants of the focus's
    // grandparent (their partners included): the visibility layer on every step.
    const viewer = await server.signIn(`Bench Viewer${size}`);
    const branchTop = await grandparentOf(server.dbUrl, seeded.focusId);
    const accessId = await shareWithBranch(user, viewer, branchTop);
    for (let i = 0; i < 20; i++) await viewer.client.gql(TREE, { treeId: user.treeId, focusId: seeded.focusId, g: GENERATIONS });
    const limitedMs: number[] = [];
    let limitedNodes = 0;
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      const res = await viewer.client.gql<{ familyTree: { nodes: unknown[] } }>(TREE, { treeId: user.treeId, focusId: seeded.focusId, g: GENERATIONS });
      limitedMs.push(performance.now() - start);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      limitedNodes = res.data!.familyTree.nodes.length;
    }
    const limitedSql: number[] = [];
    const raw = new pg.Client({ connectionString: server.dbUrl, options: PG_SESSION_OPTIONS });
    await raw.connect();
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await raw.query({ name: 'limited-window', text: LIMITED_TREE_WINDOW_SQL, values: treeWindowParams(user.treeId, seeded.focusId, viewer.userId, GENERATIONS, GENERATIONS) });
      limitedSql.push(performance.now() - start);
    }
    const [{ n: branchSize }] = (await raw.query<{ n: string }>('select count(*) as n from branch_members where access_id = $1', [accessId])).rows;
    await raw.end();
    // A change to the tree now also works out the viewer's branch again, in its transaction.
    const writeMs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      const res = await user.client.gql('mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }', {
        i: { firstName: `New${i}`, lastName: 'Child', relativeId: seeded.focusId, relationshipType: 'child' },
      });
      writeMs.push(performance.now() - start);
      if (res.errors) throw new Error(JSON.stringify(res.errors));
    }
    const writes = summarise(writeMs);
    const limited = summarise(limitedMs);
    const limitedRaw = summarise(limitedSql);
    const api = summarise(apiMs);
    const base = summarise(baseMs);
    const sql = summarise(sqlMs);
    const calc = summarise(calcMs);
    console.log(`\n${seeded.memberCount.toLocaleString('en')} members, ${seeded.edgeCount.toLocaleString('en')} edges, ${seeded.generations} generations (seeded in ${seedSeconds.toFixed(1)} s)`);
    console.log(`  tree window (${nodes} members): API p50 ${api.p50} ms, p99 ${api.p99} ms | raw SQL p50 ${sql.p50} ms, p99 ${sql.p99} ms | ${statementsPerRequest.toFixed(1)} SQL statements per request`);
    console.log(`  tree window as a viewer limited to a branch of ${Number(branchSize).toLocaleString('en')} people (${limitedNodes} members): API p50 ${limited.p50} ms, p99 ${limited.p99} ms | raw SQL p50 ${limitedRaw.p50} ms, p99 ${limitedRaw.p99} ms`);
    console.log(`  adding a person while a branch-limited viewer exists (branch worked out again): p50 ${writes.p50} ms, p99 ${writes.p99} ms`);
    console.log(`  baseline signed-in request ({ me { id } }): p50 ${base.p50} ms, p99 ${base.p99} ms`);
    console.log(`  relationship calculator: p50 ${calc.p50} ms, p99 ${calc.p99} ms, ${calcStatements.toFixed(1)} SQL statements per request (e.g. "${example}")`);
  }
} finally {
  await server.close();
}

