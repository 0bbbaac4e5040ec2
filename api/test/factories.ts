import { randomUUID } from 'node:crypto';
import { TestClient } from './client.ts';
import type { TestApp } from './test-app.ts';

export interface Person {
  client: TestClient;
  id: string;
  selfMemberId: string;
  email: string;
}

/** A new user signed in through the development provider, onboarded, with their own member's id. */
export async function buildUser(app: TestApp, overrides: { name?: string; email?: string; privacy?: Record<string, boolean>; dateOfBirth?: string } = {}): Promise<Person> {
  const client = new TestClient(app.url);
  const name = overrides.name ?? `Test Person${randomUUID().slice(0, 4)}`;
  const { email } = await client.signIn({ name, email: overrides.email });
  const [firstName, ...rest] = name.split(' ');
  await client.gql(
    `mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id } }`,
    { input: { firstName, lastName: rest.join(' ') || 'Person', bio: 'Hello', location: 'Somewhere', dateOfBirth: overrides.dateOfBirth } },
  );
  if (overrides.privacy) await client.gql('mutation($p: PrivacySettingsInput) { updateProfile(input: { privacySettings: $p }) { id } }', { p: overrides.privacy });
  const { data } = await client.gql<{ me: { id: string }; familyTree: { focusId: string } }>('{ me { id } familyTree(generationsUp: 0, generationsDown: 0) { focusId } }');
  return { client, id: data!.me.id, selfMemberId: data!.familyTree.focusId, email };
}

const ADD = `mutation($input: AddFamilyMemberInput!) {
  addFamilyMember(input: $input) { member { id firstName } relationships { id kind fromId toId } }
}`;

/** Adds a member related to `relativeId` (default: the user's own member); returns its id. */
export async function addMember(person: Person, firstName: string, relationshipType: string, relativeId?: string, extra: Record<string, unknown> = {}) {
  const res = await person.client.gql<{ addFamilyMember: { member: { id: string }; relationships: { kind: string; fromId: string; toId: string }[] } }>(ADD, {
    input: { firstName, lastName: 'Family', relationshipType, relativeId, ...extra },
  });
  if (res.errors) throw new Error(`addMember ${firstName}: ${JSON.stringify(res.errors)}`);
  return res.data!.addFamilyMember;
}

export const ADD_MEMBER = ADD;
