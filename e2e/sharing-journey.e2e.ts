import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { visible } from './support/flows.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { addFamilyMember, chooseOption, freshToast, markShownToasts, personCard, readyTree, signInAndOnboard, snap } from './support/tree-flows.ts';

// Ada shares her family tree with Ben, an editor kept to her mother's branch, and with Cleo, who may
// only look. Ben adds a person inside his branch and is refused outside it; Cleo sees living people
// without their details; Ada says which person Ben is and he confirms, after which he is "You";
// each one's Recent Activity shows what they may see. Each test goes on from the previous one.
const ada = { fullName: 'Ada Lovelace', email: 'ada@example.com' };
const ben = { fullName: 'Ben Okafor', email: 'ben@example.com' };
const cleo = { fullName: 'Cleo Nwosu', email: 'cleo@example.com' };

let server: RunningServer;
let browser: Browser;
const pages: Record<'ada' | 'ben' | 'cleo', { context: BrowserContext; page: Page }> = {} as never;
let treeId: string;
const ids: Record<string, string> = {};

/** A GraphQL call from the signed-in page itself (same origin, its session cookie). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) })).json(),
    [query, variables] as const,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const ADD = 'mutation($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }';
async function add(page: Page, input: Record<string, unknown>) {
  return (await gql<{ addFamilyMember: { member: { id: string } } }>(page, ADD, { i: { gender: 'female', ...input } })).addFamilyMember.member.id;
}

async function connect(from: Page, to: Page, toId: string) {
  const sent = await gql<{ sendConnectionRequest: { id: string } }>(from, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', {
    i: { toUserId: toId, relationshipType: 'cousin' },
  });
  await gql(to, 'mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: sent.sendConnectionRequest.id });
}

const myId = async (page: Page) => (await gql<{ me: { id: string } }>(page, '{ me { id } }')).me.id;

async function openTree(page: Page) {
  await page.goto(`/family-tree?tree=${treeId}`);
  await visible(readyTree(page));
}

async function recentActivity(page: Page): Promise<string> {
  await page.goto('/');
  const card = await visible(page.getByRole('region', { name: 'Recent Activity' }));
  await card.getByRole('listitem').first().waitFor();
  return (await card.textContent()) ?? '';
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  for (const [key, person, place] of [['ada', ada, 'London'], ['ben', ben, 'Lagos'], ['cleo', cleo, 'Accra']] as const) {
    pages[key] = await newPage(browser, server.url, DESKTOP);
    await signInAndOnboard(pages[key].page, person, place);
  }
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server, true);
});

describe('Sharing a family tree', () => {
  it('lets Ada invite Ben as an editor of her mother’s branch and Cleo as a viewer, from her connections', async () => {
    const { page } = pages.ada;
    const window = await gql<{ familyTree: { treeId: string; focusId: string } }>(page, '{ familyTree { treeId focusId } }');
    treeId = window.familyTree.treeId;
    ids.ada = window.familyTree.focusId;
    ids.anne = await add(page, { firstName: 'Anne', lastName: 'Milbanke', relationshipType: 'parent', dateOfBirth: '1952-05-17', bio: 'Mathematician' });
    ids.george = await add(page, { firstName: 'George', lastName: 'Byron', relationshipType: 'parent', gender: 'male' });
    ids.judith = await add(page, { firstName: 'Judith', lastName: 'Noel', relationshipType: 'parent', relativeId: ids.anne, dateOfBirth: '1901-02-03' });
    ids.benPerson = await add(page, { firstName: 'Ben', lastName: 'Okafor', relationshipType: 'sibling', gender: 'male', dateOfBirth: '1990-01-01' });
    await connect(page, pages.ben.page, await myId(pages.ben.page));
    await connect(page, pages.cleo.page, await myId(pages.cleo.page));

    await openTree(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /Share/ }));
    await chooseOption(page, dialog, 'Relative', 'Ben Okafor');
    await chooseOption(page, dialog, 'Invite as', 'Editor: adds and changes people');
    await chooseOption(page, dialog, 'What they see', 'One person’s branch (their descendants)');
    const root = dialog.getByRole('combobox', { name: 'Top of the branch' });
    await root.fill('Anne');
    await page.getByRole('listbox', { name: 'Top of the branch' }).getByRole('option', { name: 'Anne Milbanke', exact: true }).click();
    await markShownToasts(page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await visible(freshToast(page, 'Ben Okafor can now accept the invitation.'));

    await chooseOption(page, dialog, 'Relative', 'Cleo Nwosu');
    await chooseOption(page, dialog, 'Invite as', 'Viewer: looks only');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const people = dialog.getByRole('list', { name: 'People with access' });
    await visible(people.getByRole('listitem').filter({ hasText: 'Cleo Nwosu' }).filter({ hasText: 'Invited' }));
    await visible(people.getByRole('listitem').filter({ hasText: 'Ben Okafor' }).filter({ hasText: 'Only Anne Milbanke’s branch' }));
    await snap(page, 'sharing-share-dialog-desktop');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('lets Ben accept on his dashboard and see only Anne’s branch', async () => {
    const { page } = pages.ben;
    await page.goto('/');
    const waiting = await visible(page.getByRole('region', { name: 'Waiting for you' }));
    await visible(waiting.getByText(/Ada Lovelace invited you to The Lovelace family as an editor · only Anne Milbanke’s branch/));
    await snap(page, 'sharing-invitation-dashboard-desktop');
    await waiting.getByRole('button', { name: 'Accept' }).click();
    await visible(freshToast(page, 'You joined The Lovelace family.'));

    await openTree(page);
    await visible(page.getByText('Editor · only Anne Milbanke’s branch'));
    await visible(personCard(page, 'Anne Milbanke'));
    await visible(personCard(page, 'Ada Lovelace'));
    expect(await personCard(page, 'Judith Noel').count()).toBe(0);
  });

  it('lets Ben add a person inside his branch and refuses one outside it', async () => {
    const { page } = pages.ben;
    await addFamilyMember(page, { firstName: 'Cora', lastName: 'Lovelace', relationship: 'Child', gender: 'Female', relatedTo: 'Ada Lovelace' });

    await markShownToasts(page);
    await page.getByRole('button', { name: 'Add Family Member' }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add Family Member' }));
    await dialog.getByLabel('First name').fill('Outside');
    await dialog.getByLabel('Last name').fill('Branch');
    const relative = dialog.getByRole('combobox', { name: 'Related to' });
    await relative.fill('Anne');
    await page.getByRole('listbox', { name: 'Related to' }).getByRole('option', { name: 'Anne Milbanke', exact: true }).click();
    await chooseOption(page, dialog, 'Relationship', 'Parent');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await visible(freshToast(page, 'You can change only your branch of the tree'));
    await snap(page, 'sharing-refused-outside-branch-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Nothing was saved: the owner sees no such person.
    const names = await gql<{ familyMembers: { nodes: { firstName: string }[] } }>(pages.ada.page, '{ familyMembers(first: 50) { nodes { firstName } } }');
    expect(names.familyMembers.nodes.map((n) => n.firstName).sort()).toEqual(['Ada', 'Anne', 'Ben', 'Cora', 'George', 'Judith']);
  });

  it('shows Cleo living people without their details, and the long dead with theirs', async () => {
    const { page } = pages.cleo;
    await page.goto('/');
    const waiting = await visible(page.getByRole('region', { name: 'Waiting for you' }));
    await waiting.getByRole('button', { name: 'Accept' }).click();
    await visible(freshToast(page, 'You joined The Lovelace family.'));
    await openTree(page);
    expect(await page.getByRole('button', { name: 'Add Family Member' }).count()).toBe(0);
    const anne = await visible(personCard(page, 'Anne Milbanke'));
    expect(await anne.getAttribute('aria-label')).toMatch(/living, details private/);
    expect(await anne.getAttribute('aria-label')).not.toMatch(/1952/);
    expect(await personCard(page, 'Judith Noel').getAttribute('aria-label')).toMatch(/1901/);
    await snap(page, 'sharing-viewer-tree-desktop');
    await anne.click();
    const drawer = await visible(page.getByRole('complementary', { name: 'Details' }));
    await visible(drawer.getByText(/Details of living people are private/));
    expect(await drawer.getByText('Mathematician').count()).toBe(0);
    await snap(page, 'sharing-viewer-details-desktop');

    const phone = await newPage(browser, server.url, PHONE);
    await phone.context.addCookies(await pages.cleo.context.cookies());
    await phone.page.goto(`/family-tree?tree=${treeId}`);
    await visible(readyTree(phone.page));
    await snap(phone.page, 'sharing-viewer-tree-phone');
    await phone.context.close();
  });

  it('makes Ben "You" once Ada links him and he confirms', async () => {
    const { page } = pages.ada;
    await openTree(page);
    await personCard(page, 'Ben Okafor').click();
    const drawer = await visible(page.getByRole('complementary', { name: 'Details' }));
    await drawer.getByRole('button', { name: 'Link to a registered user' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Who is Ben Okafor?' }));
    await chooseOption(page, dialog, 'Registered user', 'Ben Okafor');
    await markShownToasts(page);
    await dialog.getByRole('button', { name: 'Link' }).click();
    await visible(freshToast(page, 'Ben Okafor is asked to confirm.'));
    await visible(drawer.getByText('(waiting for them to confirm)'));

    const benPage = pages.ben.page;
    await benPage.goto('/');
    const waiting = await visible(benPage.getByRole('region', { name: 'Waiting for you' }));
    await visible(waiting.getByText('Someone in The Lovelace family says Ben Okafor is you.'));
    await waiting.getByRole('button', { name: 'Yes, that’s me' }).click();
    await visible(freshToast(benPage, 'You are Ben Okafor in The Lovelace family.'));
    await benPage.goto(`/family-tree?tree=${treeId}`);
    const you = await visible(personCard(benPage, 'You (Ben Okafor)'));
    expect(await you.getAttribute('aria-current')).toBe('true');
    await snap(benPage, 'sharing-linked-you-desktop');
  });

  it('shows each one the activity they may see', async () => {
    const adaSees = await recentActivity(pages.ada.page);
    expect(adaSees).toContain('Ben Okafor added Cora Lovelace to the Lovelace family');
    expect(adaSees).toContain('Ben Okafor joined the Lovelace family as an editor');
    expect(adaSees).toContain('You invited Cleo Nwosu to the Lovelace family as a viewer');

    const benSees = await recentActivity(pages.ben.page);
    expect(benSees).toContain('You added Cora Lovelace to the Lovelace family');
    expect(benSees).toContain('You confirmed being Ben Okafor in the Lovelace family');
    expect(benSees).not.toContain('Judith Noel');
    expect(benSees).not.toContain('Cleo Nwosu');

    const cleoSees = await recentActivity(pages.cleo.page);
    expect(cleoSees).toContain('Ben Okafor added Cora Lovelace to the Lovelace family');
    expect(cleoSees).toContain('Ada Lovelace invited you to the Lovelace family as a viewer');
    expect(cleoSees).not.toContain('invited Ben');
    expect(cleoSees).not.toContain('Ben Okafor joined');
    await snap(pages.cleo.page, 'sharing-activity-viewer-desktop');
  });
});
