import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { print } from 'graphql';
import { DASHBOARD_QUERY } from '../../../../shared/boot/index.ts';
import { primeBootJson } from '../../session/bootJson';
import { createCache } from '../../apollo/cache';
import { ACTIVITY_COUNT, DashboardDocument } from './dashboardQuery';
import { preloadDashboard } from './preloadDashboard';

const answer = {
  me: { __typename: 'User' as const, id: 'u1', firstName: 'Ada', displayName: 'Ada Lovelace' },
  familyStats: { __typename: 'FamilyStats' as const, memberCount: 4, memoryCount: 2, storyCount: 7, upcomingEventCount: 3, relationshipCount: 5, connectionCount: 1, daysSinceJoined: 12 },
  recentActivity: [],
};

const clientWith = (mocks: MockLink.MockedResponse[]) => new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
const dashboard = { request: { query: DashboardDocument, variables: { activityCount: ACTIVITY_COUNT } }, result: { data: answer } };

describe('preloadDashboard', () => {
  afterEach(() => primeBootJson(null as never));

  it('reads what the dashboard shows into the cache before the screen renders', async () => {
    const client = clientWith([dashboard]);
    await preloadDashboard(client, { pathname: '/' });
    expect(client.readQuery({ query: DashboardDocument, variables: { activityCount: ACTIVITY_COUNT } })?.me?.firstName).toBe('Ada');
  });

  it('reads nothing on another page', async () => {
    const client = clientWith([dashboard]);
    await preloadDashboard(client, { pathname: '/family-tree' });
    expect(client.readQuery({ query: DashboardDocument, variables: { activityCount: ACTIVITY_COUNT } })).toBeNull();
  });

  it('leaves a failure to the screen', async () => {
    const client = clientWith([{ request: dashboard.request, error: new Error('offline') }]);
    await expect(preloadDashboard(client, { pathname: '/' })).resolves.toBeUndefined();
  });

  it('puts what the server wrote into the page into the cache, and asks nothing', async () => {
    primeBootJson({ currentUser: { me: null }, dashboard: { variables: { activityCount: ACTIVITY_COUNT }, data: { ...answer, me: { ...answer.me, firstName: 'Written' } } } });
    const client = clientWith([]);
    await preloadDashboard(client, { pathname: '/' });
    expect(client.readQuery({ query: DashboardDocument, variables: { activityCount: ACTIVITY_COUNT } })?.me?.firstName).toBe('Written');
  });

  it("has the server ask the very query the dashboard asks (shared/boot keeps a copy of the screen's document)", () => {
    const withoutTypenames = (query: string) => query.split('\n').filter((line) => line.trim() !== '__typename').join('\n');
    expect(print(DashboardDocument)).toBe(withoutTypenames(DASHBOARD_QUERY));
  });
});
