import { screen, waitFor, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotificationBell } from './NotificationBell';
import { countMock, liveMock, markAllMock, markReadMock, notification, pageMock, quietMock } from './test/notificationFixtures';

const picnic = notification('n1', 'Ben Lovelace invited you to “Summer picnic”.', 0);
const rsvp = notification('n2', 'Ben Lovelace is going to “Grandma’s 90th”.', 1, true);
const older = notification('n3', 'Ben Lovelace changed “Reunion”.', 9);
const oldest = notification('n4', 'Ben Lovelace cancelled “Boat trip”.', 30, true);

/** The bell, also while the open list hides the rest of the page from assistive technology. */
const bell = (unread: number) => screen.getByRole('button', { name: `Notifications, ${unread} unread`, hidden: true });
const location = () => screen.getByTestId('location').textContent;

describe('NotificationBell', () => {
  it('shows how many notifications are unread, and counts one more when it arrives live, with a toast', async () => {
    const added = notification('n9', 'Ben Lovelace tagged you in “Beach day”.', 0);
    renderWithProviders(<NotificationBell />, { mocks: [countMock(2), liveMock(added, 50)] });

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
    expect(await screen.findByText('New notification')).toBeInTheDocument();
    expect(screen.getByText('Ben Lovelace tagged you in “Beach day”.')).toBeInTheDocument();
  });

  it('lists notifications under their days, unread ones marked, and says when there are none', async () => {
    const { user } = renderWithProviders(<NotificationBell />, { mocks: [countMock(2), quietMock, pageMock([picnic, rsvp, older, oldest])] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const headings = within(list).getAllByRole('listitem').filter((item) => item.classList.contains('MuiListSubheader-root'));
    expect(headings.map((h) => h.textContent)).toEqual(['Today', 'Yesterday', formatted(9), formatted(30)]);
    expect(within(list).getByRole('link', { name: /Unread: Ben Lovelace invited you to “Summer picnic”\./ })).toHaveAttribute('href', '/events/n1');
    expect(within(list).getByRole('link', { name: /^Ben Lovelace is going to/ })).toBeInTheDocument();
  });

  it('says “You’re all caught up” when there is nothing', async () => {
    const { user } = renderWithProviders(<NotificationBell />, { mocks: [countMock(0), quietMock, pageMock([])] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('speaks Spanish to a Spanish reader, leaving the server’s texts as they come', async () => {
    await inLanguage('es');
    const { user } = renderWithProviders(<NotificationBell />, { mocks: [countMock(2), quietMock, pageMock([picnic, rsvp])] });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));

    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(panel).getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
    const list = await within(panel).findByRole('list', { name: 'Notificaciones' });
    const headings = within(list).getAllByRole('listitem').filter((item) => item.classList.contains('MuiListSubheader-root'));
    expect(headings.map((h) => h.textContent)).toEqual(['Hoy', 'Ayer']);
    expect(within(list).getByRole('link', { name: /^Sin leer: Ben Lovelace invited you to “Summer picnic”\./ })).toBeInTheDocument();
  });

  it('opens a notification at its place and marks it read', async () => {
    const { user } = renderWithProviders(<NotificationBell />, { mocks: [countMock(2), quietMock, pageMock([picnic, rsvp, older]), markReadMock('n1')] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: /Summer picnic/ }));

    expect(location()).toBe('/events/n1');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('marks all as read', async () => {
    const { user } = renderWithProviders(<NotificationBell />, { mocks: [countMock(2), quietMock, pageMock([picnic, rsvp, older]), markAllMock(2)] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(bell(0)).toBeInTheDocument());
    expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('loads older notifications after the first page', async () => {
    const { user } = renderWithProviders(<NotificationBell />, {
      mocks: [countMock(1), quietMock, pageMock([picnic, rsvp], { endCursor: 'c2' }), pageMock([older, oldest], { after: 'c2' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.queryByText(/“Reunion”/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Ben Lovelace changed “Reunion”.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/Summer picnic/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

/** A day `daysAgo` days back, as the list heads it. */
function formatted(daysAgo: number) {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  return day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
