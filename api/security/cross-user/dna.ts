import type { Person } from '../../test/factories.ts';
import { buildFamily, makeKit, rawFile, threeGenerations } from '../../test/dna/index.ts';
import { field, gql, restUpload, type Case, type OwnCase } from './asking.ts';

// A's DNA kit, for the cross-user table: uploaded as A's own person. It is A's alone: a stranger, A's
// connected relative, a script and a signed-out visitor neither read, list nor delete it, and none of
// them may upload a kit naming A's person (whom they do not see).

export const dw = { kitId: '', memberId: '' };
let file: Buffer | undefined;
/** A raw data file of the autosomes (no X, so it fits any person), made once. */
const kitFile = () => (file ??= Buffer.from(rawFile(makeKit(buildFamily(threeGenerations(), { seed: 5 }), 'Ben', 'AncestryDNA-v2', { chromosomes: Array.from({ length: 22 }, (_, i) => i + 1) }), { compression: 'gzip' })));

/** Values of A's DNA kit no answer to anyone else may hold. */
export const dnaSecrets = () => [dw.kitId];

export async function buildDnaKits(a: Person) {
  dw.memberId = a.selfMemberId;
  const answer = await restUpload(a.client, '/api/dna/kits', { personId: a.selfMemberId }, 'file', { bytes: kitFile(), name: 'AncestryDNA.txt.gz' });
  if (answer.status !== 201) throw new Error(`Setup failed: ${answer.text}`);
  dw.kitId = (answer.json as { id: string }).id;
}

const FIELDS = 'id provider markers noCalls inferredSex ofRelative person { id firstName } viewerCan { delete }';

export const DNA_REFUSED: Case[] = [
  { covers: 'Query.dnaKit', what: "A's DNA kit", attempt: (x) => gql(x.client, `query($id: ID!) { dnaKit(id: $id) { ${FIELDS} } }`, { id: dw.kitId }) },
  { covers: 'Mutation.deleteDnaKit', what: "deleting A's DNA kit", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteDnaKit(id: $id) }', { id: dw.kitId }) },
  {
    covers: 'POST /api/dna/kits',
    what: "uploading a kit named as A's own person",
    attempt: (x) => restUpload(x.client, '/api/dna/kits', { personId: dw.memberId, relativeConsent: 'true' }, 'file', { bytes: kitFile(), name: 'AncestryDNA.txt.gz' }),
  },
];

export const DNA_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.myDnaKits',
    what: "lists none of A's DNA kits",
    attempt: (x) => gql(x.client, `{ myDnaKits { ${FIELDS} } }`),
    check: (answer) => expect(field<{ id: string }[]>(answer, 'myDnaKits').map((kit) => kit.id)).not.toContain(dw.kitId),
  },
];
