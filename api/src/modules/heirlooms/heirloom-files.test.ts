import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { PNG_1PX, TestClient } from '../../../test/client.ts';
import { codeOf, must } from '../../../test/trees.ts';
import type { Person } from '../../../test/factories.ts';
import { buildHeirloomFamily, HEIRLOOM_FIELDS, type HeirloomFamily } from './test/family.ts';
import { asUpload, HTML_AS_PDF, pdfDocument, TRUNCATED_PDF } from './test/pdf.ts';

// An heirloom's photos and documents through real HTTP: stored through the storage adapter, read
// through the stored-file policy by whoever reads the heirloom and nobody else, documents only as
// whole PDFs within the upload limit (1 MB here), and a refused file leaves nothing behind.

let app: TestApp;
let f: HeirloomFamily;
let ringId: string;

const CREATE = `mutation($input: CreateHeirloomInput!) { createHeirloom(input: $input) { ${HEIRLOOM_FIELDS} } }`;
const ADD_DOCUMENT = `mutation($id: ID!, $document: Upload!) { addHeirloomDocument(id: $id, document: $document) { ${HEIRLOOM_FIELDS} } }`;
const REMOVE_DOCUMENT = `mutation($id: ID!, $d: ID!) { removeHeirloomDocument(id: $id, documentId: $d) { ${HEIRLOOM_FIELDS} } }`;
const ADD_PHOTO = `mutation($id: ID!, $photo: Upload!) { addHeirloomPhoto(id: $id, photo: $photo) { ${HEIRLOOM_FIELDS} } }`;
const REMOVE_PHOTO = `mutation($id: ID!, $p: ID!) { removeHeirloomPhoto(id: $id, photoId: $p) { ${HEIRLOOM_FIELDS} } }`;

interface Files {
  photos: { id: string; url: string }[];
  documents: { id: string; name: string; size: number; url: string }[];
}

const stored = async () => Number((await app.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from stored_files where purpose like 'heirloom-%'`))[0].n);
const heirlooms = async () => Number((await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from family_assets'))[0].n);
const status = async (client: TestClient, url: string) => (await client.fetch(url)).status;

const addDocument = (p: Person, bytes: Buffer, name = 'will.pdf', type = 'application/pdf') => p.client.gqlUpload<{ addHeirloomDocument: Files }>(ADD_DOCUMENT, { id: ringId, document: null }, { 'variables.document': asUpload(bytes, name, type) });
const addPhoto = (p: Person, bytes: Buffer, name = 'ring.png') => p.client.gqlUpload<{ addHeirloomPhoto: Files }>(ADD_PHOTO, { id: ringId, photo: null }, { 'variables.photo': asUpload(bytes, name, 'image/png') });

beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '1' });
  f = await buildHeirloomFamily(app);
  ringId = (await must<{ createHeirloom: { id: string } }>(f.ada.client, CREATE, { input: { treeId: f.ada.treeId, name: 'Ring', assetType: 'jewellery', previousOwners: [{ memberId: f.people.grace }] } })).createHeirloom.id;
});
afterAll(() => app.close());

describe('documents', () => {
  it('keeps a PDF under its name and serves it as a download to whoever reads the heirloom, and to nobody else', async () => {
    const res = await addDocument(f.eddie, pdfDocument(), 'C:\\scans\\Grace’s will.pdf');
    expect(res.errors).toBeUndefined();
    const [document] = res.data!.addHeirloomDocument.documents;
    expect(document).toMatchObject({ name: 'Grace’s will.pdf', size: pdfDocument().length });
    expect(document.url).toMatch(/^\/uploads\/heirloom-document\/[0-9a-f-]+\.pdf$/);
    const served = await f.vera.client.fetch(document.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdfDocument())).toBe(true);
    // Bob edits Chioma's branch: the ring is Grace's, outside it.
    expect(await status(f.bob.client, document.url)).toBe(404);
    expect(await status(f.cleo.client, document.url)).toBe(404);
    expect(await status(new TestClient(app.url), document.url)).toBe(401);
  });

  const refused: [string, Buffer, string][] = [
    ['a web page named .pdf', HTML_AS_PDF, 'Please choose a PDF document.'],
    ['a photo named .pdf', PNG_1PX, 'Please choose a PDF document.'],
    ['a PDF cut off before its end', TRUNCATED_PDF, 'The PDF could not be read: the file is damaged or incomplete.'],
    ['an empty file', Buffer.alloc(0), 'The file is empty. Please choose a PDF document.'],
  ];
  it.each(refused)('refuses %s by its content, and keeps nothing of it', async (_what, bytes, message) => {
    const before = await stored();
    const res = await addDocument(f.eddie, bytes);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ document: message });
    expect(await stored()).toBe(before);
  });

  it('refuses a document over the upload limit, and keeps nothing of it', async () => {
    const before = await stored();
    const res = await addDocument(f.eddie, pdfDocument(1024 * 1024 + 10));
    expect(codeOf(res)).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored()).toBe(before);
  });

  it('refuses a viewer and a stranger, and removes a document for an editor', async () => {
    expect(codeOf(await addDocument(f.vera, pdfDocument()))).toBe('FORBIDDEN');
    expect(codeOf(await addDocument(f.cleo, pdfDocument()))).toBe('NOT_FOUND');
    const { documents } = (await must<{ heirloom: Files }>(f.ada.client, `query($id: ID!) { heirloom(id: $id) { ${HEIRLOOM_FIELDS} } }`, { id: ringId })).heirloom;
    expect(codeOf(await f.vera.client.gql(REMOVE_DOCUMENT, { id: ringId, d: documents[0].id }))).toBe('FORBIDDEN');
    const after = (await must<{ removeHeirloomDocument: Files }>(f.ada.client, REMOVE_DOCUMENT, { id: ringId, d: documents[0].id })).removeHeirloomDocument;
    expect(after.documents).toEqual([]);
    expect(await status(f.ada.client, documents[0].url)).toBe(404);
    expect(codeOf(await f.ada.client.gql(REMOVE_DOCUMENT, { id: ringId, d: documents[0].id }))).toBe('NOT_FOUND');
  });
});

describe('photos', () => {
  it('keeps a photo through the image intake, read as the heirloom is, and removes it', async () => {
    const res = await addPhoto(f.eddie, PNG_1PX);
    expect(res.errors).toBeUndefined();
    const [photo] = res.data!.addHeirloomPhoto.photos;
    expect(photo.url).toMatch(/^\/uploads\/heirloom-photo\//);
    expect(await status(f.vera.client, photo.url)).toBe(200);
    expect(await status(f.bob.client, photo.url)).toBe(404);
    expect(await status(new TestClient(app.url), photo.url)).toBe(401);
    const before = await stored();
    expect(codeOf(await addPhoto(f.eddie, HTML_AS_PDF, 'photo.png'))).toBe('BAD_USER_INPUT');
    expect(await stored()).toBe(before);
    const removed = (await must<{ removeHeirloomPhoto: Files }>(f.eddie.client, REMOVE_PHOTO, { id: ringId, p: photo.id })).removeHeirloomPhoto;
    expect(removed.photos).toEqual([]);
    expect(await status(f.ada.client, photo.url)).toBe(404);
  });
});

describe('adding an heirloom with its files', () => {
  it('saves nothing, no file either, when one of its files is refused', async () => {
    const [before, files] = [await heirlooms(), await stored()];
    const res = await f.eddie.client.gqlUpload(
      CREATE,
      { input: { treeId: f.ada.treeId, name: 'Quilt', assetType: 'textile', photos: [null], documents: [null] } },
      { 'variables.input.photos.0': asUpload(PNG_1PX, 'quilt.png', 'image/png'), 'variables.input.documents.0': asUpload(HTML_AS_PDF, 'receipt.pdf') },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect([await heirlooms(), await stored()]).toEqual([before, files]);
  });

  it('keeps both when both are good, and deleting the heirloom removes them', async () => {
    const res = await f.eddie.client.gqlUpload<{ createHeirloom: { id: string } & Files }>(
      CREATE,
      { input: { treeId: f.ada.treeId, name: 'Quilt', assetType: 'textile', photos: [null], documents: [null] } },
      { 'variables.input.photos.0': asUpload(PNG_1PX, 'quilt.png', 'image/png'), 'variables.input.documents.0': asUpload(pdfDocument(), 'receipt') },
    );
    expect(res.errors).toBeUndefined();
    const quilt = res.data!.createHeirloom;
    expect(quilt.documents.map((d) => d.name)).toEqual(['receipt.pdf']);
    await must(f.ada.client, 'mutation($id: ID!) { deleteHeirloom(id: $id) }', { id: quilt.id });
    expect(await status(f.ada.client, quilt.photos[0].url)).toBe(404);
    expect(await status(f.ada.client, quilt.documents[0].url)).toBe(404);
  });
});
