import { screen } from '@testing-library/react';
import { AccessGate } from './App';
import { DashboardDocument } from './features/dashboard/dashboardQuery';
import { CurrentUserDocument } from './session/currentUser';
import { renderWithProviders } from './test/renderWithProviders';

function viewer(isOnboarded: boolean) {
  return {
    __typename: 'User' as const,
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    profileImageUrl: null,
    isOnboarded,
  };
}

const meMock = (me: ReturnType<typeof viewer> | null) => ({
  request: { query: CurrentUserDocument },
  result: { data: { me } },
});

const dashboardMock = {
  request: { query: DashboardDocument, variables: { activityCount: 6 } },
  result: {
    data: {
      me: { __typename: 'User', id: 'u1', firstName: 'Ada', displayName: 'Ada Lovelace' },
      familyStats: { __typename: 'FamilyStats', memberCount: 1, relationshipCount: 0, connectionCount: 0, daysSinceJoined: 3 },
      recentActivity: [],
    },
  },
};

describe('access states', () => {
  it('shows a spinner while finding out who is signed in', () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(null)] });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows only the landing page to signed-out visitors', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(null)], route: '/profile' });

    expect(await screen.findByRole('link', { name: /Start Building/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends users who have not finished onboarding to the wizard, whatever the path', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(false))], route: '/profile' });

    expect(await screen.findByRole('heading', { name: 'Welcome to Kinfolk' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
  });

  it('opens the dashboard for onboarded users', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(true)), dashboardMock] });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows the not-found page for unknown paths inside the app', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(true))], route: '/family-albums' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
