import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser } from '../../../test/factories.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('REST compatibility: family members and relationships', () => {
  it('adds a member with the snake_case payload, returning its id, then relates it to me (to_member_id null)', async () => {
    const me = await buildUser(app);
    const res = await me.client.fetch('/api/family-members', json({ first_name: 'Eliza', last_name: 'Doolittle', date_of_birth: '1912-04-01', date_of_death: null, profile_picture: null, bio: 'Flowers', gender: 'female', is_alive: false }));
    expect(res.status).toBe(201);
    const member = (await res.json()) as { id: string; firstName: string; isAlive: boolean };
    expect(member).toMatchObject({ id: expect.any(String), firstName: 'Eliza', isAlive: false });

    const rel = await me.client.fetch('/api/relationships', json({ from_member_id: member.id, to_member_id: null, relationship_type: 'parent' }));
    expect(rel.status).toBe(201);
    expect(await rel.json()).toEqual([expect.objectContaining({ fromMemberId: member.id, toMemberId: me.selfMemberId, relationshipType: 'parent', userId: me.id })]);

    const members = (await (await me.client.fetch(`/api/family-members/user/${me.id}`)).json()) as { id: string; isSelf: boolean }[];
    expect(members.map((m) => m.id)).toEqual([me.selfMemberId, member.id]);
    const edges = (await (await me.client.fetch(`/api/relationships/user/${me.id}`)).json()) as unknown[];
    expect(edges).toHaveLength(1);
  });

  it("answers 404 for another user's tree and people, with a plain-text body", async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    const theirs = await addMember(other, 'Secret', 'parent');
    for (const path of [`/api/family-members/user/${other.id}`, `/api/relationships/user/${other.id}`]) {
      const res = await me.client.fetch(path);
      expect(res.status).toBe(404);
      expect((await res.text()).split('\n')[0]).toBe('Tree not found.');
    }
    const rel = await me.client.fetch('/api/relationships', json({ from_member_id: theirs.member.id, to_member_id: null, relationship_type: 'parent' }));
    expect(rel.status).toBe(404);
  });

  it('answers 400 with the reason for bad input, and 401 when signed out', async () => {
    const me = await buildUser(app);
    const noName = await me.client.fetch('/api/family-members', json({ first_name: '', last_name: 'X' }));
    expect(noName.status).toBe(400);
    expect(await noName.text()).toMatch(/firstName: Required/);
    const dates = await me.client.fetch('/api/family-members', json({ first_name: 'A', last_name: 'B', date_of_birth: '1950-01-01', date_of_death: '1940-01-01' }));
    expect(dates.status).toBe(400);
    expect(await dates.text()).toMatch(/dateOfDeath: Date of death cannot be before the date of birth/);
    const m = await addMember(me, 'Kid', 'child');
    const badType = await me.client.fetch('/api/relationships', json({ from_member_id: m.member.id, to_member_id: null, relationship_type: 'nemesis' }));
    expect(badType.status).toBe(400);
    expect((await badType.text()).split('\n')[0]).toBe('Unknown relationship type "nemesis".');
    const cycle = await me.client.fetch('/api/relationships', json({ from_member_id: m.member.id, to_member_id: null, relationship_type: 'parent' }));
    expect(cycle.status).toBe(400);
    me.client.cookies.clear();
    expect((await me.client.fetch(`/api/family-members/user/${me.id}`)).status).toBe(401);
  });
});
