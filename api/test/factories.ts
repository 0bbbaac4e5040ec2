import { randomUUID } from 'node:crypto';
import { TestClient } from './client.ts';
import type { TestApp } from './test-app.ts';

export interface Person {
  client: TestClient;
  id: string;
  selfMemberId: string;
  /** The user's own tree (made with the account). */
  treeId: string;
  email: string;
}

/** A new user signed in through the development provider, onboarded, with their own member's id. */
export async function buildUser(app: Pick<TestApp, 'url'>, overrides: { name?: string; email?: string; privacy?: Record<string, boolean>; dateOfBirth?: string } = {}): Promise<Person> {
  const client = new TestClient(app.url);
  const name = overrides.name ?? `Test Person${randomUUID().slice(0, 4)}`;
  const { email } = await client.signIn({ name, email: overrides.email });
  const [firstName, ...rest] = name.split(' ');
  await client.gql(
    `mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id } }`,
    { input: { firstName, lastName: rest.join(' ') || 'Person', bio: 'Hello', location: 'Somewhere', dateOfBirth: overrides.dateOfBirth } },
  );
  if (overrides.privacy) await client.gql('mutation($p: PrivacySettingsInput) { updateProfile(input: { privacySettings: $p }) { id } }', { p: overrides.privacy });
  const { data } = await client.gql<{ me: { id: string }; familyTree: { focusId: string; treeId: string } }>('{ me { id } familyTree(generationsUp: 0, generationsDown: 0) { focusId treeId } }');
  return { client, id: data!.me.id, selfMemberId: data!.familyTree.focusId, treeId: data!.familyTree.treeId, email };
}

const ADD = `mutation($input: AddFamilyMemberInput!) {
  addFamilyMember(input: $input) { member { id firstName } relationships { id kind fromId toId } }
}`;

/** Adds a member related to `relativeId` (default: the user's own member); returns its id. */
export async function addMember(person: Person, firstName: string, relationshipType: string, relativeId?: string, extra: Record<string, unknown> = {}) {
  const res = await person.client.gql<{ addFamilyMember: { member: { id: string }; relationships: { id: string; kind: string; fromId: string; toId: string }[] } }>(ADD, {
    input: { firstName, lastName: 'Family', relationshipType, relativeId, ...extra },
  });
  if (res.errors) throw new Error(`addMember ${firstName}: ${JSON.stringify(res.errors)}`);
  return res.data!.addFamilyMember;
}

export const ADD_MEMBER = ADD;

/** Connects two users: `a` asks, `b` accepts. */
export async function connect(a: Person, b: Person) {
  const sent = await a.client.gql<{ sendConnectionRequest: { id: string } }>(
    'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }',
    { i: { toUserId: b.id, relationshipType: 'cousin' } },
  );
  if (sent.errors) throw new Error(`connect: ${JSON.stringify(sent.errors)}`);
  const accepted = await b.client.gql('mutation($id: ID!) { respondToConnectionRequest(id: $id, accept: true) { id } }', { id: sent.data!.sendConnectionRequest.id });
  if (accepted.errors) throw new Error(`connect: ${JSON.stringify(accepted.errors)}`);
}

export const INVITE_TO_TREE = 'mutation($i: InviteToTreeInput!) { inviteToTree(input: $i) { id status role } }';

/**
 * Shares the owner's tree with `person` (connecting them first): invited and accepted. Returns the
 * access id.
 */
export async function shareTree(owner: Person, person: Person, role: 'editor' | 'viewer', branch?: { kind: 'descendants' | 'nearby'; rootId?: string; steps?: number }) {
  await connect(owner, person);
  const invited = await owner.client.gql<{ inviteToTree: { id: string } }>(INVITE_TO_TREE, { i: { treeId: owner.treeId, userId: person.id, role, branch } });
  if (invited.errors) throw new Error(`shareTree: ${JSON.stringify(invited.errors)}`);
  const id = invited.data!.inviteToTree.id;
  const accepted = await person.client.gql('mutation($id: ID!) { respondToTreeInvitation(id: $id, accept: true) { id } }', { id });
  if (accepted.errors) throw new Error(`shareTree: ${JSON.stringify(accepted.errors)}`);
  return id;
}
