import { startTestApp, type TestApp } from '../test/test-app.ts';
import { buildUser, type Person } from '../test/factories.ts';

// Hostile input over both transports: control characters and broken Unicode in text, values of
// the wrong type in every REST body field, bodies of the wrong content type and malformed ids.
// Each is answered with a 4xx and a sentence naming the field, and nothing is saved.

let app: TestApp;
let me: Person;
beforeAll(async () => {
  app = await startTestApp();
  me = await buildUser(app);
});
afterAll(() => app.close());

const NUL = 'Ada\u0000Byron';
const LONE_SURROGATE = 'Ada \ud800';

const send = (person: Person, method: string, path: string, body: unknown, type = 'application/json') =>
  person.client.fetch(path, { method, headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** A refusal as a person sees it: the status, a plain-text sentence, and no trace of the server's insides. */
async function expectRefusal(res: Response, status: number, mentions: RegExp) {
  const text = await res.text();
  expect({ status: res.status, text }).toEqual({ status, text: expect.stringMatching(mentions) });
  expect(res.headers.get('content-type')).toMatch(/text\/plain/);
  expect(text).not.toMatch(/\n\s+at |node_modules|Internal server error/);
}

async function memberNames(person: Person) {
  const res = await person.client.fetch(`/api/family-members/user/${person.id}`);
  return ((await res.json()) as { firstName: string }[]).map((m) => m.firstName);
}

async function profile(person: Person) {
  const { data } = await person.client.gql<{ me: Record<string, unknown> }>('{ me { firstName bio occupation location } }');
  return data!.me;
}

describe('text with control characters or broken Unicode over GraphQL', () => {
  const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';

  it('refuses a NUL byte in a name sent as a variable, naming the field and saving nothing', async () => {
    const before = await profile(me);
    const res = await me.client.gql(UPDATE, { input: { firstName: NUL, occupation: 'Saved?' } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { firstName: 'Must not contain control characters' } });
    expect(await profile(me)).toEqual(before);
  });

  it('refuses a NUL byte in a bio written into the query as a literal', async () => {
    const res = await me.client.gql('mutation { updateProfile(input: { bio: "Hello\\u0000there" }) { id } }');
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { bio: 'Must not contain control characters' } });
  });

  it('refuses a NUL byte in search text with BAD_USER_INPUT rather than a server error', async () => {
    const res = await me.client.gql('query($q: String!) { searchUsers(query: $q) { matchScore } }', { q: 'ab\u0000cd' });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { query: 'Must not contain control characters' } });
  });

  it('refuses a lone surrogate, which is not Unicode text', async () => {
    const res = await me.client.gql(UPDATE, { input: { location: LONE_SURROGATE } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { location: 'Must be valid Unicode text' } });
  });

  it('refuses a NUL byte in a new family member’s name, adding nobody', async () => {
    const res = await me.client.gql('mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { member { id } } }', {
      input: { firstName: NUL, lastName: 'Family', relationshipType: 'other' },
    });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { firstName: 'Must not contain control characters' } });
    expect(await memberNames(me)).not.toContain(NUL);
  });

  it('keeps line breaks and tabs in a bio but refuses a line break in a name', async () => {
    const ok = await me.client.gql(UPDATE, { input: { bio: 'Line one\r\n\tLine two' } });
    expect(ok.errors).toBeUndefined();
    expect((await profile(me)).bio).toBe('Line one\r\n\tLine two');
    const refused = await me.client.gql(UPDATE, { input: { lastName: 'Byron\nSmith' } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { lastName: 'Must not contain control characters' } });
  });

  it('refuses a number where a name is text, as the REST routes do', async () => {
    const res = await me.client.gql(UPDATE, { input: { firstName: 42 } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('text with control characters or broken Unicode over REST', () => {
  it('refuses a NUL byte in a new member’s first_name with 400 naming the field, adding nobody', async () => {
    const res = await send(me, 'POST', '/api/family-members', { first_name: NUL, last_name: 'Family' });
    await expectRefusal(res, 400, /firstName: Must not contain control characters/);
    expect(await memberNames(me)).not.toContain(NUL);
  });

  it('refuses a NUL byte in a bio sent as JSON to PUT /api/user/profile, saving nothing', async () => {
    const before = await profile(me);
    const res = await send(me, 'PUT', '/api/user/profile', { bio: 'Hello\u0000', occupation: 'Not saved' });
    await expectRefusal(res, 400, /bio: Must not contain control characters/);
    expect(await profile(me)).toEqual(before);
  });

  it('refuses a NUL byte in a form field of PUT /api/user/profile, saving nothing', async () => {
    const before = await profile(me);
    const form = new FormData();
    form.append('occupation', 'Not saved');
    form.append('lastName', NUL);
    const res = await me.client.fetch('/api/user/profile', { method: 'PUT', body: form });
    await expectRefusal(res, 400, /lastName: Must not contain control characters/);
    expect(await profile(me)).toEqual(before);
  });

  it('refuses a NUL byte in the search text of GET /api/users/search', async () => {
    const res = await me.client.fetch('/api/users/search?query=ab%00cd&type=name');
    await expectRefusal(res, 400, /query: Must not contain control characters/);
  });

  it('refuses a lone surrogate in a connection request’s message', async () => {
    const other = await buildUser(app);
    const res = await send(me, 'POST', '/api/connection-requests', { toUserId: other.id, relationshipType: 'cousin', message: 'Hi \ud800' });
    await expectRefusal(res, 400, /message: Must be valid Unicode text/);
  });
});

describe('values of the wrong type in REST bodies', () => {
  const WRONG = { object: { a: 1 }, list: ['a'], number: 42 } as const;
  const kinds = Object.entries(WRONG);

  const memberFields = ['first_name', 'last_name', 'date_of_birth', 'date_of_death', 'bio', 'gender', 'is_alive', 'profile_picture'];
  it.each(memberFields.flatMap((field) => kinds.map(([kind, value]) => [field, kind, value] as const)))(
    'POST /api/family-members refuses %s given as a %s, adding nobody',
    async (field, _kind, value) => {
      const before = await memberNames(me);
      const res = await send(me, 'POST', '/api/family-members', { first_name: 'Wrong', last_name: 'Type', [field]: value });
      await expectRefusal(res, 400, /^Invalid input\. \w+: /);
      expect(await memberNames(me)).toEqual(before);
    },
  );

  it.each([['yes'], ['true'], [1]])('POST /api/family-members refuses is_alive given as %p: only true or false', async (value) => {
    const res = await send(me, 'POST', '/api/family-members', { first_name: 'Wrong', last_name: 'Flag', is_alive: value });
    await expectRefusal(res, 400, /isAlive: Must be true or false/);
  });

  it('POST /api/family-members stores no "[object Object]" name: an object is refused as not text', async () => {
    const res = await send(me, 'POST', '/api/family-members', { first_name: {}, last_name: 'Type' });
    await expectRefusal(res, 400, /firstName: Must be text/);
    expect(await memberNames(me)).not.toContain('[object Object]');
  });

  it.each(['from_member_id', 'to_member_id', 'relationship_type'].flatMap((field) => kinds.map(([kind, value]) => [field, kind, value] as const)))(
    'POST /api/relationships refuses %s given as a %s',
    async (field, _kind, value) => {
      const res = await send(me, 'POST', '/api/relationships', { from_member_id: me.selfMemberId, to_member_id: null, relationship_type: 'parent', [field]: value });
      await expectRefusal(res, 400, /^Invalid input\. \w+: /);
    },
  );

  it.each(['fromUserId', 'toUserId', 'relationshipType', 'message'].flatMap((field) => kinds.map(([kind, value]) => [field, kind, value] as const)))(
    'POST /api/connection-requests refuses %s given as a %s, sending nothing',
    async (field, _kind, value) => {
      const other = await buildUser(app);
      const res = await send(me, 'POST', '/api/connection-requests', { fromUserId: me.id, toUserId: other.id, relationshipType: 'cousin', message: 'Hi', [field]: value });
      await expectRefusal(res, 400, /^Invalid input\. \w+: /);
      const { data } = await other.client.gql<{ connectionRequests: { incoming: unknown[] } }>('{ connectionRequests { incoming { id } } }');
      expect(data!.connectionRequests.incoming).toEqual([]);
    },
  );

  const profileFields = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'address', 'bio', 'occupation', 'relationshipStatus', 'hometown', 'currentCity', 'location'];
  it.each(profileFields.flatMap((field) => kinds.map(([kind, value]) => [field, kind, value] as const)))(
    'PUT /api/user/profile refuses %s given as a %s, saving nothing',
    async (field, _kind, value) => {
      const before = await profile(me);
      const res = await send(me, 'PUT', '/api/user/profile', { occupation: 'Not saved', [field]: value });
      await expectRefusal(res, 400, new RegExp(`${field}: Must be text`));
      expect(await profile(me)).toEqual(before);
    },
  );

  it.each([['an object', { a: 'b' }], ['a number', 7], ['a list holding a number', ['Maths', 3]], ['JSON text that is no list', '{"a":1}']])(
    'PUT /api/user/profile refuses interests given as %s',
    async (_kind, value) => {
      const res = await send(me, 'PUT', '/api/user/profile', { interests: value });
      await expectRefusal(res, 400, /interests: Must be (a list of )?text/);
    },
  );

  it('PUT /api/user/profile refuses isOnboarded given as "yes"', async () => {
    const res = await send(me, 'PUT', '/api/user/profile', { isOnboarded: 'yes', firstName: 'Ada' });
    await expectRefusal(res, 400, /isOnboarded: Must be true or false/);
  });

  it('refuses a body that is a JSON list rather than an object of fields', async () => {
    const res = await send(me, 'POST', '/api/family-members', [{ first_name: 'A', last_name: 'B' }]);
    await expectRefusal(res, 400, /JSON object/);
  });
});

describe('bodies of the wrong content type', () => {
  const jsonRoutes = [
    ['POST', '/api/family-members', { first_name: 'Plain', last_name: 'Text' }],
    ['POST', '/api/relationships', { from_member_id: '00000000-0000-4000-8000-000000000000', relationship_type: 'parent' }],
    ['POST', '/api/connection-requests', { toUserId: '00000000-0000-4000-8000-000000000000', relationshipType: 'cousin' }],
  ] as const;

  it.each(jsonRoutes.flatMap(([method, path, body]) => ['text/plain', 'application/x-www-form-urlencoded'].map((type) => [method, path, type, body] as const)))(
    '%s %s answers 415 to a %s body',
    async (method, path, type, body) => {
      const before = await memberNames(me);
      const text = type === 'text/plain' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString();
      const res = await send(me, method, path, text, type);
      await expectRefusal(res, 415, /application\/json/);
      expect(await memberNames(me)).toEqual(before);
    },
  );

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('PUT /api/user/profile answers 415 to a %s body, saving nothing', async (type) => {
    const before = await profile(me);
    const res = await send(me, 'PUT', '/api/user/profile', type === 'text/plain' ? '{"occupation":"Not saved"}' : 'occupation=Not+saved', type);
    await expectRefusal(res, 415, /application\/json or multipart\/form-data/);
    expect(await profile(me)).toEqual(before);
  });
});

describe('malformed ids and query strings', () => {
  it.each(['not-a-uuid', '%00', '%E0', '1%20or%201=1', `${'0'.repeat(8)}-0000-0000-0000-00000000000z`])(
    'GET /api/family-members/user/%s answers 400, not a server error',
    async (id) => {
      await expectRefusal(await me.client.fetch(`/api/family-members/user/${id}`), 400, /userId: /);
      await expectRefusal(await me.client.fetch(`/api/relationships/user/${id}`), 400, /userId: /);
    },
  );

  it.each(['limit=abc', 'limit=1e3', 'limit=0', 'offset=-1', 'limit=1&limit=2'])('GET /api/family-members/user/{me} answers 400 to ?%s', async (query) => {
    await expectRefusal(await me.client.fetch(`/api/family-members/user/${me.id}?${query}`), 400, /(limit|offset): /);
  });

  it('POST /api/relationships answers 400 to a member id that is not an id', async () => {
    const res = await send(me, 'POST', '/api/relationships', { from_member_id: "1' or '1'='1", to_member_id: null, relationship_type: 'parent' });
    await expectRefusal(res, 400, /fromId: Must be an id/);
  });

  it('GET /api/users/search answers 400 to a search text given twice', async () => {
    await expectRefusal(await me.client.fetch('/api/users/search?query=ab&query=cd'), 400, /query: Must be text/);
  });
});
