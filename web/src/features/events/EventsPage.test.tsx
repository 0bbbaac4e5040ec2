import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CalendarFeedDocument, FamilyEventsDocument } from './eventQueries';
import { EventsPage } from './EventsPage';
import { EVENTS_PAGE_SIZE } from './useEventPages';
import { cardEvent, counts } from './test/eventFixtures';

const page = (when: 'upcoming' | 'past', nodes: ReturnType<typeof cardEvent>[], after?: string, endCursor: string | null = null) => ({
  request: { query: FamilyEventsDocument, variables: { when, first: EVENTS_PAGE_SIZE, ...(after ? { after } : {}) } },
  result: { data: { familyEvents: { __typename: 'FamilyEventPage' as const, nodes, endCursor, hasMore: Boolean(endCursor) } } },
});
const noFeed = { request: { query: CalendarFeedDocument }, result: { data: { calendarFeed: null } } };

describe('EventsPage', () => {
  it('shows upcoming events with their time in their own zone, place, answers and a Cancelled badge, and loads more', async () => {
    const allDay = cardEvent({ id: 'e2', title: 'Reunion weekend', eventType: 'reunion', allDay: true, startsAt: '2027-07-09T22:00:00.000Z', endsAt: '2027-07-11T22:00:00.000Z', location: null, rsvpCounts: counts() });
    const cancelled = cardEvent({ id: 'e3', title: 'Boat trip', cancelledAt: '2027-06-01T00:00:00.000Z', timeZone: 'America/New_York', endsAt: null });
    const { user } = renderWithProviders(<EventsPage />, {
      route: '/events',
      mocks: [page('upcoming', [cardEvent(), allDay], undefined, 'c1'), noFeed, page('upcoming', [cancelled], 'c1')],
    });

    const picnic = await screen.findByRole('article', { name: 'Summer picnic' });
    expect(picnic).toHaveTextContent('Jun 14, 2027, 3:00 PM – 6:00 PM GMT+2');
    expect(picnic).toHaveTextContent('Grandma’s garden');
    expect(picnic).toHaveTextContent('1 going · 1 no answer');
    expect(within(picnic).getByText('Gathering')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Summer picnic/ })).toHaveAttribute('href', '/events/e1');
    const reunion = screen.getByRole('article', { name: 'Reunion weekend' });
    expect(reunion).toHaveTextContent('Jul 10, 2027 – Jul 11, 2027');
    expect(reunion).toHaveTextContent('No one invited yet');

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    const boat = await screen.findByRole('article', { name: 'Boat trip' });
    expect(within(boat).getByText('Cancelled')).toBeInTheDocument();
    expect(boat).toHaveTextContent('Jun 14, 2027, 9:00 AM EDT');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says there are no upcoming events yet and offers to add one', async () => {
    const { user } = renderWithProviders(<EventsPage />, { route: '/events', mocks: [page('upcoming', []), noFeed] });

    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(screen.getByText('Create your first family event')).toBeInTheDocument();
    const [, inEmptyState] = screen.getAllByRole('button', { name: 'Add Event' });
    await user.click(inEmptyState);
    expect(screen.getByRole('dialog', { name: 'Add Event' })).toBeInTheDocument();
  });

  it('shows past events on their tab', async () => {
    const { user } = renderWithProviders(<EventsPage />, {
      route: '/events',
      mocks: [page('upcoming', []), noFeed, page('past', [cardEvent({ id: 'p1', title: 'Last Christmas' })])],
    });
    await screen.findByText('No upcoming events');

    await user.click(screen.getByRole('tab', { name: 'Past' }));

    expect(await screen.findByRole('article', { name: 'Last Christmas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  });

  it('speaks Spanish to a Spanish reader: tabs, kinds, answers and a 24-hour clock', async () => {
    await inLanguage('es');
    const privateOne = cardEvent({ id: 'e2', title: 'Cena de Navidad', eventType: 'holiday', isPrivate: true, rsvpCounts: counts(3, 0, 1, 0) });
    renderWithProviders(<EventsPage />, { route: '/events', mocks: [page('upcoming', [cardEvent(), privateOne]), noFeed] });

    expect(screen.getByRole('heading', { name: 'Eventos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Próximos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pasados' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Suscríbete desde tu app de calendario' })).toBeInTheDocument();
    const picnic = await screen.findByRole('article', { name: 'Summer picnic' });
    expect(picnic).toHaveTextContent('15:00 – 18:00 GMT+2');
    expect(picnic).toHaveTextContent('1 asistirá · 1 sin respuesta');
    expect(within(picnic).getByText('Reunión')).toBeInTheDocument();
    const dinner = screen.getByRole('article', { name: 'Cena de Navidad' });
    expect(dinner).toHaveTextContent('3 asistirán · 1 no asistirá');
    expect(within(dinner).getByText('Privado')).toBeInTheDocument();
    expect(within(dinner).getByText('Día festivo')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Próximos eventos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir evento' })).toBeInTheDocument();
  });

  it('says when the events could not be loaded, and tries again', async () => {
    const { user } = renderWithProviders(<EventsPage />, {
      route: '/events',
      mocks: [{ request: { query: FamilyEventsDocument, variables: { when: 'upcoming', first: EVENTS_PAGE_SIZE } }, result: { errors: [new GraphQLError('Database is down')] } }, noFeed, page('upcoming', [cardEvent()])],
    });

    expect(await screen.findByText('Events could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Summer picnic' })).toBeInTheDocument();
  });
});
