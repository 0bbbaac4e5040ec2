import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const DASHBOARD = '{ recentActivity(first: 5) { kind summary } familyStats { memberCount daysSinceJoined } }';

describe('dashboard figures', () => {
  it('lists what the user did, newest first, and counts their tree', async () => {
    const client = new TestClient(app.url);
    await client.signIn();
    await client.gql('mutation { completeOnboarding(input: { firstName: "Mary", lastName: "Anning", bio: "Fossils", location: "Lyme Regis" }) { id } }');
    await client.gql('mutation { updateProfile(input: { occupation: "Palaeontologist" }) { id } }');
    const { data } = await client.gql<{ recentActivity: { kind: string }[]; familyStats: { memberCount: number; daysSinceJoined: number } }>(DASHBOARD);
    expect(data?.recentActivity.map((a) => a.kind)).toEqual(['profile_updated', 'onboarded', 'joined']);
    expect(data?.familyStats).toEqual({ memberCount: 1, daysSinceJoined: 0 });
  });

  it('shows one user nothing of another', async () => {
    const a = new TestClient(app.url);
    await a.signIn();
    await a.gql('mutation { updateProfile(input: { occupation: "Secret" }) { id } }');
    const b = new TestClient(app.url);
    await b.signIn();
    const { data } = await b.gql<{ recentActivity: { kind: string }[] }>(DASHBOARD);
    expect(data?.recentActivity.map((x) => x.kind)).toEqual(['joined']);
  });

  it('refuses an out-of-range page size', async () => {
    const client = new TestClient(app.url);
    await client.signIn();
    const { errors } = await client.gql('{ recentActivity(first: 500) { id } }');
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('needs a signed-in user', async () => {
    const { errors } = await new TestClient(app.url).gql(DASHBOARD);
    expect(errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
