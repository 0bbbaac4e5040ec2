import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { TestClient } from '../../../../test/client.ts';
import { addMember, ADD_MEMBER, buildUser, connect, INVITE_TO_TREE, shareTree, type Person } from '../../../../test/factories.ts';
import {
  accessIdOf, ADD_RELATIONSHIP, CHANGE_ACCESS, codeOf, DELETE_MEMBER, MEMBER, must, REMOVE_ACCESS, REMOVE_RELATIONSHIP, RESPOND_TO_INVITATION, storedTree, UPDATE_MEMBER,
} from '../../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const TREES = '{ trees { id name viewerRole } }';
const TREE = 'query($id: ID!) { tree(id: $id) { id name viewerRole viewerCan { edit share configure delete leave } } }';
const INVITATIONS = '{ treeInvitations { id treeId treeName role status invitedBy { id } viewerCan { respond change } } }';
const LEAVE = 'mutation($treeId: ID!) { leaveTree(treeId: $treeId) }';
const TRANSFER = 'mutation($treeId: ID!, $userId: ID!) { transferTreeOwnership(treeId: $treeId, userId: $userId) { id viewerRole viewerCan { share edit } } }';
const CREATE_TREE = 'mutation($name: String!) { createTree(input: { name: $name }) { id name viewerRole viewerCan { edit share configure delete leave } } }';
const DELETE_TREE = 'mutation($id: ID!) { deleteTree(id: $id) }';
const PEOPLE = 'query($treeId: ID) { familyMembers(treeId: $treeId) { totalCount nodes { id firstName isSelf mirrorsProfile } } }';

type TreeRow = { id: string; name: string; viewerRole: string };
const treesOf = async (p: Person) => (await must<{ trees: TreeRow[] }>(p.client, TREES)).trees;
const invitationsOf = async (p: Person) => (await must<{ treeInvitations: { id: string; treeId: string }[] }>(p.client, INVITATIONS)).treeInvitations;
const treeOf = (p: Person, id: string) => p.client.gql<{ tree: TreeRow & { viewerCan: Record<string, boolean> } }>(TREE, { id });
const invite = (owner: Person, userId: string, role: string, treeId = owner.treeId) => owner.client.gql<{ inviteToTree: { id: string; status: string; role: string } }>(INVITE_TO_TREE, { i: { treeId, userId, role } });

/** An owner with a small tree: their own person, a parent and a child, joined by parent edges. */
async function ownerWithFamily(name = 'Ada Nwosu') {
  const owner = await buildUser(app, { name });
  const parent = (await addMember(owner, 'Grace', 'parent')).member.id;
  const child = await addMember(owner, 'Chioma', 'child');
  return { owner, parent, child: child.member.id, childEdge: child.relationships[0].id };
}

describe('inviting people to a tree', () => {
  it('shows the invitation to the connection invited, and the tree only once they accept it', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const ben = await buildUser(app, { name: 'Ben Okafor' });
    await connect(owner, ben);
    const sent = await invite(owner, ben.id, 'editor');
    expect(sent.data?.inviteToTree).toMatchObject({ status: 'invited', role: 'editor' });

    const { treeInvitations } = await must<{ treeInvitations: unknown[] }>(ben.client, INVITATIONS);
    expect(treeInvitations).toEqual([
      { id: sent.data!.inviteToTree.id, treeId: owner.treeId, treeName: 'The Nwosu family', role: 'editor', status: 'invited', invitedBy: { id: owner.id }, viewerCan: { respond: true, change: false } },
    ]);
    expect(codeOf(await treeOf(ben, owner.treeId))).toBe('NOT_FOUND');
    expect(codeOf(await ben.client.gql(MEMBER, { id: owner.selfMemberId }))).toBe('NOT_FOUND');
    expect((await treesOf(ben)).map((t) => t.id)).toEqual([ben.treeId]);

    await must(ben.client, RESPOND_TO_INVITATION, { id: sent.data!.inviteToTree.id, accept: true });
    expect(await treesOf(ben)).toContainEqual({ id: owner.treeId, name: 'The Nwosu family', viewerRole: 'editor' });
    expect(await invitationsOf(ben)).toEqual([]);
    expect((await treeOf(ben, owner.treeId)).data?.tree.viewerRole).toBe('editor');
  });

  it('gives a viewer the viewer role once they accept', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const vera = await buildUser(app, { name: 'Vera Eze' });
    await shareTree(owner, vera, 'viewer');
    expect(await treesOf(vera)).toContainEqual({ id: owner.treeId, name: 'The Nwosu family', viewerRole: 'viewer' });
  });

  it('forgets a declined invitation: no tree, no invitation, nothing in the owner’s list', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const dan = await buildUser(app, { name: 'Dan Obi' });
    await connect(owner, dan);
    const sent = await must<{ inviteToTree: { id: string } }>(owner.client, INVITE_TO_TREE, { i: { treeId: owner.treeId, userId: dan.id, role: 'viewer' } });
    await must(dan.client, RESPOND_TO_INVITATION, { id: sent.inviteToTree.id, accept: false });
    expect(await invitationsOf(dan)).toEqual([]);
    expect((await treesOf(dan)).map((t) => t.id)).toEqual([dan.treeId]);
    expect(codeOf(await treeOf(dan, owner.treeId))).toBe('NOT_FOUND');
    const { tree } = await must<{ tree: { access: { user: { id: string } }[] } }>(owner.client, 'query($id: ID!) { tree(id: $id) { access { user { id } } } }', { id: owner.treeId });
    expect(tree.access.map((a) => a.user.id)).toEqual([owner.id]);
  });

  it('lets nobody but the person invited answer an invitation, and saves nothing when someone else tries', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const [invited, stranger] = [await buildUser(app, { name: 'Ifeoma Ade' }), await buildUser(app, { name: 'Sam Stranger' })];
    await connect(owner, invited);
    const { inviteToTree } = await must<{ inviteToTree: { id: string } }>(owner.client, INVITE_TO_TREE, { i: { treeId: owner.treeId, userId: invited.id, role: 'editor' } });
    expect(codeOf(await stranger.client.gql(RESPOND_TO_INVITATION, { id: inviteToTree.id, accept: true }))).toBe('NOT_FOUND');
    expect(codeOf(await owner.client.gql(RESPOND_TO_INVITATION, { id: inviteToTree.id, accept: true }))).toBe('FORBIDDEN');
    expect(codeOf(await new TestClient(app.url).gql(RESPOND_TO_INVITATION, { id: inviteToTree.id, accept: true }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await treeOf(stranger, owner.treeId))).toBe('NOT_FOUND');
    expect((await treeOf(invited, owner.treeId)).errors).toBeDefined();
    expect(await invitationsOf(invited)).toEqual([expect.objectContaining({ id: inviteToTree.id })]);
  });

  it('refuses to invite someone who is not one of the owner’s connections', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const stranger = await buildUser(app, { name: 'Sam Stranger' });
    const res = await invite(owner, stranger.id, 'viewer');
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'Not one of your connections' } });
    expect(await invitationsOf(stranger)).toEqual([]);
  });

  it('refuses to invite someone already invited or already in the tree', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const [pending, member] = [await buildUser(app, { name: 'Pat Pending' }), await buildUser(app, { name: 'Mo Member' })];
    await connect(owner, pending);
    await must(owner.client, INVITE_TO_TREE, { i: { treeId: owner.treeId, userId: pending.id, role: 'viewer' } });
    await shareTree(owner, member, 'viewer');
    for (const again of [await invite(owner, pending.id, 'editor'), await invite(owner, member.id, 'editor')]) {
      expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'Already has access' } });
    }
    expect(await invitationsOf(pending)).toHaveLength(1);
    expect((await treesOf(member)).find((t) => t.id === owner.treeId)?.viewerRole).toBe('viewer');
  });

  it('lets only the owner invite, and only as an editor or a viewer', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const [editor, friend] = [await buildUser(app, { name: 'Eddie Editor' }), await buildUser(app, { name: 'Fola Friend' })];
    await shareTree(owner, editor, 'editor');
    await connect(editor, friend);
    expect(codeOf(await invite(editor, friend.id, 'viewer', owner.treeId))).toBe('FORBIDDEN');
    await connect(owner, friend);
    expect(codeOf(await invite(owner, friend.id, 'owner'))).toBe('BAD_USER_INPUT');
    expect(await invitationsOf(friend)).toEqual([]);
    expect(codeOf(await new TestClient(app.url).gql(INVITE_TO_TREE, { i: { treeId: owner.treeId, userId: friend.id, role: 'viewer' } }))).toBe('UNAUTHENTICATED');
  });
});

describe('what editors and viewers may do', () => {
  it('lets an editor add, change and remove people and relationships', async () => {
    const { owner, child } = await ownerWithFamily();
    const editor = await buildUser(app, { name: 'Eddie Editor' });
    await shareTree(owner, editor, 'editor');

    const added = await must<{ addFamilyMember: { member: { id: string } } }>(editor.client, ADD_MEMBER, { input: { firstName: 'Nkem', lastName: 'Nwosu', relationshipType: 'child', relativeId: child } });
    const nkem = added.addFamilyMember.member.id;
    await must(editor.client, UPDATE_MEMBER, { id: nkem, input: { bio: 'Plays the drums' } });
    const emeka = (await must<{ addFamilyMember: { member: { id: string } } }>(editor.client, ADD_MEMBER, { input: { firstName: 'Emeka', lastName: 'Obi', treeId: owner.treeId } })).addFamilyMember.member.id;
    const edges = await must<{ addRelationship: { id: string }[] }>(editor.client, ADD_RELATIONSHIP, { input: { fromId: emeka, toId: nkem, type: 'parent' } });
    expect((await storedTree(app, owner.treeId)).edges).toContainEqual({ kind: 'parent', from_id: emeka, to_id: nkem });
    await must(editor.client, REMOVE_RELATIONSHIP, { id: edges.addRelationship[0].id });
    expect((await storedTree(app, owner.treeId)).bios.Nkem).toBe('Plays the drums');
    await must(editor.client, DELETE_MEMBER, { id: nkem });

    const after = await storedTree(app, owner.treeId);
    expect(after.people).toEqual(['Ada', 'Chioma', 'Emeka', 'Grace']);
    expect(after.edges).toHaveLength(2);
  });

  it('refuses every write of a viewer with FORBIDDEN and saves nothing', async () => {
    const { owner, parent, child, childEdge } = await ownerWithFamily();
    const viewer = await buildUser(app, { name: 'Vera Eze' });
    await shareTree(owner, viewer, 'viewer');
    const before = await storedTree(app, owner.treeId);

    const attempts = [
      await viewer.client.gql(ADD_MEMBER, { input: { firstName: 'Intruder', lastName: 'X', relationshipType: 'child', relativeId: child } }),
      await viewer.client.gql(ADD_MEMBER, { input: { firstName: 'Intruder', lastName: 'X', treeId: owner.treeId } }),
      await viewer.client.gql(UPDATE_MEMBER, { id: child, input: { bio: 'Changed by a viewer' } }),
      await viewer.client.gql(UPDATE_MEMBER, { id: child, input: { firstName: 'Renamed' } }),
      await viewer.client.gql(DELETE_MEMBER, { id: child }),
      await viewer.client.gql(ADD_RELATIONSHIP, { input: { fromId: parent, toId: child, type: 'grandparent' } }),
      await viewer.client.gql(REMOVE_RELATIONSHIP, { id: childEdge }),
    ];
    for (const res of attempts) {
      expect(res.errors?.[0]).toMatchObject({ message: 'You can look at this tree but not change it.', extensions: { code: 'FORBIDDEN' } });
    }
    expect(await storedTree(app, owner.treeId)).toEqual(before);
    const seen = await must<{ familyMembers: { nodes: { firstName: string }[] } }>(owner.client, PEOPLE, { treeId: owner.treeId });
    expect(seen.familyMembers.nodes.map((n) => n.firstName).sort()).toEqual(['Ada', 'Chioma', 'Grace']);
  });

  it('applies a change of role from the next request on', async () => {
    const { owner, child } = await ownerWithFamily();
    const person = await buildUser(app, { name: 'Rotimi Role' });
    await shareTree(owner, person, 'viewer');
    const access = await accessIdOf(owner, person.id);
    expect(codeOf(await person.client.gql(UPDATE_MEMBER, { id: child, input: { bio: 'One' } }))).toBe('FORBIDDEN');

    expect((await must<{ changeTreeAccess: { role: string } }>(owner.client, CHANGE_ACCESS, { id: access, input: { role: 'editor' } })).changeTreeAccess.role).toBe('editor');
    expect((await treeOf(person, owner.treeId)).data?.tree.viewerRole).toBe('editor');
    expect((await person.client.gql(UPDATE_MEMBER, { id: child, input: { bio: 'Two' } })).errors).toBeUndefined();

    await must(owner.client, CHANGE_ACCESS, { id: access, input: { role: 'viewer' } });
    expect(codeOf(await person.client.gql(UPDATE_MEMBER, { id: child, input: { bio: 'Three' } }))).toBe('FORBIDDEN');
    expect((await storedTree(app, owner.treeId)).bios.Chioma).toBe('Two');
  });

  it('lets only the owner change someone’s role', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const [editor, viewer] = [await buildUser(app, { name: 'Eddie Editor' }), await buildUser(app, { name: 'Vera Eze' })];
    await shareTree(owner, editor, 'editor');
    await shareTree(owner, viewer, 'viewer');
    const viewerAccess = await accessIdOf(owner, viewer.id);
    expect(codeOf(await editor.client.gql(CHANGE_ACCESS, { id: viewerAccess, input: { role: 'editor' } }))).toBe('FORBIDDEN');
    expect(codeOf(await editor.client.gql(REMOVE_ACCESS, { id: viewerAccess }))).toBe('FORBIDDEN');
    expect((await treeOf(viewer, owner.treeId)).data?.tree.viewerRole).toBe('viewer');
  });

  it('removes someone’s access: the tree and its people no longer exist for them', async () => {
    const { owner, child } = await ownerWithFamily();
    const editor = await buildUser(app, { name: 'Eddie Editor' });
    await shareTree(owner, editor, 'editor');
    expect(await must(owner.client, REMOVE_ACCESS, { id: await accessIdOf(owner, editor.id) })).toEqual({ removeTreeAccess: expect.any(String) });
    expect(codeOf(await treeOf(editor, owner.treeId))).toBe('NOT_FOUND');
    expect(codeOf(await editor.client.gql(MEMBER, { id: child }))).toBe('NOT_FOUND');
    expect(codeOf(await editor.client.gql(UPDATE_MEMBER, { id: child, input: { bio: 'Too late' } }))).toBe('NOT_FOUND');
    expect((await treesOf(editor)).map((t) => t.id)).toEqual([editor.treeId]);
  });

  it('lets anyone but the owner leave a tree', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const editor = await buildUser(app, { name: 'Eddie Editor' });
    await shareTree(owner, editor, 'editor');
    expect(await must(editor.client, LEAVE, { treeId: owner.treeId })).toEqual({ leaveTree: owner.treeId });
    expect(codeOf(await treeOf(editor, owner.treeId))).toBe('NOT_FOUND');
    const refused = await owner.client.gql(LEAVE, { treeId: owner.treeId });
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/owner cannot leave/), extensions: { code: 'FORBIDDEN' } });
    expect((await treeOf(owner, owner.treeId)).data?.tree.viewerRole).toBe('owner');
  });

  it('never demotes or removes the owner: they hand the tree over first', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const ownRow = await accessIdOf(owner, owner.id);
    const demote = await owner.client.gql(CHANGE_ACCESS, { id: ownRow, input: { role: 'viewer' } });
    expect(demote.errors?.[0]).toMatchObject({ message: 'The owner’s access cannot be changed: hand the tree over first.', extensions: { code: 'FORBIDDEN' } });
    const remove = await owner.client.gql(REMOVE_ACCESS, { id: ownRow });
    expect(remove.errors?.[0]).toMatchObject({ message: 'The owner cannot be removed: hand the tree over first.', extensions: { code: 'FORBIDDEN' } });
    expect((await treeOf(owner, owner.treeId)).data?.tree.viewerRole).toBe('owner');
  });
});

describe('handing a tree over', () => {
  it('makes an active member the owner and the old owner an editor', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const [heir, friend] = [await buildUser(app, { name: 'Hana Heir' }), await buildUser(app, { name: 'Fola Friend' })];
    await shareTree(owner, heir, 'viewer');
    const handed = await must<{ transferTreeOwnership: { viewerRole: string; viewerCan: { share: boolean; edit: boolean } } }>(owner.client, TRANSFER, { treeId: owner.treeId, userId: heir.id });
    expect(handed.transferTreeOwnership).toMatchObject({ viewerRole: 'editor', viewerCan: { share: false, edit: true } });
    expect((await treeOf(heir, owner.treeId)).data?.tree).toMatchObject({ viewerRole: 'owner', viewerCan: { share: true, configure: true, delete: true, leave: false } });

    // The new owner shares it; the old one no longer can.
    await connect(heir, friend);
    expect((await invite(heir, friend.id, 'viewer', owner.treeId)).errors).toBeUndefined();
    // An invitation is the owner's business: to the old owner, now an editor, it does not exist.
    expect(codeOf(await owner.client.gql(CHANGE_ACCESS, { id: await accessIdOf(heir, friend.id, owner.treeId), input: { role: 'editor' } }))).toBe('NOT_FOUND');
  });

  it('refuses to hand a tree to someone without access, or only invited to it', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const [outsider, invited] = [await buildUser(app, { name: 'Olu Outsider' }), await buildUser(app, { name: 'Ifeoma Ade' })];
    await connect(owner, invited);
    await must(owner.client, INVITE_TO_TREE, { i: { treeId: owner.treeId, userId: invited.id, role: 'editor' } });
    for (const userId of [outsider.id, invited.id]) {
      const res = await owner.client.gql(TRANSFER, { treeId: owner.treeId, userId });
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: 'No access to this tree' } });
    }
    expect((await treeOf(owner, owner.treeId)).data?.tree.viewerRole).toBe('owner');
  });

  it('lets only the owner hand it over', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const editor = await buildUser(app, { name: 'Eddie Editor' });
    await shareTree(owner, editor, 'editor');
    expect(codeOf(await editor.client.gql(TRANSFER, { treeId: owner.treeId, userId: editor.id }))).toBe('FORBIDDEN');
    expect((await treeOf(editor, owner.treeId)).data?.tree.viewerRole).toBe('editor');
  });
});

describe('starting and deleting trees', () => {
  it('starts a tree that the creator owns, with their own person in it', async () => {
    const me = await buildUser(app, { name: 'Ada Nwosu' });
    const { createTree } = await must<{ createTree: TreeRow & { viewerCan: Record<string, boolean> } }>(me.client, CREATE_TREE, { name: 'Mother’s side' });
    expect(createTree).toMatchObject({ name: 'Mother’s side', viewerRole: 'owner', viewerCan: { edit: true, share: true, configure: true, delete: true, leave: false } });
    const people = await must<{ familyMembers: { totalCount: number; nodes: { id: string; firstName: string; isSelf: boolean; mirrorsProfile: boolean }[] } }>(me.client, PEOPLE, { treeId: createTree.id });
    expect(people.familyMembers).toMatchObject({ totalCount: 1, nodes: [{ firstName: 'Ada', isSelf: true, mirrorsProfile: true }] });
    expect(people.familyMembers.nodes[0].id).not.toBe(me.selfMemberId);
    expect((await treesOf(me)).map((t) => t.id).sort()).toEqual([me.treeId, createTree.id].sort());
  });

  it('deletes a tree for its owner only, and never the owner’s only tree', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const editor = await buildUser(app, { name: 'Eddie Editor' });
    const only = await owner.client.gql(DELETE_TREE, { id: owner.treeId });
    expect(only.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: 'Your only tree' } });

    const { createTree } = await must<{ createTree: { id: string } }>(owner.client, CREATE_TREE, { name: 'Second tree' });
    await addMember(owner, 'Kept', 'child', undefined, { treeId: createTree.id });
    await connect(owner, editor);
    const sent = await must<{ inviteToTree: { id: string } }>(owner.client, INVITE_TO_TREE, { i: { treeId: createTree.id, userId: editor.id, role: 'editor' } });
    await must(editor.client, RESPOND_TO_INVITATION, { id: sent.inviteToTree.id, accept: true });
    expect(codeOf(await editor.client.gql(DELETE_TREE, { id: createTree.id }))).toBe('FORBIDDEN');
    // Editing someone else's tree does not make one's own tree spare.
    const own = await editor.client.gql(DELETE_TREE, { id: editor.treeId });
    expect(own.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: 'Your only tree' } });
    expect(codeOf(await new TestClient(app.url).gql(DELETE_TREE, { id: createTree.id }))).toBe('UNAUTHENTICATED');
    expect((await storedTree(app, createTree.id)).people).toEqual(['Ada', 'Kept']);

    expect(await must(owner.client, DELETE_TREE, { id: createTree.id })).toEqual({ deleteTree: createTree.id });
    expect(codeOf(await treeOf(owner, createTree.id))).toBe('NOT_FOUND');
    expect(codeOf(await treeOf(editor, createTree.id))).toBe('NOT_FOUND');
    expect((await storedTree(app, createTree.id)).people).toEqual([]);
  });

  it('treats a tree of someone else as unknown when deleting it', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const stranger = await buildUser(app, { name: 'Sam Stranger' });
    expect(codeOf(await stranger.client.gql(DELETE_TREE, { id: owner.treeId }))).toBe('NOT_FOUND');
  });
});

describe('people of two trees', () => {
  it('refuses a relationship between people of two different trees, even of one owner, and saves nothing', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const mum = (await addMember(owner, 'Mum', 'parent')).member.id;
    const { createTree } = await must<{ createTree: { id: string } }>(owner.client, CREATE_TREE, { name: 'Second tree' });
    const other = (await addMember(owner, 'Other', 'child', undefined, { treeId: createTree.id })).member.id;
    const [before, beforeOther] = [await storedTree(app, owner.treeId), await storedTree(app, createTree.id)];

    for (const [fromId, toId] of [[mum, other], [other, mum]]) {
      const res = await owner.client.gql(ADD_RELATIONSHIP, { input: { fromId, toId, type: 'parent' } });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
    }
    // A new person named for one tree but related to someone of another is refused too.
    const mixed = await owner.client.gql(ADD_MEMBER, { input: { firstName: 'Mixed', lastName: 'Up', relationshipType: 'child', relativeId: mum, treeId: createTree.id } });
    expect(codeOf(mixed)).toBe('BAD_USER_INPUT');
    expect(await storedTree(app, owner.treeId)).toEqual(before);
    expect(await storedTree(app, createTree.id)).toEqual(beforeOther);
  });
});

describe('what viewerCan promises', () => {
  const MEMBER_CAN = 'query($id: ID!) { familyMember(id: $id) { viewerCan { update rename relate delete link confirmLink } } }';
  const EDGES_CAN = 'query($id: ID!) { relationships(memberId: $id) { id viewerCan { delete } } }';

  it('tells a viewer they may change nothing, and the server then refuses', async () => {
    const { owner, child, childEdge } = await ownerWithFamily();
    const viewer = await buildUser(app, { name: 'Vera Eze' });
    await shareTree(owner, viewer, 'viewer');
    expect((await treeOf(viewer, owner.treeId)).data?.tree.viewerCan).toEqual({ edit: false, share: false, configure: false, delete: false, leave: true });
    const member = await must<{ familyMember: { viewerCan: Record<string, boolean> } }>(viewer.client, MEMBER_CAN, { id: child });
    expect(member.familyMember.viewerCan).toEqual({ update: false, rename: false, relate: false, delete: false, link: false, confirmLink: false });
    expect(codeOf(await viewer.client.gql(UPDATE_MEMBER, { id: child, input: { bio: 'No' } }))).toBe('FORBIDDEN');
    const edges = await must<{ relationships: { id: string; viewerCan: { delete: boolean } }[] }>(viewer.client, EDGES_CAN, { id: child });
    expect(edges.relationships).toEqual([{ id: childEdge, viewerCan: { delete: false } }]);
    expect(codeOf(await viewer.client.gql(REMOVE_RELATIONSHIP, { id: childEdge }))).toBe('FORBIDDEN');
  });

  it('tells an editor they may not rename a person who mirrors a profile, and the server then refuses', async () => {
    const { owner, child, childEdge } = await ownerWithFamily();
    const editor = await buildUser(app, { name: 'Eddie Editor' });
    await shareTree(owner, editor, 'editor');
    expect((await treeOf(editor, owner.treeId)).data?.tree.viewerCan).toEqual({ edit: true, share: false, configure: false, delete: false, leave: true });

    const ownerPerson = await must<{ familyMember: { viewerCan: Record<string, boolean> } }>(editor.client, MEMBER_CAN, { id: owner.selfMemberId });
    expect(ownerPerson.familyMember.viewerCan).toEqual({ update: true, rename: false, relate: true, delete: false, link: false, confirmLink: false });
    const rename = await editor.client.gql(UPDATE_MEMBER, { id: owner.selfMemberId, input: { firstName: 'Renamed' } });
    expect(rename.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(codeOf(await editor.client.gql(DELETE_MEMBER, { id: owner.selfMemberId }))).toBe('FORBIDDEN');
    expect((await storedTree(app, owner.treeId)).people).toContain('Ada');

    const childCan = await must<{ familyMember: { viewerCan: Record<string, boolean> } }>(editor.client, MEMBER_CAN, { id: child });
    expect(childCan.familyMember.viewerCan).toEqual({ update: true, rename: true, relate: true, delete: true, link: true, confirmLink: false });
    expect((await editor.client.gql(UPDATE_MEMBER, { id: child, input: { firstName: 'Chi' } })).errors).toBeUndefined();
    const edges = await must<{ relationships: { viewerCan: { delete: boolean } }[] }>(editor.client, EDGES_CAN, { id: child });
    expect(edges.relationships).toEqual([{ id: childEdge, viewerCan: { delete: true } }]);
  });
});
