import type { CircleRole } from '../../../gql/graphql';

export const person = (id: string, displayName: string) => {
  const [firstName, lastName = null] = displayName.split(' ');
  return { __typename: 'PublicUser' as const, id, displayName, firstName, lastName, profileImageUrl: null };
};

export type Person = ReturnType<typeof person>;

export const permissions = (overrides: Partial<Record<'update' | 'delete' | 'manageMembers' | 'addMemories' | 'leave' | 'requestToJoin', boolean>> = {}) => ({
  __typename: 'CirclePermissions' as const,
  update: false,
  delete: false,
  manageMembers: false,
  addMemories: false,
  leave: false,
  requestToJoin: false,
  ...overrides,
});

export const ownerCan = permissions({ update: true, delete: true, manageMembers: true, addMemories: true });
export const memberCan = permissions({ addMemories: true, leave: true });

export const me = person('u1', 'Rosa Rivera');
export const ann = person('u2', 'Ann Rivera');
export const bob = person('u3', 'Bob Rivera');
export const cleo = person('u4', 'Cleo Rivera');

const member = (user: Person, role: CircleRole = 'member') => ({
  __typename: 'CircleMember' as const,
  role,
  joinedAt: '2026-11-02T09:00:00.000Z',
  user,
});

interface CircleShape {
  id: string;
  name: string;
  description: string | null;
  isPrivate: boolean;
  memberCount: number;
  unreadCount: number;
  memoryCount: number;
  viewerRole: CircleRole | null;
  viewerRequestedToJoin: boolean;
  viewerCan: ReturnType<typeof permissions>;
  /** Members, the owner first, with their roles. */
  people: [Person, CircleRole][];
}

const base: CircleShape = {
  id: 'c1',
  name: 'Rivera cousins',
  description: 'Photos from our summers at the lake.',
  isPrivate: false,
  memberCount: 2,
  unreadCount: 0,
  memoryCount: 4,
  viewerRole: 'owner',
  viewerRequestedToJoin: false,
  viewerCan: ownerCan,
  people: [
    [me, 'owner'],
    [ann, 'member'],
  ],
};

/** A circle as the cards' queries answer it. */
export function cardCircle(overrides: Partial<CircleShape> = {}) {
  const { people, memoryCount: _memories, ...rest } = { ...base, ...overrides };
  return { __typename: 'Circle' as const, ...rest, members: people.slice(0, 3).map(([user, role]) => member(user, role)) };
}

/** A circle as its page's query answers it. */
export function detailsCircle(overrides: Partial<CircleShape> = {}) {
  const { people, ...rest } = { ...base, ...overrides };
  return {
    __typename: 'Circle' as const,
    ...rest,
    createdAt: '2026-11-01T09:00:00.000Z',
    members: people.map(([user, role]) => member(user, role)),
  };
}
