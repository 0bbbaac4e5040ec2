import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { TestClient } from '../../../../test/client.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const LINK = 'mutation($memberId: ID!, $userId: ID!) { linkMemberToUser(memberId: $memberId, userId: $userId) { id linkedUserId linkConfirmed isSelf } }';
const UNLINK = 'mutation($memberId: ID!) { unlinkMember(memberId: $memberId) { id linkedUserId linkConfirmed } }';
const RESPOND = 'mutation($memberId: ID!, $accept: Boolean!) { respondToLink(memberId: $memberId, accept: $accept) }';
const REQUESTS = '{ linkRequests { memberId memberName treeId treeName } }';
const PERSON = 'query($id: ID!) { familyMember(id: $id) { id linkedUserId linkedUser { id } linkConfirmed isSelf viewerCan { link confirmLink } } }';
const WINDOW = 'query($treeId: ID) { familyTree(treeId: $treeId) { treeId focusId nodes { id isSelf } } }';

type Person_ = { familyMember: { linkedUserId: string | null; linkConfirmed: boolean; isSelf: boolean; viewerCan: { link: boolean; confirmLink: boolean } } };
const personAs = async (p: Person, id: string) => (await must<Person_>(p.client, PERSON, { id })).familyMember;
const requestsOf = async (p: Person) => (await must<{ linkRequests: { memberId: string }[] }>(p.client, REQUESTS)).linkRequests;

/** An owner whose tree holds a person "Ben" (not linked to anyone yet). */
async function ownerWithBen() {
  const owner = await buildUser(app, { name: 'Ada Nwosu' });
  const ben = (await addMember(owner, 'Ben', 'sibling', undefined, { lastName: 'Nwosu' })).member.id;
  return { owner, ben };
}

describe('linking a person to a registered user', () => {
  it('asks the user, who confirms and is then that person: "You", and the centre of the tree', async () => {
    const { owner, ben } = await ownerWithBen();
    const benUser = await buildUser(app, { name: 'Ben Nwosu' });
    await shareTree(owner, benUser, 'viewer');

    const linked = await must<{ linkMemberToUser: { linkedUserId: string; linkConfirmed: boolean } }>(owner.client, LINK, { memberId: ben, userId: benUser.id });
    expect(linked.linkMemberToUser).toMatchObject({ linkedUserId: benUser.id, linkConfirmed: false });
    expect(await requestsOf(benUser)).toEqual([{ memberId: ben, memberName: 'Ben Nwosu', treeId: owner.treeId, treeName: 'The Nwosu family' }]);
    expect(await personAs(benUser, ben)).toMatchObject({ isSelf: false, linkConfirmed: false, viewerCan: { link: false, confirmLink: true } });
    // Before confirming, the tree opens on the owner's person, not on them.
    expect((await must<{ familyTree: { focusId: string } }>(benUser.client, WINDOW, { treeId: owner.treeId })).familyTree.focusId).toBe(owner.selfMemberId);

    expect(await must(benUser.client, RESPOND, { memberId: ben, accept: true })).toEqual({ respondToLink: ben });
    expect(await requestsOf(benUser)).toEqual([]);
    expect(await personAs(benUser, ben)).toMatchObject({ isSelf: true, linkConfirmed: true, linkedUserId: benUser.id, viewerCan: { confirmLink: false } });
    const window = (await must<{ familyTree: { treeId: string; focusId: string; nodes: { id: string; isSelf: boolean }[] } }>(benUser.client, WINDOW, { treeId: owner.treeId })).familyTree;
    expect(window.focusId).toBe(ben);
    expect(window.nodes.filter((n) => n.isSelf).map((n) => n.id)).toEqual([ben]);
    // For the owner Ben is Ben, not "You".
    expect(await personAs(owner, ben)).toMatchObject({ isSelf: false, linkConfirmed: true, linkedUserId: benUser.id });
  });

  it('lets an editor link a person to one of the editor’s connections who has no access', async () => {
    const { owner, ben } = await ownerWithBen();
    const [editor, benUser] = [await buildUser(app, { name: 'Eddie Editor' }), await buildUser(app, { name: 'Ben Nwosu' })];
    await shareTree(owner, editor, 'editor');
    await connect(editor, benUser);
    expect((await must<{ linkMemberToUser: { linkedUserId: string } }>(editor.client, LINK, { memberId: ben, userId: benUser.id })).linkMemberToUser.linkedUserId).toBe(benUser.id);
    expect(await requestsOf(benUser)).toEqual([{ memberId: ben, memberName: 'Ben Nwosu', treeId: owner.treeId, treeName: 'The Nwosu family' }]);
    await must(benUser.client, RESPOND, { memberId: ben, accept: true });
    // Confirming gives no access: the tree still does not exist for them.
    expect(codeOf(await benUser.client.gql(PERSON, { id: ben }))).toBe('NOT_FOUND');
    expect(await personAs(owner, ben)).toMatchObject({ linkedUserId: benUser.id, linkConfirmed: true });
  });

  it('makes an editor who links a person to themself that person at once', async () => {
    const { owner, ben } = await ownerWithBen();
    const benUser = await buildUser(app, { name: 'Ben Nwosu' });
    await shareTree(owner, benUser, 'editor');
    const linked = await must<{ linkMemberToUser: unknown }>(benUser.client, LINK, { memberId: ben, userId: benUser.id });
    expect(linked.linkMemberToUser).toMatchObject({ linkedUserId: benUser.id, linkConfirmed: true, isSelf: true });
    expect(await requestsOf(benUser)).toEqual([]);
  });

  it('removes the link when the user declines', async () => {
    const { owner, ben } = await ownerWithBen();
    const notBen = await buildUser(app, { name: 'Not Ben' });
    await connect(owner, notBen);
    await must(owner.client, LINK, { memberId: ben, userId: notBen.id });
    expect(await must(notBen.client, RESPOND, { memberId: ben, accept: false })).toEqual({ respondToLink: ben });
    expect(await requestsOf(notBen)).toEqual([]);
    expect(await personAs(owner, ben)).toMatchObject({ linkedUserId: null, linkConfirmed: false });
    expect(codeOf(await notBen.client.gql(RESPOND, { memberId: ben, accept: true }))).toBe('NOT_FOUND');
  });

  it('links a user to one person per tree at most', async () => {
    const { owner, ben } = await ownerWithBen();
    const other = (await addMember(owner, 'Benjamin', 'child')).member.id;
    const benUser = await buildUser(app, { name: 'Ben Nwosu' });
    await connect(owner, benUser);
    await must(owner.client, LINK, { memberId: ben, userId: benUser.id });
    const twice = await owner.client.gql(LINK, { memberId: other, userId: benUser.id });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'Already linked in this tree' } });
    // The owner is already their own person in their tree.
    const self = await owner.client.gql(LINK, { memberId: other, userId: owner.id });
    expect(self.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'Already linked in this tree' } });
    expect(await personAs(owner, other)).toMatchObject({ linkedUserId: null });
    expect(await requestsOf(benUser)).toEqual([expect.objectContaining({ memberId: ben })]);
  });

  it('refuses to link a person to a stranger: no access to the tree and not a connection', async () => {
    const { owner, ben } = await ownerWithBen();
    const stranger = await buildUser(app, { name: 'Sam Stranger' });
    const res = await owner.client.gql(LINK, { memberId: ben, userId: stranger.id });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'Not someone you know here' } });
    expect(await requestsOf(stranger)).toEqual([]);
    expect(await personAs(owner, ben)).toMatchObject({ linkedUserId: null });
  });

  it('lets a viewer neither link nor unlink', async () => {
    const { owner, ben } = await ownerWithBen();
    const [viewer, benUser] = [await buildUser(app, { name: 'Vera Eze' }), await buildUser(app, { name: 'Ben Nwosu' })];
    await shareTree(owner, viewer, 'viewer');
    await shareTree(owner, benUser, 'editor');
    expect(codeOf(await viewer.client.gql(LINK, { memberId: ben, userId: benUser.id }))).toBe('FORBIDDEN');
    expect(await requestsOf(benUser)).toEqual([]);
    await must(owner.client, LINK, { memberId: ben, userId: benUser.id });
    expect(codeOf(await viewer.client.gql(UNLINK, { memberId: ben }))).toBe('FORBIDDEN');
    expect(await personAs(owner, ben)).toMatchObject({ linkedUserId: benUser.id });
  });

  it('lets an owner or editor remove a link', async () => {
    const { owner, ben } = await ownerWithBen();
    const benUser = await buildUser(app, { name: 'Ben Nwosu' });
    await shareTree(owner, benUser, 'editor');
    await must(owner.client, LINK, { memberId: ben, userId: benUser.id });
    await must(benUser.client, RESPOND, { memberId: ben, accept: true });
    expect((await must<{ unlinkMember: unknown }>(owner.client, UNLINK, { memberId: ben })).unlinkMember).toMatchObject({ linkedUserId: null, linkConfirmed: false });
    expect(await personAs(benUser, ben)).toMatchObject({ isSelf: false, linkedUserId: null });
  });

  it('lets only the linked user answer: for anyone else the request does not exist', async () => {
    const { owner, ben } = await ownerWithBen();
    const [benUser, editor, stranger] = [await buildUser(app, { name: 'Ben Nwosu' }), await buildUser(app, { name: 'Eddie Editor' }), await buildUser(app, { name: 'Sam Stranger' })];
    await shareTree(owner, benUser, 'viewer');
    await shareTree(owner, editor, 'editor');
    await must(owner.client, LINK, { memberId: ben, userId: benUser.id });
    for (const someone of [owner, editor, stranger]) {
      expect(codeOf(await someone.client.gql(RESPOND, { memberId: ben, accept: true }))).toBe('NOT_FOUND');
      expect(codeOf(await someone.client.gql(RESPOND, { memberId: ben, accept: false }))).toBe('NOT_FOUND');
    }
    expect(codeOf(await new TestClient(app.url).gql(RESPOND, { memberId: ben, accept: true }))).toBe('UNAUTHENTICATED');
    expect(await personAs(owner, ben)).toMatchObject({ linkedUserId: benUser.id, linkConfirmed: false });
    expect(await requestsOf(benUser)).toEqual([expect.objectContaining({ memberId: ben })]);
  });
});

describe('linking while accepting a connection request', () => {
  const SEND = 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }';
  const ACCEPT = 'mutation($id: ID!, $memberId: ID) { respondToConnectionRequest(id: $id, accept: true, memberId: $memberId) { id status } }';

  it('links the sender to the person named, waiting for the sender to confirm', async () => {
    const { owner, ben } = await ownerWithBen();
    const benUser = await buildUser(app, { name: 'Ben Nwosu' });
    const sent = await must<{ sendConnectionRequest: { id: string } }>(benUser.client, SEND, { i: { toUserId: owner.id, relationshipType: 'sibling' } });
    expect((await must<{ respondToConnectionRequest: { status: string } }>(owner.client, ACCEPT, { id: sent.sendConnectionRequest.id, memberId: ben })).respondToConnectionRequest.status).toBe('accepted');
    expect(await personAs(owner, ben)).toMatchObject({ linkedUserId: benUser.id, linkConfirmed: false });
    expect(await requestsOf(benUser)).toEqual([{ memberId: ben, memberName: 'Ben Nwosu', treeId: owner.treeId, treeName: 'The Nwosu family' }]);
    await must(benUser.client, RESPOND, { memberId: ben, accept: true });
    expect(await personAs(owner, ben)).toMatchObject({ linkConfirmed: true });
  });

  it('accepts nothing when the person named cannot be linked to the sender', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const benUser = await buildUser(app, { name: 'Ben Nwosu' });
    const sent = await must<{ sendConnectionRequest: { id: string } }>(benUser.client, SEND, { i: { toUserId: owner.id, relationshipType: 'sibling' } });
    // The owner's own person is the owner: it cannot be the sender.
    const res = await owner.client.gql(ACCEPT, { id: sent.sendConnectionRequest.id, memberId: owner.selfMemberId });
    expect(codeOf(res)).toBe('FORBIDDEN');
    const { connections } = await must<{ connections: unknown[] }>(owner.client, '{ connections { user { id } } }');
    expect(connections).toEqual([]);
    expect(await requestsOf(benUser)).toEqual([]);
  });
});

describe('a person someone confirmed being', () => {
  it('is not re-linked to another user until the link is removed', async () => {
    const { owner, ben } = await ownerWithBen();
    const [benUser, other] = [await buildUser(app, { name: 'Ben Nwosu' }), await buildUser(app, { name: 'Obi Other' })];
    await shareTree(owner, benUser, 'viewer');
    await shareTree(owner, other, 'viewer');
    await must(owner.client, LINK, { memberId: ben, userId: benUser.id });
    await must(benUser.client, RESPOND, { memberId: ben, accept: true });
    const taken = await owner.client.gql(LINK, { memberId: ben, userId: other.id });
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'Already confirmed as another user' } });
    expect(await personAs(benUser, ben)).toMatchObject({ isSelf: true, linkConfirmed: true });
    await must(owner.client, UNLINK, { memberId: ben });
    expect((await must<{ linkMemberToUser: { linkedUserId: string } }>(owner.client, LINK, { memberId: ben, userId: other.id })).linkMemberToUser.linkedUserId).toBe(other.id);
  });
});
