import { PNG_1PX } from '../../test/client.ts';
import type { Person } from '../../test/factories.ts';
import { field, gql, gqlUpload, rest, type Case, type OwnCase } from './asking.ts';

// An heirloom of A's tree, held by A's relative, with a photo, a PDF document, a story and a value,
// for the cross-user table. It is read only by those who read A's tree (its value by its owner and
// editors alone): a stranger, A's connected relative (who reads none of A's trees) and a script are
// refused it through every field and its files' URLs, and can add nothing to A's tree nor name A's
// people in their own.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');

export const hw = {
  heirloomId: '',
  name: `Mnemosyne's silver locket ${tag}`,
  story: `Hidden under the floorboards ${tag}`,
  amount: `${1_000_000 + Math.floor(Math.random() * 8_999_999)}.25`,
  photoUrl: '',
  photoId: '',
  documentUrl: '',
  documentId: '',
  treeId: '',
  memberId: '',
};

/** Values of A's heirloom no answer to anyone else may hold. */
export const heirloomSecrets = () => [hw.heirloomId, hw.name, hw.story, hw.amount, hw.photoUrl, hw.photoId, hw.documentUrl, hw.documentId];

const FIELDS = 'id name story treeId value { amount currency } currentOwner { member { id firstName } from { value } } previousOwners { id } intendedOwner { id } photos { id url } documents { id name url }';

export async function buildHeirlooms(a: Person, memberId: string) {
  hw.treeId = a.treeId;
  hw.memberId = memberId;
  const res = await a.client.gqlUpload<{ createHeirloom: { id: string; photos: { id: string; url: string }[]; documents: { id: string; url: string }[] } }>(
    `mutation($i: CreateHeirloomInput!) { createHeirloom(input: $i) { id photos { id url } documents { id url } } }`,
    { i: { treeId: a.treeId, name: hw.name, story: hw.story, assetType: 'jewellery', value: { amount: hw.amount, currency: 'EUR' }, currentOwner: { memberId, how: 'inherited', from: '1988' }, photos: [null], documents: [null] } },
    {
      'variables.i.photos.0': { blob: new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name: 'locket.png' },
      'variables.i.documents.0': { blob: new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name: 'valuation.pdf' },
    },
  );
  if (res.errors) throw new Error(`Setup failed: ${JSON.stringify(res.errors)}`);
  const made = res.data!.createHeirloom;
  Object.assign(hw, { heirloomId: made.id, photoUrl: made.photos[0].url, photoId: made.photos[0].id, documentUrl: made.documents[0].url, documentId: made.documents[0].id });
}

const file = (bytes: Buffer, name: string) => ({ bytes, name });

export const HEIRLOOM_REFUSED: Case[] = [
  { covers: 'Query.heirloom', what: "an heirloom of A's tree", attempt: (x) => gql(x.client, `query($id: ID!) { heirloom(id: $id) { ${FIELDS} } }`, { id: hw.heirloomId }) },
  { covers: 'Query.heirlooms', what: "the heirlooms of A's tree", attempt: (x) => gql(x.client, `query($t: ID) { heirlooms(treeId: $t) { nodes { ${FIELDS} } } }`, { t: hw.treeId }) },
  {
    covers: 'Mutation.createHeirloom',
    what: "adding an heirloom to A's tree",
    attempt: (x) => gql(x.client, `mutation($i: CreateHeirloomInput!) { createHeirloom(input: $i) { ${FIELDS} } }`, { i: { treeId: hw.treeId, name: 'Mine now', assetType: 'other' } }),
  },
  {
    covers: 'Mutation.createHeirloom',
    refusedWith: ['BAD_USER_INPUT'],
    what: "adding an heirloom to the caller's own tree, held by A's relative",
    attempt: async (x) => {
      const own = field<{ id: string }[] | undefined>(await gql(x.client, '{ trees { id } }'), 'trees')?.[0]?.id ?? '00000000-0000-4000-8000-000000000000';
      return gql(x.client, `mutation($i: CreateHeirloomInput!) { createHeirloom(input: $i) { ${FIELDS} } }`, { i: { treeId: own, name: 'Mine now', assetType: 'other', currentOwner: { memberId: hw.memberId } } });
    },
  },
  { covers: 'Mutation.updateHeirloom', what: "changing A's heirloom", attempt: (x) => gql(x.client, `mutation($id: ID!) { updateHeirloom(id: $id, input: { name: "Mine now" }) { ${FIELDS} } }`, { id: hw.heirloomId }) },
  { covers: 'Mutation.deleteHeirloom', what: "deleting A's heirloom", attempt: (x) => gql(x.client, 'mutation($id: ID!) { deleteHeirloom(id: $id) }', { id: hw.heirloomId }) },
  {
    covers: 'Mutation.passOnHeirloom',
    what: "passing A's heirloom to the caller's own person",
    attempt: (x) => gql(x.client, `mutation($id: ID!, $m: ID!) { passOnHeirloom(id: $id, input: { toMemberId: $m, how: gift }) { ${FIELDS} } }`, { id: hw.heirloomId, m: x.selfMemberId }),
  },
  {
    covers: 'Mutation.addHeirloomPhoto',
    what: "adding a photo to A's heirloom",
    attempt: (x) => gqlUpload(x.client, `mutation($id: ID!, $f: Upload!) { addHeirloomPhoto(id: $id, photo: $f) { ${FIELDS} } }`, { id: hw.heirloomId, f: null }, 'variables.f', file(PNG_1PX, 'x.png')),
  },
  { covers: 'Mutation.removeHeirloomPhoto', what: "removing the photo of A's heirloom", attempt: (x) => gql(x.client, `mutation($id: ID!, $p: ID!) { removeHeirloomPhoto(id: $id, photoId: $p) { ${FIELDS} } }`, { id: hw.heirloomId, p: hw.photoId }) },
  {
    covers: 'Mutation.addHeirloomDocument',
    what: "adding a document to A's heirloom",
    attempt: (x) => gqlUpload(x.client, `mutation($id: ID!, $f: Upload!) { addHeirloomDocument(id: $id, document: $f) { ${FIELDS} } }`, { id: hw.heirloomId, f: null }, 'variables.f', file(PDF, 'x.pdf')),
  },
  {
    covers: 'Mutation.removeHeirloomDocument',
    what: "removing the document of A's heirloom",
    attempt: (x) => gql(x.client, `mutation($id: ID!, $d: ID!) { removeHeirloomDocument(id: $id, documentId: $d) { ${FIELDS} } }`, { id: hw.heirloomId, d: hw.documentId }),
  },
  { covers: 'GET /uploads/:key', refusedWith: ['404'], what: "the photo of A's heirloom", attempt: (x) => rest(x.client, 'GET', hw.photoUrl) },
  { covers: 'GET /uploads/:key', refusedWith: ['404'], what: "the document of A's heirloom", attempt: (x) => rest(x.client, 'GET', hw.documentUrl) },
];

export const HEIRLOOM_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.heirlooms',
    what: "lists none of A's heirlooms",
    attempt: (x) => gql(x.client, `{ heirlooms { nodes { ${FIELDS} } } }`),
    check: (answer) => expect(field<{ nodes: { id: string }[] }>(answer, 'heirlooms').nodes.map((n) => n.id)).not.toContain(hw.heirloomId),
  },
  {
    covers: 'Query.memberHeirlooms',
    what: "lists none of the heirlooms of A's relative",
    namesA: true,
    attempt: (x) => gql(x.client, `query($m: ID!) { memberHeirlooms(memberId: $m) { ${FIELDS} } }`, { m: hw.memberId }),
    check: (answer) => expect(field<unknown[]>(answer, 'memberHeirlooms')).toEqual([]),
  },
];
