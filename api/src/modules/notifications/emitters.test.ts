import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, connect, INVITE_TO_TREE, type Person } from '../../../test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { must } from '../../../test/trees.ts';

// What existing changes tell whom: each notification goes only to users who may see what it names.

let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let dan: Person;
/** Ada's people linked to Cleo and to Ben. */
let cousin: string;
let brother: string;
beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo, dan] = await Promise.all(['Ada', 'Ben', 'Cleo', 'Dan'].map((name) => buildUser(app, { name: `${name} Told` })));
});
afterAll(() => app.close());

interface Told {
  kind: string;
  message: string;
  link: string;
  actor: { id: string } | null;
}

const BELL = '{ notifications(first: 50) { nodes { kind message link actor { id } } } }';
const bell = async (person: Person, kind: string) => (await must<{ notifications: { nodes: Told[] } }>(person.client, BELL)).notifications.nodes.filter((n) => n.kind === kind);

describe('connections', () => {
  it('tell the addressee of a request and the requester of its acceptance', async () => {
    const sent = await must<{ sendConnectionRequest: { id: string } }>(ada.client, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', {
      i: { toUserId: ben.id, relationshipType: 'sibling' },
    });
    expect(await bell(ben, 'connection_request')).toEqual([{ kind: 'connection_request', message: 'Ada Told asked to connect with you.', link: '/family-tree', actor: { id: ada.id } }]);
    expect(await bell(ada, 'connection_request')).toEqual([]);
    await must(ben.client, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: sent.sendConnectionRequest.id });
    expect(await bell(ada, 'connection_accepted')).toEqual([{ kind: 'connection_accepted', message: 'Ben Told accepted your request to connect.', link: '/family-tree', actor: { id: ben.id } }]);
    expect(await bell(ben, 'connection_accepted')).toEqual([]);
  });
});

describe('sharing a tree', () => {
  it('tells the one invited, naming the tree they are invited to', async () => {
    await must(ada.client, 'mutation($id: ID!, $input: UpdateTreeInput!) { updateTree(id: $id, input: $input) { id } }', { id: ada.treeId, input: { name: 'Told family' } });
    await must(ada.client, INVITE_TO_TREE, { i: { treeId: ada.treeId, userId: ben.id, role: 'viewer' } });
    expect(await bell(ben, 'tree_invitation')).toEqual([{ kind: 'tree_invitation', message: 'Ada Told invited you to the family tree “Told family” as a viewer.', link: '/family-tree', actor: { id: ada.id } }]);
    expect(await bell(cleo, 'tree_invitation')).toEqual([]);
  });
});

describe('linking a person to a user', () => {
  it('tells the user, linking to the person only when they see the whole tree', async () => {
    await connect(ada, cleo);
    cousin = (await addMember(ada, 'Cleo', 'sibling')).member.id;
    await must(ada.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: cousin, u: cleo.id });
    expect(await bell(cleo, 'member_linked')).toEqual([{ kind: 'member_linked', message: 'Ada Told said you are Cleo Family in the family tree “Told family”.', link: '/family-tree', actor: { id: ada.id } }]);
    // Ben accepted the invitation: he sees the tree, so the link opens the person in it.
    await must(ben.client, 'mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { id } }', {
      id: (await must<{ treeInvitations: { id: string }[] }>(ben.client, '{ treeInvitations { id } }')).treeInvitations[0].id,
    });
    brother = (await addMember(ada, 'Ben', 'sibling')).member.id;
    await must(ada.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: brother, u: ben.id });
    expect((await bell(ben, 'member_linked'))[0].link).toBe(`/family-tree?tree=${ada.treeId}&focus=${brother}`);
  });

  it('does not tell a user who linked themself', async () => {
    const self = (await addMember(dan, 'Danny', 'parent')).member.id;
    await dan.client.gql('mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: self, u: dan.id });
    expect(await bell(dan, 'member_linked')).toEqual([]);
  });
});

describe('memories', () => {
  it('tell the circle’s other members of a new one and those tagged that they were, once each, and record it for the circle', async () => {
    await connect(ada, dan);
    const circleId = await createCircle(ada, 'Told cousins', [ben, cleo]);
    // Cleo is in the circle and is the person tagged; Dan is linked to a tagged person but outside the circle.
    const uncle = (await addMember(ada, 'Dan', 'sibling')).member.id;
    await must(ada.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: uncle, u: dan.id });
    const res = await uploadMemory(ada, { title: 'Picnic', circleId, taggedMemberIds: [cousin, uncle] }, { bytes: await jpegPhoto(64, 48), name: 'picnic.jpg' });
    expect(res.errors).toBeUndefined();
    const id = res.data!.uploadMemory.id;
    const link = `/memories?memory=${id}`;
    expect(await bell(ben, 'new_memory')).toEqual([{ kind: 'new_memory', message: 'Ada Told added “Picnic” to the circle “Told cousins”.', link, actor: { id: ada.id } }]);
    expect(await bell(cleo, 'tagged_in_memory')).toEqual([{ kind: 'tagged_in_memory', message: 'Ada Told tagged you in “Picnic” in the circle “Told cousins”.', link, actor: { id: ada.id } }]);
    expect(await bell(cleo, 'new_memory')).toEqual([]);
    expect([...(await bell(dan, 'new_memory')), ...(await bell(dan, 'tagged_in_memory'))]).toEqual([]);
    expect(await bell(ada, 'new_memory')).toEqual([]);
    const [event] = await app.orm.em.fork().execute<{ circle_id: string; actor_id: string }[]>(`select circle_id, actor_id from events where verb = 'memory_added' and object_id = ?`, [id]);
    expect(event).toEqual({ circle_id: circleId, actor_id: ada.id });

    // Tagged later: the user linked to the person hears it once, however often the tag moves.
    const TAG = 'mutation($i: TagPhotoInput!) { tagPhoto(input: $i) { id member { id firstName } } }';
    const tagged = await must<{ tagPhoto: { member: { id: string; firstName: string } } }>(ada.client, TAG, { i: { memoryId: id, memberId: brother } });
    expect(tagged.tagPhoto.member).toEqual({ id: brother, firstName: 'Ben' });
    await must(ada.client, TAG, { i: { memoryId: id, memberId: brother, box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 } } });
    expect(await bell(ben, 'tagged_in_memory')).toHaveLength(1);

    // Tagged when the memory is changed: only the people added are told.
    const second = await uploadMemory(ada, { title: 'Beach', circleId }, { bytes: await jpegPhoto(64, 48), name: 'beach.jpg' });
    const secondId = second.data!.uploadMemory.id;
    await must(ada.client, 'mutation($id: ID!, $input: UpdateMemoryInput!) { updateMemory(id: $id, input: $input) { id } }', { id: secondId, input: { taggedMemberIds: [cousin] } });
    await must(ada.client, 'mutation($id: ID!, $input: UpdateMemoryInput!) { updateMemory(id: $id, input: $input) { id } }', { id: secondId, input: { taggedMemberIds: [cousin, brother] } });
    expect((await bell(cleo, 'tagged_in_memory')).filter((n) => n.link.endsWith(secondId))).toHaveLength(1);
    expect((await bell(ben, 'tagged_in_memory')).filter((n) => n.link.endsWith(secondId))).toHaveLength(1);
  });
});
