import type { Person } from '../../test/factories.ts';
import { buildFamily, LIGHT_KIT_EVERY_NTH, makeKit, rawFile, threeGenerations } from '../../test/dna/index.ts';
import { field, gql, restUpload, type Case, type OwnCase } from './asking.ts';

// A's DNA kit, for the cross-user table: uploaded as A's own person. It is A's alone: a stranger, A's
// connected relative, a script and a signed-out visitor neither read, list nor delete it, and none of
// them may upload a kit naming A's person (whom they do not see).

export const dw = { userId: '', kitId: '', memberId: '', secondKitId: '', thirdKitId: '', matchIds: [] as string[], consentId: '' };
let file: Buffer | undefined;
/**
 * A raw data file of the autosomes (no X, so it fits any person), made once, of one in twenty of the
 * chip's markers, which the table's server takes (LIGHT_KIT_MIN_MARKERS). Whose a kit is does not depend on
 * its size; whole kits of real size are read, stored and compared in api/src/modules/dna/ and
 * api/test/dna/.
 */
const kitFile = () =>
  (file ??= Buffer.from(rawFile(makeKit(buildFamily(threeGenerations(), { seed: 5 }), 'Ben', 'AncestryDNA-v2', { chromosomes: Array.from({ length: 22 }, (_, i) => i + 1), everyNth: LIGHT_KIT_EVERY_NTH }), { compression: 'gzip' })));

/** Values of A's DNA kit no answer to anyone else may hold. */
export const dnaSecrets = () => [dw.kitId, dw.secondKitId, dw.thirdKitId, ...dw.matchIds, dw.consentId];

export async function buildDnaKits(a: Person) {
  dw.memberId = a.selfMemberId;
  dw.userId = a.id;
  const answer = await restUpload(a.client, '/api/dna/kits', { personId: a.selfMemberId }, 'file', { bytes: kitFile(), name: 'AncestryDNA.txt.gz' });
  if (answer.status !== 201) throw new Error(`Setup failed: ${answer.text}`);
  dw.kitId = (answer.json as { id: string }).id;
  // Two more kits of A's, placed in no tree: one owner's kits are compared with each other, so the
  // first has two matches. And an agreement to match within A's own tree.
  for (const key of ['secondKitId', 'thirdKitId'] as const) {
    const more = await restUpload(a.client, '/api/dna/kits', {}, 'file', { bytes: kitFile(), name: 'AncestryDNA.txt.gz' });
    if (more.status !== 201) throw new Error(`Setup failed: ${more.text}`);
    dw[key] = (more.json as { id: string }).id;
  }
  for (let i = 0; i < 1200 && dw.matchIds.length < 2; i++) {
    const res = await a.client.gql<{ dnaKit: { matches: { id: string }[] } }>('query($id: ID!) { dnaKit(id: $id) { matches { id } } }', { id: dw.kitId });
    dw.matchIds = res.data?.dnaKit.matches.map((m) => m.id) ?? [];
    if (dw.matchIds.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (dw.matchIds.length < 2) throw new Error('Setup failed: the kits were not compared');
  const agreed = await a.client.gql<{ agreeToDnaMatch: { matchConsents: { id: string }[] } }>(
    'mutation($i: AgreeToDnaMatchInput!) { agreeToDnaMatch(input: $i) { matchConsents { id } } }',
    { i: { kitId: dw.kitId, treeId: a.treeId } },
  );
  dw.consentId = agreed.data?.agreeToDnaMatch.matchConsents[0]?.id ?? '';
  if (!dw.consentId) throw new Error(`Setup failed: ${JSON.stringify(agreed.errors)}`);
}

const FIELDS = 'id provider markers noCalls inferredSex ofRelative person { id firstName } viewerCan { delete } matchingStatus matchConsents { id } matches { id totalCm }';
const MATCH_FIELDS = 'id kit { id } matchedUser { id } matchedPerson { id } matchedProvider totalCm segments { chromosome cM } predictions { probability } treeCheck { summary } computedAt';

export const DNA_REFUSED: Case[] = [
  { covers: 'Query.dnaKit', what: "A's DNA kit", attempt: (x) => gql(x.client, `query($id: ID!) { dnaKit(id: $id) { ${FIELDS} } }`, { id: dw.kitId }) },
  { covers: 'Mutation.deleteDnaKit', what: "deleting A's DNA kit", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteDnaKit(id: $id) }', { id: dw.kitId }) },
  { covers: 'Query.dnaMatch', what: "a match of A's DNA kit", attempt: (x) => gql(x.client, `query($id: ID!) { dnaMatch(id: $id) { ${MATCH_FIELDS} } }`, { id: dw.matchIds[0] }) },
  {
    covers: 'Query.dnaTriangulation',
    what: "A's DNA kit and two of its matches",
    attempt: (x) => gql(x.client, 'query($k: ID!, $m: [ID!]!) { dnaTriangulation(kitId: $k, matchIds: $m) { segments { chromosome cM } } }', { k: dw.kitId, m: dw.matchIds }),
  },
  {
    covers: 'Mutation.agreeToDnaMatch',
    what: "agreeing to match A's DNA kit with themselves",
    attempt: (x) => gql(x.client, 'mutation($i: AgreeToDnaMatchInput!) { agreeToDnaMatch(input: $i) { id } }', { i: { kitId: dw.kitId, withUserId: x.userId || dw.memberId } }),
  },
  {
    covers: 'Mutation.withdrawDnaMatchConsent',
    what: "withdrawing A's agreement to match",
    attempt: (x) => gql(x.client, 'mutation($id: ID!) { withdrawDnaMatchConsent(id: $id) { id } }', { id: dw.consentId }),
  },
  {
    covers: 'POST /api/dna/kits',
    what: "uploading a kit named as A's own person",
    attempt: (x) => restUpload(x.client, '/api/dna/kits', { personId: dw.memberId, relativeConsent: 'true' }, 'file', { bytes: kitFile(), name: 'AncestryDNA.txt.gz' }),
  },
];

export const DNA_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.dnaMatchChoices',
    what: 'does not offer A to anyone who reads no tree with A',
    attempt: (x) => gql(x.client, '{ dnaMatchChoices { id } }'),
    check: (answer) => expect(field<{ id: string }[]>(answer, 'dnaMatchChoices').map((u) => u.id)).not.toContain(dw.userId),
  },
  {
    covers: 'Query.dnaChromosomes',
    what: 'holds no one’s data, only the map’s lengths',
    attempt: (x) => gql(x.client, '{ dnaChromosomes { number lengthCm } }'),
    check: (answer) => expect(field<unknown[]>(answer, 'dnaChromosomes')).toHaveLength(23),
  },
  {
    covers: 'Query.myDnaKits',
    what: "lists none of A's DNA kits",
    attempt: (x) => gql(x.client, `{ myDnaKits { ${FIELDS} } }`),
    check: (answer) => expect(field<{ id: string }[]>(answer, 'myDnaKits').map((kit) => kit.id)).not.toContain(dw.kitId),
  },
];
