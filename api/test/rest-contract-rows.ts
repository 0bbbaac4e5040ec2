import { TestClient, PNG_1PX } from './client.ts';
import type { Person } from './factories.ts';
import { jpegPhoto } from './media.ts';

// The REST table of the earlier client (spec section 7), one row per route, each sent as that
// client sends it, with what a signed-in caller gets back: the status and the fields of the payload
// (spec section 3's read shapes). The contract test walks every row signed in and signed out.

/** What the rows need: the caller and the things their requests name. */
export interface ContractWorld {
  me: Person;
  /** Someone else to ask to connect with. */
  stranger: Person;
  circleId: string;
  /** A person of the caller's tree (their parent). */
  memberId: string;
  /** A person of the caller's tree related to no one yet. */
  loneMemberId: string;
  /** Unique words the search finds the cousin by. */
  cousin: { name: string; email: string; location: string };
}

export interface ContractRow {
  route: string;
  status: number;
  /** Each item of a list answer (or the one object) carries these fields; `a.b` is a nested one. */
  fields: string[];
  list: boolean;
  send: (client: TestClient, world: ContractWorld) => Promise<Response>;
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const form = (fields: Record<string, string>, file?: { name: string; field: string; blob: Blob }) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append(file.field, file.blob, file.name);
  return body;
};

const CURRENT_USER = [
  'id', 'claims.sub', 'firstName', 'lastName', 'email', 'profileImageUrl', 'isOnboarded',
  'dateOfBirth', 'phone', 'address', 'bio', 'occupation', 'relationshipStatus', 'hometown', 'currentCity', 'location', 'interests', 'socialMedia', 'privacySettings',
];
const MEMBER = ['id', 'firstName', 'lastName', 'dateOfBirth', 'dateOfDeath', 'profilePicture', 'bio', 'gender', 'isAlive'];
const RELATIONSHIP = ['id', 'fromMemberId', 'toMemberId', 'relationshipType'];
const MEMORY = ['id', 'title', 'description', 'filePath', 'fileType', 'uploadedBy', 'circleId', 'eventDate', 'taggedMembers', 'createdAt'];
const SEARCH_RESULT = ['id', 'firstName', 'lastName', 'profileImageUrl', 'email', 'location', 'bio', 'matchScore'];
const STORY = ['id', 'title', 'content', 'storyType', 'eventDate', 'authorName', 'taggedMembers', 'createdAt'];

const search = (type: string, query: string) => (c: TestClient) => c.fetch(`/api/users/search?query=${encodeURIComponent(query)}&type=${type}`);

export const ROWS: ContractRow[] = [
  { route: 'GET /api/auth/user', status: 200, list: false, fields: CURRENT_USER, send: (c) => c.fetch('/api/auth/user') },
  { route: 'GET /api/family-members/user/{userId}', status: 200, list: true, fields: MEMBER, send: (c, w) => c.fetch(`/api/family-members/user/${w.me.id}`) },
  { route: 'GET /api/relationships/user/{userId}', status: 200, list: true, fields: RELATIONSHIP, send: (c, w) => c.fetch(`/api/relationships/user/${w.me.id}`) },
  { route: 'GET /api/memories/user/{userId}', status: 200, list: true, fields: MEMORY, send: (c, w) => c.fetch(`/api/memories/user/${w.me.id}`) },
  { route: 'GET /api/circles/user/{userId}', status: 200, list: true, fields: ['id', 'name', 'description', 'isPrivate', 'memberCount', 'members'], send: (c, w) => c.fetch(`/api/circles/user/${w.me.id}`) },
  { route: 'GET /api/users/search (name)', status: 200, list: true, fields: SEARCH_RESULT, send: (c, w) => search('name', w.cousin.name)(c) },
  { route: 'GET /api/users/search (email)', status: 200, list: true, fields: SEARCH_RESULT, send: (c, w) => search('email', w.cousin.email)(c) },
  { route: 'GET /api/users/search (location)', status: 200, list: true, fields: SEARCH_RESULT, send: (c, w) => search('location', w.cousin.location)(c) },
  {
    route: 'POST /api/family-members',
    status: 201,
    list: false,
    fields: MEMBER,
    send: (c) => c.fetch('/api/family-members', json('POST', { first_name: 'Ida', last_name: 'Contract', date_of_birth: '1901-02-03', date_of_death: null, profile_picture: null, bio: 'A seamstress', gender: 'female', is_alive: false })),
  },
  {
    route: 'POST /api/relationships',
    status: 201,
    list: true,
    fields: RELATIONSHIP,
    send: (c, w) => c.fetch('/api/relationships', json('POST', { from_member_id: w.loneMemberId, to_member_id: null, relationship_type: 'sibling' })),
  },
  {
    route: 'POST /api/connection-requests',
    status: 201,
    list: false,
    fields: ['id', 'fromUserId', 'toUserId', 'relationshipType', 'status', 'message'],
    send: (c, w) => c.fetch('/api/connection-requests', json('POST', { fromUserId: w.me.id, toUserId: w.stranger.id, relationshipType: 'cousin', message: 'I think we are related.' })),
  },
  {
    route: 'POST /api/memories',
    status: 201,
    list: false,
    fields: MEMORY,
    send: async (c, w) => {
      const fields = { title: 'Harvest', eventDate: '1999-09-09', circleId: w.circleId, uploadedBy: 'placeholder', taggedMembers: JSON.stringify([w.memberId]) };
      return c.fetch('/api/memories', { method: 'POST', body: form(fields, { field: 'file', name: 'harvest.jpg', blob: new Blob([await jpegPhoto(64, 48)], { type: 'image/jpeg' }) }) });
    },
  },
  {
    route: 'PUT /api/user/profile',
    status: 200,
    list: false,
    fields: CURRENT_USER,
    send: (c) => {
      const fields = { firstName: 'Rita', lastName: 'Contract', occupation: 'Archivist', relationshipStatus: 'married', interests: JSON.stringify(['Letters', 'Maps']) };
      return c.fetch('/api/user/profile', { method: 'PUT', body: form(fields, { field: 'profileImage', name: 'rita.png', blob: new Blob([PNG_1PX], { type: 'image/png' }) }) });
    },
  },
  {
    route: 'POST /api/stories',
    status: 201,
    list: false,
    fields: STORY,
    send: (c) => c.fetch('/api/stories', json('POST', { title: 'The long winter', content: 'Snow to the windows for a month.', eventDate: '1947-02-01', storyType: 'memory' })),
  },
  { route: 'GET /api/stories', status: 200, list: true, fields: STORY, send: (c) => c.fetch('/api/stories') },
  { route: 'GET /api/timeline', status: 200, list: true, fields: ['id', 'date', 'type', 'title', 'description', 'photos', 'involvedMembers'], send: (c) => c.fetch('/api/timeline') },
  { route: 'GET /api/connection-suggestions', status: 200, list: true, fields: ['id', 'name', 'relationship'], send: (c) => c.fetch('/api/connection-suggestions') },
  { route: 'GET /api/family-circles/recent', status: 200, list: true, fields: ['id', 'name', 'memberCount', 'unreadCount'], send: (c) => c.fetch('/api/family-circles/recent') },
  { route: 'GET /api/events/upcoming', status: 200, list: true, fields: ['id', 'title', 'date'], send: (c) => c.fetch('/api/events/upcoming') },
];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether the answer has the field by its dotted name, null included (a missing key is not null). */
export function hasField(value: unknown, name: string) {
  const parts = name.split('.');
  const last = parts.pop()!;
  const parent = parts.reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), value);
  return isObject(parent) && last in parent;
}
