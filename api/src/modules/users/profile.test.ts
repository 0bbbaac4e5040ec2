import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { PNG_1PX, TestClient } from '../../../test/client.ts';
import { User } from './user.entity.ts';
import { FamilyMember } from '../family/people/family-member.entity.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp({ MAX_UPLOAD_MB: '1' })));
afterAll(() => app.close());

const PROFILE = `id firstName lastName displayName bio location dateOfBirth phone address occupation relationshipStatus
  hometown currentCity interests socialMedia isOnboarded profileImageUrl
  privacySettings { showEmail showPhone showAddress showBirthday allowFamilyConnections }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${PROFILE} } }`;
const ONBOARD = `mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { ${PROFILE} } }`;

async function signedIn(name = 'Grace Hopper') {
  const client = new TestClient(app.url);
  await client.signIn({ name });
  return client;
}

const reload = async (client: TestClient) => (await client.gql<{ me: Record<string, unknown> }>(`{ me { ${PROFILE} } }`)).data!.me;

describe('Query.me and GET /api/auth/user', () => {
  it('answers null and 401 with a plain-text body when signed out', async () => {
    const client = new TestClient(app.url);
    expect((await client.gql('{ me { id } }')).data?.me).toBeNull();
    const res = await client.fetch('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect((await res.text()).split('\n')[0]).toBe('You must be signed in.');
  });

  it('starts with the default privacy settings and a member for the user in their own tree', async () => {
    const client = await signedIn();
    const me = await reload(client);
    expect(me.privacySettings).toEqual({ showEmail: false, showPhone: false, showAddress: false, showBirthday: true, allowFamilyConnections: true });
    const self = await app.orm.em.fork().findOneOrFail(FamilyMember, { linkedUser: me.id as string, mirrorsProfile: true });
    expect([self.firstName, self.lastName]).toEqual(['Grace', 'Hopper']);
  });
});

describe('Mutation.completeOnboarding', () => {
  it('saves the wizard fields and marks the user onboarded', async () => {
    const client = await signedIn();
    const { data, errors } = await client.gql(ONBOARD, { input: { firstName: ' Grace ', lastName: 'Hopper', bio: 'Admiral', location: 'Arlington', dateOfBirth: '1906-12-09' } });
    expect(errors).toBeUndefined();
    expect(data?.completeOnboarding).toMatchObject({ firstName: 'Grace', bio: 'Admiral', location: 'Arlington', dateOfBirth: '1906-12-09', isOnboarded: true });
  });

  it('requires non-blank names, bio and location, and saves nothing otherwise', async () => {
    const client = await signedIn();
    const { errors } = await client.gql(ONBOARD, { input: { firstName: '  ', lastName: 'Hopper', bio: '', location: 'x' } });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { firstName: 'Required', bio: 'Required' } });
    expect((await reload(client)).isOnboarded).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const { errors } = await new TestClient(app.url).gql(ONBOARD, { input: { firstName: 'a', lastName: 'b', bio: 'c', location: 'd' } });
    expect(errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('gender at onboarding', () => {
  const ONBOARD_GENDER = `mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) { id gender } }`;
  const MEMBER = 'query($id: ID!) { familyMember(id: $id) { gender isSelf } }';
  const onboard = (client: TestClient, gender?: string | null) =>
    client.gql<{ completeOnboarding: { id: string; gender: string | null } }>(ONBOARD_GENDER, { input: { firstName: 'Grace', lastName: 'Hopper', bio: 'Admiral', location: 'Arlington', gender } });
  const selfOf = (userId: string) => app.orm.em.fork().findOneOrFail(FamilyMember, { linkedUser: userId, mirrorsProfile: true });

  it('stores the gender chosen on the user and on the person standing for them in their tree', async () => {
    const client = await signedIn();
    const { data, errors } = await onboard(client, 'female');
    expect(errors).toBeUndefined();
    expect(data?.completeOnboarding.gender).toBe('female');
    const self = await selfOf(data!.completeOnboarding.id);
    expect(self.gender).toBe('female');
    expect((await client.gql(MEMBER, { id: self.id })).data?.familyMember).toEqual({ gender: 'female', isSelf: true });
  });

  it('leaves the gender unknown, not "other", when the user would rather not say', async () => {
    for (const gender of [undefined, null]) {
      const client = await signedIn();
      const { data } = await onboard(client, gender);
      expect(data?.completeOnboarding.gender).toBeNull();
      const self = await selfOf(data!.completeOnboarding.id);
      expect(self.gender).toBeNull();
      expect((await client.gql(MEMBER, { id: self.id })).data?.familyMember).toEqual({ gender: null, isSelf: true });
    }
  });

  it('refuses a gender that is not one of the choices', async () => {
    const client = await signedIn();
    const { errors } = await onboard(client, 'robot');
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await reload(client)).isOnboarded).toBe(false);
  });

  it('takes the gender with the onboarding payload over REST', async () => {
    const client = await signedIn();
    const form = new FormData();
    for (const [key, value] of Object.entries({ firstName: 'Grace', lastName: 'Hopper', bio: 'Admiral', location: 'Arlington', isOnboarded: 'true', gender: 'other' })) form.append(key, value);
    const res = await client.fetch('/api/user/profile', { method: 'PUT', body: form });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect((await selfOf(id)).gender).toBe('other');
  });
});

describe('Mutation.updateProfile', () => {
  it('changes only the fields sent and normalises interests', async () => {
    const client = await signedIn();
    await client.gql(UPDATE, { input: { occupation: 'Engineer', phone: '555-0100' } });
    const { data } = await client.gql(UPDATE, { input: { interests: [' Sailing ', 'sailing', '', 'Chess'], relationshipStatus: 'married', privacySettings: { showPhone: true } } });
    expect(data?.updateProfile).toMatchObject({
      occupation: 'Engineer',
      phone: '555-0100',
      interests: ['Sailing', 'Chess'],
      relationshipStatus: 'married',
      privacySettings: { showPhone: true, showEmail: false, showBirthday: true },
    });
  });

  it('clears an optional field sent blank or null', async () => {
    const client = await signedIn();
    await client.gql(UPDATE, { input: { hometown: 'Bath', bio: 'Hello' } });
    await client.gql(UPDATE, { input: { hometown: '  ', bio: null } });
    expect(await reload(client)).toMatchObject({ hometown: null, bio: null });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Required'],
    [{ lastName: null }, 'lastName', 'Required'],
    [{ bio: 'x'.repeat(2001) }, 'bio', 'String must contain at most 2000 character(s)'],
    [{ phone: '1'.repeat(41) }, 'phone', 'String must contain at most 40 character(s)'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date cannot be in the future'],
    [{ socialMedia: ['not', 'an', 'object'] }, 'socialMedia', 'Social media must map network names to links'],
    [{ interests: ['x'.repeat(51)] }, 'interests', 'String must contain at most 50 character(s)'],
  ])('refuses %j with a message on the field, saving nothing', async (input, field, message) => {
    const client = await signedIn();
    const { errors } = await client.gql(UPDATE, { input: { ...input, occupation: 'Should not be saved' } });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect((await reload(client)).occupation).toBeNull();
  });

  it('refuses unknown enum values and malformed dates as BAD_USER_INPUT', async () => {
    const client = await signedIn();
    const bad = await client.gql(UPDATE, { input: { relationshipStatus: 'complicated' } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const date = await client.gql(UPDATE, { input: { dateOfBirth: '1990-02-30' } });
    expect(date.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the member that stands for the user in step with the profile', async () => {
    const client = await signedIn();
    const { data } = await client.gql<{ updateProfile: { id: string } }>(UPDATE, { input: { firstName: 'Amazing', dateOfBirth: '1906-12-09' } });
    const self = await app.orm.em.fork().findOneOrFail(FamilyMember, { linkedUser: data!.updateProfile.id, mirrorsProfile: true });
    expect([self.firstName, self.birthDate, self.birthEarliest, self.birthLatest]).toEqual(['Amazing', '9 DEC 1906', '1906-12-09', '1906-12-09']);
  });

  it('does not copy a birthday the user hides into the trees they share', async () => {
    const client = await signedIn();
    const { data } = await client.gql<{ updateProfile: { id: string } }>(UPDATE, { input: { dateOfBirth: '1906-12-09', privacySettings: { showBirthday: false } } });
    const self = await app.orm.em.fork().findOneOrFail(FamilyMember, { linkedUser: data!.updateProfile.id, mirrorsProfile: true });
    expect(self.birthDate).toBeNull();
  });
});

describe('profile photos', () => {
  const png = () => ({ blob: new Blob([PNG_1PX], { type: 'image/png' }), name: 'me.png' });

  it('stores an image and serves it only to signed-in users', async () => {
    const client = await signedIn();
    const { data, errors } = await client.gqlUpload<{ updateProfile: { profileImageUrl: string } }>(UPDATE, { input: { profileImage: null } }, { 'variables.input.profileImage': png() });
    expect(errors).toBeUndefined();
    const url = data!.updateProfile.profileImageUrl;
    expect(url).toMatch(/^\/uploads\/avatar\/.+\.png$/);
    const res = await client.fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // Served as stored: a PNG again, re-encoded from what was sent.
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 8)).toEqual(PNG_1PX.subarray(0, 8));
    expect((await new TestClient(app.url).fetch(url)).status).toBe(401);
  });

  it('refuses a file that is not an image by its content, whatever its name and type', async () => {
    const client = await signedIn();
    const fake = { blob: new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), name: 'photo.png' };
    const { errors } = await client.gqlUpload(UPDATE, { input: { profileImage: null, occupation: 'Nope' } }, { 'variables.input.profileImage': fake });
    expect(errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { profileImage: expect.stringMatching(/image/) } });
    expect(await reload(client)).toMatchObject({ profileImageUrl: null, occupation: null });
  });

  it('refuses a file over the size limit', async () => {
    const client = await signedIn();
    const big = { blob: new Blob([PNG_1PX, Buffer.alloc(1024 * 1024 + 10)], { type: 'image/png' }), name: 'big.png' };
    const { errors } = await client.gqlUpload(UPDATE, { input: { profileImage: null } }, { 'variables.input.profileImage': big });
    expect(errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await reload(client)).profileImageUrl).toBeNull();
  });
});

describe('PUT /api/user/profile', () => {
  it('takes the onboarding payload as multipart', async () => {
    const client = await signedIn();
    const form = new FormData();
    Object.entries({ firstName: 'Ada', lastName: 'Byron', bio: 'Poet of science', location: 'London', dateOfBirth: '1815-12-10', isOnboarded: 'true' }).forEach(([k, v]) => form.append(k, v));
    form.append('profileImage', new Blob([PNG_1PX], { type: 'image/png' }), 'ada.png');
    const res = await client.fetch('/api/user/profile', { method: 'PUT', body: form });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { profileImageUrl: string };
    expect(body).toMatchObject({ firstName: 'Ada', location: 'London', isOnboarded: true, dateOfBirth: '1815-12-10' });
    expect(body.profileImageUrl).toMatch(/^\/uploads\//);
  });

  it('takes the profile page payload with interests as JSON text', async () => {
    const client = await signedIn();
    const form = new FormData();
    Object.entries({ firstName: 'Ada', lastName: 'Byron', occupation: 'Analyst', relationshipStatus: 'married', interests: JSON.stringify(['Maths', ' maths ', 'Poetry']) }).forEach(([k, v]) => form.append(k, v));
    const res = await client.fetch('/api/user/profile', { method: 'PUT', body: form });
    expect(await res.json()).toMatchObject({ occupation: 'Analyst', relationshipStatus: 'married', interests: ['Maths', 'Poetry'] });
  });

  it('clears fields sent as JSON null', async () => {
    const client = await signedIn();
    await client.gql(UPDATE, { input: { bio: 'Hello', occupation: 'Baker' } });
    const res = await client.fetch('/api/user/profile', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bio: null, occupation: null }) });
    expect(res.status).toBe(200);
    expect(await reload(client)).toMatchObject({ bio: null, occupation: null });
  });

  it('answers 400 with a plain-text message on bad input, saving nothing', async () => {
    const client = await signedIn();
    const form = new FormData();
    form.append('relationshipStatus', 'complicated');
    form.append('occupation', 'Should not be saved');
    const res = await client.fetch('/api/user/profile', { method: 'PUT', body: form });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/relationshipStatus: Invalid enum value/);
    const em = app.orm.em.fork();
    const me = await reload(client);
    expect((await em.findOneOrFail(User, { id: me.id as string })).occupation).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(app.url).fetch('/api/user/profile', { method: 'PUT', body: new FormData() });
    expect(res.status).toBe(401);
  });
});
