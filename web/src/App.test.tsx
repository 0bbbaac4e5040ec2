import { screen } from '@testing-library/react';
import { AccessGate } from './ConnectedApp';
import { DashboardDocument } from './features/dashboard/dashboardQuery';
import { SignInOptionsDocument } from './features/sign-in/signInOptionsQuery';
import { CurrentUserDocument } from './session/currentUser';
import { renderWithProviders } from './test/renderWithProviders';

function viewer(isOnboarded: boolean, role: 'ADMINISTRATOR' | 'MEMBER' = 'MEMBER') {
  return {
    __typename: 'User' as const,
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    profileImageUrl: null,
    isOnboarded,
    role,
    hasPassword: true,
  };
}

const meMock = (me: ReturnType<typeof viewer> | null) => ({
  request: { query: CurrentUserDocument },
  result: { data: { me } },
});

const signInOptionsMock = {
  request: { query: SignInOptionsDocument },
  result: {
    data: {
      signInOptions: {
        __typename: 'SignInOptions',
        needsAdministrator: false,
        registration: 'INVITE',
        builtInAccounts: true,
        passwordResetByEmail: false,
      },
    },
  },
};

const dashboardMock = {
  request: { query: DashboardDocument, variables: { activityCount: 6 } },
  result: {
    data: {
      me: { __typename: 'User', id: 'u1', firstName: 'Ada', displayName: 'Ada Lovelace' },
      familyStats: { __typename: 'FamilyStats', memberCount: 1, memoryCount: 0, storyCount: 0, upcomingEventCount: 0, relationshipCount: 0, connectionCount: 0, daysSinceJoined: 3 },
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

  it('shows signed-out visitors the sign-in page of their sign-in', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(null), signInOptionsMock], route: '/sign-in/abc123' });

    expect(await screen.findByRole('heading', { name: 'Sign in to Kinfolk' })).toBeInTheDocument();
  });

  it('opens a password reset link whether signed in or not', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(null)], route: '/reset-password/tok-1' });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('opens a password reset link inside the app for a signed-in user', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(true))], route: '/reset-password/tok-1' });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kinfolk home' })).toBeInTheDocument();
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

  it('shows the administrator the Accounts page and card, and members neither', async () => {
    const member = renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(true)), dashboardMock] });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite family' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument();
    member.unmount();

    renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(true, 'ADMINISTRATOR')), dashboardMock] });
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('shows members the not-found page at the administrator’s address', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(true))], route: '/admin/accounts' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths inside the app', async () => {
    renderWithProviders(<AccessGate />, { mocks: [meMock(viewer(true))], route: '/family-albums' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
