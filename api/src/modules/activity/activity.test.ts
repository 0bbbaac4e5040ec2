/**
 * @long every kind of activity recorded and read
 */
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, connect, INVITE_TO_TREE, shareTree, type Person } from '../../../test/factories.ts';
import { accessIdOf, ADD_RELATIONSHIP, CHANGE_ACCESS, DELETE_MEMBER, must, REMOVE_ACCESS } from '../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

type Activity = { kind: string; summary: string; actor: { id: string } | null; treeId: string | null; memberId: string | null };
const ACTIVITY = '{ recentActivity(first: 50) { kind summary actor { id } treeId memberId } }';
const activityOf = async (p: Person) => (await must<{ recentActivity: Activity[] }>(p.client, ACTIVITY)).recentActivity;
const summariesOf = async (p: Person) => (await activityOf(p)).map((a) => a.summary);

/**
 * Ada's tree, shared with Ben (editor), Vera (viewer) and Lim (a viewer kept to Chioma's
 * descendants). Ben adds Chioma and her husband Emeka; Ada adds her mother Grace and records that
 * her brother Uche is her sibling; Sam has no access.
 */
async function sharedTreeStory() {
  const ada = await buildUser(app, { name: 'Ada Nwosu' });
  const [ben, vera, lim, sam] = [
    await buildUser(app, { name: 'Ben Okafor' }), await buildUser(app, { name: 'Vera Eze' }), await buildUser(app, { name: 'Lim Tan' }), await buildUser(app, { name: 'Sam Stranger' }),
  ];
  await shareTree(ada, ben, 'editor');
  await shareTree(ada, vera, 'viewer');
  const chioma = (await addMember(ben, 'Chioma', 'child', ada.selfMemberId, { lastName: 'Nwosu' })).member.id;
  await shareTree(ada, lim, 'viewer', { kind: 'descendants', rootId: chioma });
  const emeka = (await addMember(ben, 'Emeka', 'other', undefined, { lastName: 'Obi', treeId: ada.treeId })).member.id;
  await must(ben.client, ADD_RELATIONSHIP, { input: { fromId: emeka, toId: chioma, type: 'spouse' } });
  await addMember(ada, 'Grace', 'parent', undefined, { lastName: 'Nwosu' });
  const uche = (await addMember(ada, 'Uche', 'other', undefined, { lastName: 'Nwosu' })).member.id;
  await must(ada.client, ADD_RELATIONSHIP, { input: { fromId: uche, toId: ada.selfMemberId, type: 'sibling' } });
  return { ada, ben, vera, lim, sam, chioma };
}

describe('recent activity in a shared tree', () => {
  let story: Awaited<ReturnType<typeof sharedTreeStory>>;
  beforeAll(async () => (story = await sharedTreeStory()));

  it('words each event for its reader: "You" for whoever did it, their name for everyone else', async () => {
    const { ada, ben, vera } = story;
    expect(await summariesOf(ben)).toContain('You added Chioma Nwosu to the Nwosu family.');
    expect(await summariesOf(ada)).toContain('Ben Okafor added Chioma Nwosu to the Nwosu family.');
    expect(await summariesOf(vera)).toContain('Ben Okafor added Chioma Nwosu to the Nwosu family.');
    expect(await summariesOf(ben)).toContain('Ada Nwosu added Grace Nwosu to the Nwosu family.');
    expect(await summariesOf(ada)).toContain('You recorded that Uche Nwosu is a sibling of Ada Nwosu in the Nwosu family.');
    const added = (await activityOf(vera)).find((a) => a.summary === 'Ben Okafor added Chioma Nwosu to the Nwosu family.');
    expect(added).toEqual({ kind: 'member_added', summary: expect.any(String), actor: { id: ben.id }, treeId: ada.treeId, memberId: story.chioma });
    expect(await summariesOf(ada)).not.toContain('You added Chioma Nwosu to the Nwosu family.');
  });

  it('shows a tree’s events to its editors and viewers, newest first, and nothing of it to a stranger', async () => {
    const { ada, ben, vera, sam } = story;
    const treeKinds = async (p: Person) => (await activityOf(p)).filter((a) => a.treeId === ada.treeId && (a.kind.startsWith('member_') || a.kind.startsWith('relationship_'))).map((a) => a.summary);
    const expected = [
      'Ada Nwosu recorded that Uche Nwosu is a sibling of Ada Nwosu in the Nwosu family.',
      'Ada Nwosu added Uche Nwosu to the Nwosu family.',
      'Ada Nwosu added Grace Nwosu to the Nwosu family.',
      'Ben Okafor recorded that Emeka Obi is the partner of Chioma Nwosu in the Nwosu family.',
      'Ben Okafor added Emeka Obi to the Nwosu family.',
      'Ben Okafor added Chioma Nwosu to the Nwosu family.',
    ];
    expect(await treeKinds(vera)).toEqual(expected);
    expect((await treeKinds(ben)).length).toBe(expected.length);
    expect((await activityOf(sam)).filter((a) => a.treeId === ada.treeId)).toEqual([]);
    expect((await summariesOf(sam)).join('\n')).not.toMatch(/Nwosu|Okafor/);
  });

  it('shows a branch-limited reader only the events about people in their branch', async () => {
    const { lim } = story;
    const summaries = (await summariesOf(lim)).filter((s) => /added|recorded/.test(s));
    expect(summaries.sort()).toEqual([
      'Ben Okafor added Chioma Nwosu to the Nwosu family.',
      'Ben Okafor added Emeka Obi to the Nwosu family.',
      'Ben Okafor recorded that Emeka Obi is the partner of Chioma Nwosu in the Nwosu family.',
    ].sort());
  });
});

describe('a person removed from a tree', () => {
  it('keeps the entries about them as history, with the name they had and no person to open, and adds their removal', async () => {
    const { ada, vera } = await sharedTreeStory();
    const baby = (await addMember(ada, 'Baby', 'child', undefined, { lastName: 'Whitaker' })).member.id;
    const whileThere = (await activityOf(ada)).find((a) => a.kind === 'member_added' && a.summary.includes('Baby Whitaker'));
    expect(whileThere).toMatchObject({ summary: 'You added Baby Whitaker to the Nwosu family.', memberId: baby });

    await must(ada.client, DELETE_MEMBER, { id: baby });
    const aboutBaby = (await activityOf(ada)).filter((a) => a.summary.includes('Baby Whitaker'));
    expect(aboutBaby.map(({ kind, summary, memberId }) => ({ kind, summary, memberId }))).toEqual([
      { kind: 'member_removed', summary: 'You removed Baby Whitaker from the Nwosu family.', memberId: null },
      { kind: 'member_added', summary: 'You added Baby Whitaker to the Nwosu family.', memberId: null },
    ]);
    expect((await summariesOf(vera)).filter((s) => s.includes('Baby Whitaker'))).toEqual([
      'Ada Nwosu removed Baby Whitaker from the Nwosu family.',
      'Ada Nwosu added Baby Whitaker to the Nwosu family.',
    ]);
    // Everyone else is still there to open.
    expect((await activityOf(vera)).find((a) => a.summary === 'Ada Nwosu added Grace Nwosu to the Nwosu family.')?.memberId).toEqual(expect.any(String));
  });

  it('names no person for entries about anything else', async () => {
    const { ada } = await sharedTreeStory();
    const others = (await activityOf(ada)).filter((a) => !a.kind.startsWith('member_'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((a) => a.memberId === null)).toBe(true);
  });
});

describe('changes of access in the activity', () => {
  it('are told to the owner and the person concerned only', async () => {
    const { ada, ben, vera, lim } = await sharedTreeStory();
    await must(ada.client, CHANGE_ACCESS, { id: await accessIdOf(ada, vera.id), input: { role: 'editor' } });
    const newcomer = await buildUser(app, { name: 'Nia Newcomer' });
    await connect(ada, newcomer);
    await must(ada.client, INVITE_TO_TREE, { i: { treeId: ada.treeId, userId: newcomer.id, role: 'viewer' } });

    expect(await summariesOf(ada)).toEqual(expect.arrayContaining(['You changed what Vera Eze may do in the Nwosu family.', 'You invited Nia Newcomer to the Nwosu family as a viewer.']));
    expect(await summariesOf(vera)).toContain('Ada Nwosu changed what you may do in the Nwosu family.');
    expect(await summariesOf(newcomer)).toContain('Ada Nwosu invited you to the Nwosu family as a viewer.');
    // The other members read only their own invitation and joining, nobody else's access.
    for (const [other, role] of [[ben, 'an editor'], [lim, 'a viewer']] as const) {
      const access = (await activityOf(other)).filter((a) => a.kind.startsWith('access_') || a.kind === 'ownership_transferred' || a.kind === 'tree_settings_changed');
      expect(access.map((a) => a.summary).sort()).toEqual([`Ada Nwosu invited you to the Nwosu family as ${role}.`, `You joined the Nwosu family as ${role}.`]);
    }
    // Vera's own joining is hers and the owner's to read, not the other members'.
    expect(await summariesOf(vera)).toContain('You joined the Nwosu family as a viewer.');
    expect(await summariesOf(ada)).toContain('Vera Eze joined the Nwosu family as a viewer.');
  });

  it('stops showing a tree’s new events to someone removed from it, and tells them they were removed', async () => {
    const { ada, ben, vera } = await sharedTreeStory();
    await must(ada.client, REMOVE_ACCESS, { id: await accessIdOf(ada, ben.id) });
    await addMember(ada, 'Later', 'child', undefined, { lastName: 'Nwosu' });
    expect(await summariesOf(ben)).toContain('Ada Nwosu removed you from the Nwosu family.');
    expect(await summariesOf(ben)).not.toContain('Ada Nwosu added Later Nwosu to the Nwosu family.');
    expect(await summariesOf(vera)).toContain('Ada Nwosu added Later Nwosu to the Nwosu family.');
    expect(await summariesOf(vera)).not.toContain('Ada Nwosu removed Ben Okafor from the Nwosu family.');
  });

  it('stops showing a tree’s new events to someone who left it', async () => {
    const { ada, vera } = await sharedTreeStory();
    await must(vera.client, 'mutation($t: ID!) { leaveTree(treeId: $t) }', { t: ada.treeId });
    await addMember(ada, 'Later', 'child', undefined, { lastName: 'Nwosu' });
    expect(await summariesOf(vera)).toContain('You left the Nwosu family.');
    expect(await summariesOf(vera)).not.toContain('Ada Nwosu added Later Nwosu to the Nwosu family.');
    expect(await summariesOf(ada)).toContain('Vera Eze left the Nwosu family.');
  });
});
