import { screen, within } from '@testing-library/react';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DashboardPage } from './DashboardPage';
import { DashboardDocument } from './dashboardQuery';

const cards = [
  { key: 'profile', title: 'Profile', description: 'Your details.', icon: <PersonRoundedIcon />, to: '/profile' },
  { key: 'api', title: 'API sandbox', description: 'Explore the API.', icon: <PersonRoundedIcon />, href: '/graphql' },
];

function dashboardMock(recentActivity: object[]) {
  return {
    request: { query: DashboardDocument, variables: { activityCount: 6 } },
    result: {
      data: {
        me: { __typename: 'User', id: 'u1', firstName: 'Ada', displayName: 'Ada Lovelace' },
        familyStats: { __typename: 'FamilyStats', memberCount: 4, relationshipCount: 5, connectionCount: 1, daysSinceJoined: 12 },
        recentActivity,
      },
    },
  };
}

describe('DashboardPage', () => {
  it('shows placeholders while loading, then greets the user with real figures', async () => {
    renderWithProviders(<DashboardPage cards={cards} />, {
      mocks: [
        dashboardMock([
          {
            __typename: 'Activity',
            id: 'a1',
            kind: 'profile_updated',
            summary: 'You updated your profile.',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
      ],
    });
    expect(screen.getByLabelText('Loading dashboard')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    const signOut = screen.getByRole('button', { name: /Sign Out/ });
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')).toHaveAttribute('action', '/api/logout');

    const stats = screen.getByRole('heading', { name: 'Family Stats' }).closest('.MuiCard-root') as HTMLElement;
    expect(within(stats).getByText('4')).toBeInTheDocument();
    expect(within(stats).getByText('Family members')).toBeInTheDocument();
    expect(within(stats).getByText('12')).toBeInTheDocument();
    expect(within(stats).getByText('5')).toBeInTheDocument();
    expect(within(stats).getByText('Relationships')).toBeInTheDocument();
    expect(within(stats).getByText('1')).toBeInTheDocument();
    expect(within(stats).getByText('Connection')).toBeInTheDocument();

    expect(screen.getByText('You updated your profile.')).toBeInTheDocument();
    expect(screen.getByText(/Nov 20, 2026/)).toBeInTheDocument();
  });

  it('links each card to its feature', async () => {
    renderWithProviders(<DashboardPage cards={cards} />, { mocks: [dashboardMock([])] });

    expect(await screen.findByRole('link', { name: /Profile/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: /API sandbox/ })).toHaveAttribute('href', '/graphql');
  });

  it('says so when nothing has happened yet', async () => {
    renderWithProviders(<DashboardPage cards={cards} />, { mocks: [dashboardMock([])] });

    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
