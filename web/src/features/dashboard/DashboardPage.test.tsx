import { screen, within } from '@testing-library/react';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import { renderWithProviders } from '../../test/renderWithProviders';
import { inLanguage } from '../../test/inLanguage';
import { tKey } from '../../lib/i18n';
import { DashboardPage } from './DashboardPage';
import { DashboardDocument } from './dashboardQuery';

const cards = [
  { key: 'profile', title: 'Profile', description: 'Your details.', icon: <PersonRoundedIcon />, to: '/profile' },
  { key: 'api', title: 'API sandbox', description: 'Explore the API.', icon: <PersonRoundedIcon />, href: '/graphql' },
];

function activity(id: string, kind: string, summary: string, extra: { treeId?: string; memberId?: string | null; link?: string; createdAt?: string } = {}) {
  return { __typename: 'Activity', id, kind, summary, treeId: null, memberId: null, link: null, createdAt: '2026-11-20T10:00:00.000Z', ...extra };
}

function dashboardMock(recentActivity: object[]) {
  return {
    request: { query: DashboardDocument, variables: { activityCount: 6 } },
    result: {
      data: {
        me: { __typename: 'User', id: 'u1', firstName: 'Ada', displayName: 'Ada Lovelace' },
        familyStats: { __typename: 'FamilyStats', memberCount: 4, memoryCount: 2, storyCount: 7, upcomingEventCount: 3, relationshipCount: 5, connectionCount: 1, daysSinceJoined: 12 },
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
            treeId: null,
            memberId: null,
            link: null,
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

  it('welcomes a user who has just finished onboarding, rather than welcoming them back', async () => {
    const justNow = new Date(Date.now() - 2 * 60 * 1000).toISOString();
    renderWithProviders(<DashboardPage cards={cards} />, {
      mocks: [dashboardMock([activity('a2', 'onboarded', 'You set up your profile.', { createdAt: justNow }), activity('a1', 'joined', 'You joined Kinfolk.', { createdAt: justNow })])],
    });

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeInTheDocument();
  });

  it('welcomes them back once their onboarding is more than an hour old', async () => {
    const yesterday = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString();
    renderWithProviders(<DashboardPage cards={cards} />, {
      mocks: [dashboardMock([activity('a2', 'onboarded', 'You set up your profile.', { createdAt: yesterday })])],
    });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it('links an entry to the person it is about, and leaves entries about a removed person as plain history', async () => {
    renderWithProviders(<DashboardPage cards={cards} />, {
      mocks: [
        dashboardMock([
          activity('a4', 'member_removed', 'You removed Baby Whitaker from the Whitaker family.', { treeId: 't1' }),
          activity('a3', 'member_added', 'You added Baby Whitaker to the Whitaker family.', { treeId: 't1' }),
          activity('a2', 'member_added', 'You added Grace Whitaker to the Whitaker family.', { treeId: 't1', memberId: 'm-grace' }),
        ]),
      ],
    });

    const feed = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section') as HTMLElement;
    expect(within(feed).getByRole('link', { name: 'You added Grace Whitaker to the Whitaker family.' })).toHaveAttribute(
      'href',
      '/family-tree?tree=t1&focus=m-grace',
    );
    expect(within(feed).getByText('You added Baby Whitaker to the Whitaker family.')).toBeInTheDocument();
    expect(within(feed).getByText('You removed Baby Whitaker from the Whitaker family.')).toBeInTheDocument();
    expect(within(feed).getAllByRole('link')).toHaveLength(1);
  });

  it('counts memories, stories and upcoming events in the family stats', async () => {
    renderWithProviders(<DashboardPage cards={cards} />, { mocks: [dashboardMock([])] });

    const stats = (await screen.findByRole('heading', { name: 'Family Stats' })).closest('section') as HTMLElement;
    const figure = (label: string) => within(stats).getByText(label).previousElementSibling?.textContent;
    expect(figure('Memories')).toBe('2');
    expect(figure('Stories')).toBe('7');
    expect(figure('Upcoming events')).toBe('3');
  });

  it('shows memories, stories, family events and requests to connect in the feed, each linked to its screen', async () => {
    renderWithProviders(<DashboardPage cards={cards} />, {
      mocks: [
        dashboardMock([
          activity('a6', 'memory_added', 'Ben Okafor shared “Picnic” in “Cousins”.'),
          activity('a5', 'memory_tagged', 'Ben Okafor tagged Grace Nwosu in “Picnic”.'),
          activity('a4', 'story_shared', 'Ada Nwosu shared the story “The long winter”.', { link: '/stories#s-1' }),
          activity('a3', 'event_rsvp', 'Ben Okafor is going to “Summer picnic”.'),
          activity('a2', 'event_cancelled', 'You cancelled “Reunion”.'),
          activity('a1', 'connection_requested', 'Vera Eze asked to connect with you.'),
        ]),
      ],
    });

    const feed = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section') as HTMLElement;
    const hrefOf = (name: string) => within(feed).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Ben Okafor shared “Picnic” in “Cousins”.')).toBe('/memories');
    expect(hrefOf('Ben Okafor tagged Grace Nwosu in “Picnic”.')).toBe('/memories');
    expect(hrefOf('Ada Nwosu shared the story “The long winter”.')).toBe('/stories#s-1');
    expect(hrefOf('Ben Okafor is going to “Summer picnic”.')).toBe('/events');
    expect(hrefOf('You cancelled “Reunion”.')).toBe('/events');
    expect(hrefOf('Vera Eze asked to connect with you.')).toBe('/family-tree');
    // Each entry has its own icon beside it.
    expect(within(feed).getAllByTestId(/Icon$/).filter((icon) => icon.closest('li'))).toHaveLength(6);
    expect(within(feed).getByTestId('AutoStoriesRoundedIcon')).toBeInTheDocument();
    expect(within(feed).getByTestId('EventBusyRoundedIcon')).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const translatedCards = [
      { key: 'profile', title: tKey('common:feature.profile.title'), description: tKey('common:feature.profile.description'), icon: <PersonRoundedIcon />, to: '/profile' },
    ];
    renderWithProviders(<DashboardPage cards={translatedCards} />, { mocks: [dashboardMock([])] });
    expect(screen.getByLabelText('Cargando el panel')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: '¡Qué gusto verte de nuevo, Ada!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cerrar sesión/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Perfil/ })).toHaveAttribute('href', '/profile');
    const stats = screen.getByRole('heading', { name: 'Datos de la familia' }).closest('section') as HTMLElement;
    const figure = (label: string) => within(stats).getByText(label).previousElementSibling?.textContent;
    expect(figure('Miembros de la familia')).toBe('4');
    expect(figure('Conexión')).toBe('1');
    expect(screen.getByRole('heading', { name: 'Actividad reciente' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay actividad')).toBeInTheDocument();
  });
});
