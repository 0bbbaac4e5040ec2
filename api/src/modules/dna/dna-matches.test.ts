import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { buildFamily, makeKit, rawFile, threeGenerations, trueSharedSegments, type SimFamily } from '../../../test/dna/index.ts';
import type { TestClient } from '../../../test/client.ts';
import { uploadKit } from './test/upload-kit.ts';
import { countStatements } from '../../../test/statements.ts';

// Matches through the API: Ada and Ben are first cousins in Ada's tree (Ben reads it and is linked
// to his person there); each uploads a kit of another company. A comparison happens only once both
// agreed, Ada reads it with the tree's check, Cleo (a stranger) reads nothing, and withdrawing removes it.
let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let family: SimFamily;
const kit: Record<string, string> = {};
const member: Record<string, string> = {};

const MATCH_FIELDS = `id kit { id } matchedUser { id displayName } matchedPerson { id firstName } matchedProvider overlapMarkers totalCm segmentCount largestCm
  fullyIdenticalCm segments { chromosome startBp endBp startCm endCm cM markers kind } x { totalCm segmentCount largestCm }
  endogamy { flagged smallSegmentCount } thresholds { minCm minMarkers }
  predictions { probability relationships { key label probability meanCm lowCm highCm } }
  treeCheck { tree { id } relationship label expectedCm lowCm highCm fits summary suggestions { key label } } computedAt`;

interface Match {
  id: string;
  kit: { id: string };
  matchedUser: { id: string; displayName: string };
  matchedPerson: { id: string; firstName: string } | null;
  matchedProvider: string;
  totalCm: number;
  segmentCount: number;
  largestCm: number;
  segments: { chromosome: number; startBp: number; endBp: number; cM: number; markers: number; kind: string }[];
  predictions: { probability: number; relationships: { key: string; label: string }[] }[];
  treeCheck: { tree: { id: string }; relationship: string; label: string; expectedCm: number; fits: boolean; summary: string } | null;
}

async function must<T>(client: TestClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await client.gql<T>(query, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!;
}
const errorOf = async (client: TestClient, query: string, variables: Record<string, unknown> = {}) => (await client.gql(query, variables)).errors?.[0]?.extensions?.code;

const MATCH = `query($id: ID!, $kitId: ID) { dnaMatch(id: $id, kitId: $kitId) { ${MATCH_FIELDS} } }`;
const AGREE = 'mutation($i: AgreeToDnaMatchInput!) { agreeToDnaMatch(input: $i) { id matchConsents { id withUser { id } tree { id } } } }';
const KIT = 'query($id: ID!) { dnaKit(id: $id) { id matchingStatus comparedCount compareTotal lastSynced matches { id totalCm } } }';
const rows = <T>(text: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(text, params);

/** The kit's matches, each read whole, once its comparisons job has run (the queue runs it after the agreement). */
async function matchesOnceReady(client: TestClient, kitId: string, atLeast: number): Promise<Match[]> {
  for (let i = 0; i < 1200; i++) {
    const { dnaKit } = await must<{ dnaKit: { matchingStatus: string; matches: { id: string }[] } }>(client, KIT, { id: kitId });
    if (dnaKit.matchingStatus === 'ready' && dnaKit.matches.length >= atLeast) {
      return Promise.all(dnaKit.matches.map(async ({ id }) => (await must<{ dnaMatch: Match }>(client, MATCH, { id, kitId })).dnaMatch));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`kit ${kitId} has fewer than ${atLeast} matches`);
}

beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo] = await Promise.all([buildUser(app, { name: 'Ada Lovell' }), buildUser(app, { name: 'Ben Lovell' }), buildUser(app, { name: 'Cleo Stranger' })]);
  member.Alice = (await addMember(ada, 'Alice', 'parent', ada.selfMemberId, { gender: 'female' })).member.id;
  member.Bob = (await addMember(ada, 'Bob', 'parent', ada.selfMemberId, { gender: 'male' })).member.id;
  member.George = (await addMember(ada, 'George', 'parent', member.Alice, { gender: 'male' })).member.id;
  member.Mary = (await addMember(ada, 'Mary', 'parent', member.Alice, { gender: 'female' })).member.id;
  member.Charles = (await addMember(ada, 'Charles', 'sibling', member.Alice, { gender: 'male' })).member.id;
  member.Ben = (await addMember(ada, 'Ben', 'child', member.Charles, { gender: 'male' })).member.id;
  await shareTree(ada, ben, 'viewer');
  await must(ada.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: member.Ben, u: ben.id });
  await must(ben.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: member.Ben });

  family = buildFamily(threeGenerations(), { seed: 5 });
  const upload = async (who: Person, person: string, chip: '23andMe-v5' | 'AncestryDNA-v2' | 'MyHeritage', fields: Record<string, string> = {}) => {
    const answer = await uploadKit(who.client, rawFile(makeKit(family, person, chip), { compression: 'gzip' }), fields);
    if (answer.status !== 201) throw new Error(`${answer.status} ${answer.text}`);
    return answer.json().id;
  };
  kit.Ada = await upload(ada, 'Ada', '23andMe-v5', { personId: ada.selfMemberId });
  kit.Ben = await upload(ben, 'Ben', 'AncestryDNA-v2', { personId: member.Ben });
  kit.Cleo = await upload(cleo, 'Dan', 'MyHeritage');
}, 600_000);
afterAll(() => app?.close());

describe('agreeing to match', () => {
  it('offers the relatives who read a tree with the owner, never a stranger', async () => {
    const { dnaMatchChoices } = await must<{ dnaMatchChoices: { id: string }[] }>(ada.client, '{ dnaMatchChoices { id displayName } }');
    expect(dnaMatchChoices.map((u) => u.id)).toEqual([ben.id]);
    expect((await must<{ dnaMatchChoices: unknown[] }>(cleo.client, '{ dnaMatchChoices { id } }')).dnaMatchChoices).toEqual([]);
  });

  it('keeps an agreement with one relative, compares nothing while the other side has not agreed', async () => {
    const agreeing = 'mutation($i: AgreeToDnaMatchInput!) { agreeToDnaMatch(input: $i) { id matchingStatus matchConsents { id withUser { id } tree { id } } } }';
    const { agreeToDnaMatch } = await must<{ agreeToDnaMatch: { matchingStatus: string; matchConsents: { withUser: { id: string } | null; tree: unknown }[] } }>(ada.client, agreeing, { i: { kitId: kit.Ada, withUserId: ben.id } });
    expect(agreeToDnaMatch.matchConsents).toEqual([{ id: expect.any(String), withUser: { id: ben.id }, tree: null }]);
    // Said at once: the kit's comparisons are being brought up to date.
    expect(agreeToDnaMatch.matchingStatus).toBe('comparing');
    // Agreeing twice changes nothing.
    await must(ada.client, AGREE, { i: { kitId: kit.Ada, withUserId: ben.id } });
    expect(await matchesOnceReady(ada.client, kit.Ada, 0)).toEqual([]);
    expect(await rows('select 1 from dna_comparisons where ? in (kit_a_id, kit_b_id)', [kit.Ada])).toEqual([]);
  });

  it('refuses a stranger, a tree the owner does not read, another owner’s kit, and both or neither target', async () => {
    expect(await errorOf(ada.client, AGREE, { i: { kitId: kit.Ada, withUserId: cleo.id } })).toBe('NOT_FOUND');
    expect(await errorOf(ada.client, AGREE, { i: { kitId: kit.Ada, treeId: cleo.treeId } })).toBe('NOT_FOUND');
    expect(await errorOf(ada.client, AGREE, { i: { kitId: kit.Ben, withUserId: ben.id } })).toBe('NOT_FOUND');
    expect(await errorOf(cleo.client, AGREE, { i: { kitId: kit.Ada, withUserId: ada.id } })).toBe('NOT_FOUND');
    expect(await errorOf(ada.client, AGREE, { i: { kitId: kit.Ada, withUserId: ben.id, treeId: ada.treeId } })).toBe('BAD_USER_INPUT');
    expect(await errorOf(ada.client, AGREE, { i: { kitId: kit.Ada } })).toBe('BAD_USER_INPUT');
    expect(await errorOf(ada.client, AGREE, { i: { kitId: 'not an id', withUserId: ben.id } })).toBe('NOT_FOUND');
    expect(await errorOf(ada.client, AGREE, { i: { kitId: kit.Ada, withUserId: "' or 1=1 --" } })).toBe('NOT_FOUND');
    const consents = await rows<{ count: number }>('select count(*)::int as count from dna_match_consents where kit_id in (?, ?, ?)', [kit.Ada, kit.Ben, kit.Cleo]);
    expect(consents[0].count).toBe(1);
  });
});

describe('a match', () => {
  let fromAda: Match;

  it('is made once both agreed (Ben within the tree they share), and Ada reads it with the tree’s check', async () => {
    await must(ben.client, AGREE, { i: { kitId: kit.Ben, treeId: ada.treeId } });
    [fromAda] = await matchesOnceReady(ada.client, kit.Ada, 1);
    const truth = trueSharedSegments(family.person('Ada'), family.person('Ben'), { minCm: 7 });
    expect(fromAda).toMatchObject({ kit: { id: kit.Ada }, matchedUser: { id: ben.id, displayName: 'Ben Lovell' }, matchedPerson: { id: member.Ben, firstName: 'Ben' }, matchedProvider: 'ancestry' });
    expect(fromAda.totalCm).toBeGreaterThan(truth.totalCm * 0.85);
    expect(fromAda.totalCm).toBeLessThan(truth.totalCm * 1.15);
    expect(fromAda.segmentCount).toBe(fromAda.segments.filter((s) => s.chromosome <= 22 && s.kind === 'half').length);
    expect(fromAda.segments.every((s, i, all) => i === 0 || all[i - 1].chromosome < s.chromosome || (all[i - 1].chromosome === s.chromosome && all[i - 1].startBp <= s.startBp))).toBe(true);
    expect(fromAda.predictions.flatMap((p) => p.relationships.map((r) => r.key))).toContain('first-cousin');
    expect(fromAda.treeCheck).toMatchObject({ tree: { id: ada.treeId }, relationship: 'first-cousin', label: 'first cousin', fits: true });
    expect(fromAda.treeCheck!.summary).toBe(`The tree says Ben is your first cousin (expected ~${fromAda.treeCheck!.expectedCm.toLocaleString('en')} cM); ${Math.round(fromAda.totalCm).toLocaleString('en')} cM fits.`);
  });

  it('reads the same from Ben’s side, in Spanish when asked', async () => {
    const [fromBen] = await matchesOnceReady(ben.client, kit.Ben, 1);
    expect(fromBen).toMatchObject({ id: fromAda.id, kit: { id: kit.Ben }, matchedUser: { id: ada.id }, matchedProvider: 'twenty_three_and_me', totalCm: fromAda.totalCm });
    expect(fromBen.treeCheck?.summary).toMatch(/^The tree says Ada is your first cousin/);
    const res = await ben.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ query: MATCH, variables: { id: fromAda.id } }),
    });
    const spanish = (await res.json()) as { data?: { dnaMatch: Match } };
    expect(spanish.data?.dnaMatch.treeCheck?.summary).toMatch(/^Según el árbol, Ada es tu \S.* \(se esperan ~[\d.]+ cM\); [\d.]+ cM encaja\.$/);
  });

  it('is nothing to Cleo: not found by id, not among her kit’s matches', async () => {
    expect(await errorOf(cleo.client, MATCH, { id: fromAda.id })).toBe('NOT_FOUND');
    expect((await must<{ dnaKit: { matches: unknown[] } }>(cleo.client, KIT, { id: kit.Cleo })).dnaKit.matches).toEqual([]);
    expect(await errorOf(cleo.client, KIT, { id: kit.Ada })).toBe('NOT_FOUND');
    expect(await errorOf(ada.client, MATCH, { id: 'x'.repeat(5000) })).toBe('NOT_FOUND');
  });

  it('triangulates with a second match: only stretches both share with Ada’s kit, unconfirmed while the two never agreed to each other', async () => {
    // Ada's second kit, her sister Cora's (with Cora's consent): one owner's two kits are compared without an agreement.
    const cora = (await addMember(ada, 'Cora', 'sibling', ada.selfMemberId, { gender: 'female' })).member.id;
    const answer = await uploadKit(ada.client, rawFile(makeKit(family, 'Cora', 'MyHeritage'), { compression: 'gzip' }), { personId: cora, relativeConsent: 'true' });
    expect(answer.status).toBe(201);
    const matches = await matchesOnceReady(ada.client, kit.Ada, 2);
    const withCora = matches.find((m) => m.matchedPerson?.id === cora)!;
    expect(withCora.treeCheck).toMatchObject({ relationship: 'sibling', fits: true });
    // The kit's list reads every row's tree check together: one walk of the tree, not one per match.
    const statements = await countStatements(app.orm);
    try {
      const list = await statements.during(() => must<{ dnaKit: { matches: Match[] } }>(ada.client, 'query($id: ID!) { dnaKit(id: $id) { matches { id matchedPerson { id } treeCheck { relationship fits summary } } } }', { id: kit.Ada }));
      expect(list.result.dnaKit.matches.map((m) => m.treeCheck?.relationship).sort()).toEqual(['first-cousin', 'sibling']);
      expect(list.texts.filter((text) => /with recursive/i.test(text))).toHaveLength(1);
    } finally {
      statements.stop();
    }
    // Both kits are Ada's: read from either one when asked, never from a kit that is not in the pair.
    const coraKit = (await must<{ myDnaKits: { id: string; person: { id: string } | null }[] }>(ada.client, '{ myDnaKits { id person { id } } }')).myDnaKits.find((k) => k.person?.id === cora)!.id;
    const sideOf = async (kitId: string) => (await must<{ dnaMatch: Match }>(ada.client, 'query($id: ID!, $k: ID) { dnaMatch(id: $id, kitId: $k) { kit { id } matchedPerson { id } } }', { id: withCora.id, k: kitId })).dnaMatch;
    expect(await sideOf(coraKit)).toMatchObject({ kit: { id: coraKit }, matchedPerson: { id: ada.selfMemberId } });
    expect(await sideOf(kit.Ada)).toMatchObject({ kit: { id: kit.Ada }, matchedPerson: { id: cora } });
    expect(await errorOf(ada.client, 'query($id: ID!, $k: ID) { dnaMatch(id: $id, kitId: $k) { id } }', { id: withCora.id, k: kit.Ben })).toBe('NOT_FOUND');
    const query = 'query($k: ID!, $m: [ID!]!) { dnaTriangulation(kitId: $k, matchIds: $m) { comparedWithEachOther segments { chromosome startBp endBp cM confirmed } } }';
    const { dnaTriangulation } = await must<{ dnaTriangulation: { comparedWithEachOther: boolean; segments: { chromosome: number; startBp: number; endBp: number; cM: number; confirmed: boolean }[] } }>(
      ada.client, query, { k: kit.Ada, m: [fromAda.id, withCora.id] },
    );
    expect(dnaTriangulation.comparedWithEachOther).toBe(false);
    expect(dnaTriangulation.segments.length).toBeGreaterThan(0);
    const inside = (s: { chromosome: number; startBp: number; endBp: number }, of: Match) => of.segments.some((o) => o.chromosome === s.chromosome && o.startBp <= s.startBp && s.endBp <= o.endBp);
    for (const s of dnaTriangulation.segments) {
      expect(s.cM).toBeGreaterThanOrEqual(7);
      expect(s.confirmed).toBe(false);
      expect(inside(s, fromAda) && inside(s, withCora)).toBe(true);
    }
    expect(await errorOf(ada.client, query, { k: kit.Ada, m: [fromAda.id] })).toBe('BAD_USER_INPUT');
    expect(await errorOf(ben.client, query, { k: kit.Ben, m: [fromAda.id, withCora.id] })).toBe('NOT_FOUND');
  });

  it('is removed at once when Ben withdraws: not found, no stored comparison left', async () => {
    const { dnaKit } = await must<{ dnaKit: { matchConsents: { id: string }[] } }>(ben.client, 'query($id: ID!) { dnaKit(id: $id) { matchConsents { id } } }', { id: kit.Ben });
    expect(await errorOf(ada.client, 'mutation($id: ID!) { withdrawDnaMatchConsent(id: $id) { id } }', { id: dnaKit.matchConsents[0].id })).toBe('NOT_FOUND');
    const answer = await must<{ withdrawDnaMatchConsent: { id: string; matchConsents: unknown[]; matches: unknown[] } }>(
      ben.client, 'mutation($id: ID!) { withdrawDnaMatchConsent(id: $id) { id matchConsents { id } matches { id } } }', { id: dnaKit.matchConsents[0].id },
    );
    expect(answer.withdrawDnaMatchConsent).toEqual({ id: kit.Ben, matchConsents: [], matches: [] });
    expect(await errorOf(ada.client, MATCH, { id: fromAda.id })).toBe('NOT_FOUND');
    expect(await rows('select id from dna_comparisons where id = ?', [fromAda.id])).toEqual([]);
    // Ada's own two kits are still compared.
    expect((await must<{ dnaKit: { matches: unknown[] } }>(ada.client, KIT, { id: kit.Ada })).dnaKit.matches).toHaveLength(1);
  });
});

describe('the chromosomes', () => {
  it('lists 1–22 and the X with their lengths', async () => {
    const { dnaChromosomes } = await must<{ dnaChromosomes: { number: number; name: string; lengthBp: number; lengthCm: number }[] }>(ada.client, '{ dnaChromosomes { number name lengthBp lengthCm } }');
    expect(dnaChromosomes.map((c) => c.name)).toEqual([...Array.from({ length: 22 }, (_, i) => String(i + 1)), 'X']);
    expect(dnaChromosomes[0].lengthCm).toBeGreaterThan(250);
    expect(dnaChromosomes[0].lengthBp).toBeGreaterThan(240_000_000);
  });
});
