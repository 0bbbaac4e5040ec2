import { unzipSync, strFromU8 } from 'fflate';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, INVITE_TO_TREE, shareTree, type Person } from '../../../test/factories.ts';
import { TestClient } from '../../../test/client.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { codeOf, must } from '../../../test/trees.ts';

let app: TestApp;
let admin: Person;
let ann: Person;
let ben: Person;
let oldTreeId: string;
let memory: { id: string; file: { url: string } };
let cousinId: string;

const CHOICES = '{ accountDeletionChoices { tree { id name } candidates { id } } }';
const DELETE = 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }';

beforeAll(async () => {
  app = await startTestApp({}, { freshDatabase: true });
  admin = await buildUser(app, { name: 'Ada Admin' });
  ann = await buildUser(app, { name: 'Ann Leaving', privacy: { showEmail: false } });
  ben = await buildUser(app, { name: 'Ben Staying', privacy: { showEmail: false } });
  await addMember(ann, 'Mara', 'parent');
  await shareTree(ann, ben, 'editor'); // connects them too
  // Ben's tree, where Ann adds a cousin: her contribution to someone else's tree.
  const invited = await must<{ inviteToTree: { id: string } }>(ben.client, INVITE_TO_TREE, { i: { treeId: ben.treeId, userId: ann.id, role: 'editor' } });
  await must(ann.client, 'mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { id } }', { id: invited.inviteToTree.id });
  cousinId = (await addMember(ann, 'Vic', 'sibling', ben.selfMemberId)).member.id;
  oldTreeId = (await must<{ createTree: { id: string } }>(ann.client, 'mutation { createTree(input: { name: "Old tree" }) { id } }')).createTree.id;
  const circle = await createCircle(ann, 'Ann and Ben', [ben]);
  const uploaded = await uploadMemory(ann, { title: 'Lake day', circleId: circle }, { bytes: await jpegPhoto(640, 480), name: 'lake.jpg', type: 'image/jpeg' });
  memory = uploaded.data!.uploadMemory;
  await must(ann.client, 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }', { input: { title: 'Grandma’s bread', content: 'Flour, water, patience.', circleId: circle } });
});
afterAll(() => app.close());

describe('downloading my data', () => {
  it('gives a ZIP with my profile, my trees as GEDCOM, my memories with their files and my stories, and nobody else’s private details', async () => {
    const res = await ann.client.fetch('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="kinfolk-Ann-Leaving-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'trees.json', 'memories.json', 'stories.json', 'events.json', 'circles.json', 'connections.json']));
    expect(JSON.parse(strFromU8(entries['profile.json']))).toMatchObject({ id: ann.id, email: ann.email, firstName: 'Ann' });
    const gedcoms = names.filter((n) => n.startsWith('trees/') && n.endsWith('.ged'));
    expect(gedcoms).toHaveLength(2); // her home tree and "Old tree"; not Ben's, which she only edits
    expect(strFromU8(entries[gedcoms.find((n) => !n.includes('Old-tree'))!])).toMatch(/^0 HEAD[\s\S]*1 NAME Mara \//m);
    const memories = JSON.parse(strFromU8(entries['memories.json'])) as { title: string; file: string }[];
    expect(memories).toEqual([expect.objectContaining({ title: 'Lake day', file: expect.stringMatching(/^memories\/.*Lake-day.*\.jpg$/) })]);
    const original = new Uint8Array(await (await ann.client.fetch(memory.file.url)).arrayBuffer());
    expect(entries[memories[0].file]).toEqual(original);
    expect(JSON.parse(strFromU8(entries['stories.json']))).toEqual([expect.objectContaining({ title: 'Grandma’s bread', content: 'Flour, water, patience.' })]);
    expect(JSON.parse(strFromU8(entries['connections.json']))).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Ben Staying' })]));
    const everything = names.map((n) => (n.endsWith('.jpg') ? '' : strFromU8(entries[n]))).join('\n');
    expect(everything).not.toContain(ben.email);
    expect(everything).not.toContain(admin.email);
  });

  it('is refused to someone signed out, and works with an access token', async () => {
    expect((await new TestClient(app.url).fetch('/api/me/export')).status).toBe(401);
    const token = (await must<{ createAccessToken: { token: string } }>(ann.client, 'mutation { createAccessToken(name: "export") { token } }')).createAccessToken.token;
    const res = await fetch(`${app.url}/api/me/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toContain('profile.json');
  });
});

describe('deleting my account', () => {
  it('lists the trees I own with who could take each over', async () => {
    const { accountDeletionChoices } = await must<{ accountDeletionChoices: { tree: { id: string; name: string }; candidates: { id: string }[] }[] }>(ann.client, CHOICES);
    expect(accountDeletionChoices.map((c) => c.tree.id).sort()).toEqual([ann.treeId, oldTreeId].sort());
    expect(accountDeletionChoices.find((c) => c.tree.id === ann.treeId)!.candidates.map((u) => u.id)).toEqual([ben.id]);
    expect(accountDeletionChoices.find((c) => c.tree.id === oldTreeId)!.candidates).toEqual([]);
  });

  it('refuses without the email typed, without a choice for every tree, or handing a tree to someone without access; the administrator cannot', async () => {
    const trees = [{ treeId: ann.treeId, transferTo: ben.id }, { treeId: oldTreeId }];
    expect((await ann.client.gql(DELETE, { input: { email: 'someone@else.org', trees } })).errors?.[0].extensions?.fields).toEqual({ email: 'Not your email address' });
    expect((await ann.client.gql(DELETE, { input: { email: ann.email, trees: [trees[0]] } })).errors?.[0].message).toBe('Choose what happens to “Old tree”: hand it over or delete it.');
    expect(codeOf(await ann.client.gql(DELETE, { input: { email: ann.email, trees: [{ treeId: ann.treeId, transferTo: admin.id }, trees[1]] } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ann.client.gql(DELETE, { input: { email: ann.email, trees: [...trees, { treeId: ben.treeId }] } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.client.gql(DELETE, { input: { email: admin.email, trees: [] } }))).toBe('FORBIDDEN');
    expect((await must<{ me: { id: string } }>(ann.client, '{ me { id } }')).me.id).toBe(ann.id);
  });

  it('hands over and deletes trees as chosen, removes my memories, stories and sign-in, and leaves what I added to others’ trees', async () => {
    const deleted = await must<{ deleteMyAccount: boolean }>(ann.client, DELETE, { input: { email: ` ${ann.email.toUpperCase()} `, trees: [{ treeId: ann.treeId, transferTo: ben.id }, { treeId: oldTreeId }] } });
    expect(deleted.deleteMyAccount).toBe(true);
    expect((await ann.client.gql<{ me: null }>('{ me { id } }')).data?.me ?? null).toBeNull();

    const { trees } = await must<{ trees: { id: string; name: string; viewerRole: string }[] }>(ben.client, '{ trees { id name viewerRole } }');
    expect(trees.find((t) => t.id === ann.treeId)?.viewerRole).toBe('owner');
    const em = app.orm.em.fork();
    const count = async (sql: string, params: unknown[]) => Number((await em.execute<{ n: string }[]>(sql, params))[0].n);
    expect(await count('select count(*) as n from trees where id = ?', [oldTreeId])).toBe(0);
    expect(await count('select count(*) as n from users where id = ?', [ann.id])).toBe(0);
    expect(await count('select count(*) as n from memories where id = ?', [memory.id])).toBe(0);
    expect(await count("select count(*) as n from family_stories where title = 'Grandma’s bread'", [])).toBe(0);
    expect(await count("select count(*) as n from stored_files where key = ? and status = 'ready'", [memory.file.url.replace('/uploads/', '')])).toBe(0);
    expect((await ben.client.fetch(memory.file.url)).status).toBe(404);
    // What she added to Ben's tree, and the people of the tree she handed over, stay.
    expect(await count('select count(*) as n from family_members where id = ?', [cousinId])).toBe(1);
    const handedOver = await must<{ familyTree: { nodes: { firstName: string }[] } }>(ben.client, 'query($t: ID) { familyTree(treeId: $t, generationsUp: 1, generationsDown: 1) { nodes { firstName } } }', { t: ann.treeId });
    expect(handedOver.familyTree.nodes.map((n) => n.firstName)).toEqual(expect.arrayContaining(['Ann', 'Mara']));
  });
});
