import type { GraphQLBody, TestClient } from './client.ts';
import type { Person } from './factories.ts';
import type { TestApp } from './test-app.ts';

// Helpers for the shared-tree tests: reading answers, and what the database holds afterwards (so
// that "nothing saved" is checked against the rows, not against what the refused caller sees).

/** The first error's code of a GraphQL answer; undefined when it succeeded. */
export const codeOf = (res: GraphQLBody<unknown>) => res.errors?.[0]?.extensions?.code;

/** The data of a GraphQL answer that must succeed (setup steps); throws with the errors otherwise. */
export async function must<T = Record<string, unknown>>(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await client.gql<T>(query, variables);
  if (res.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(res.errors)}`);
  return res.data!;
}

/** What the database holds for a tree: its people's first names (sorted) and bios, and its relationships. */
export async function storedTree(app: TestApp, treeId: string) {
  const em = app.orm.em.fork();
  const people = await em.execute<{ first_name: string; bio: string | null }[]>('select first_name, bio from family_members where tree_id = ? order by first_name, id', [treeId]);
  const edges = await em.execute<{ kind: string; from_id: string; to_id: string }[]>('select kind, from_id, to_id from family_relationships where tree_id = ? order by created_at, id', [treeId]);
  return { people: people.map((p) => p.first_name), bios: Object.fromEntries(people.map((p) => [p.first_name, p.bio])), edges };
}

const ACCESS = 'query($id: ID!) { tree(id: $id) { access { id role status user { id } } } }';

/** The id of `userId`'s access row in the owner's tree (as the owner reads the access list). */
export async function accessIdOf(owner: Person, userId: string, treeId = owner.treeId): Promise<string> {
  const data = await must<{ tree: { access: { id: string; user: { id: string } }[] } }>(owner.client, ACCESS, { id: treeId });
  const row = data.tree.access.find((a) => a.user.id === userId);
  if (!row) throw new Error(`No access of ${userId} in ${treeId}`);
  return row.id;
}

export const RESPOND_TO_INVITATION = 'mutation($id: ID!, $accept: Boolean!) { respondToTreeInvitation(id: $id, accept: $accept) { id status role } }';
export const CHANGE_ACCESS = 'mutation($id: ID!, $input: ChangeTreeAccessInput!) { changeTreeAccess(id: $id, input: $input) { id role branch { kind rootId steps } } }';
export const REMOVE_ACCESS = 'mutation($id: ID!) { removeTreeAccess(id: $id) }';
export const UPDATE_MEMBER = 'mutation($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { id firstName bio } }';
export const DELETE_MEMBER = 'mutation($id: ID!) { deleteFamilyMember(id: $id) }';
export const ADD_RELATIONSHIP = 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id kind fromId toId } }';
export const REMOVE_RELATIONSHIP = 'mutation($id: ID!) { removeRelationship(id: $id) }';
export const MEMBER = 'query($id: ID!) { familyMember(id: $id) { id firstName } }';
