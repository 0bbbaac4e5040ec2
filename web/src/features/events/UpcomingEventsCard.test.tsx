import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UpcomingFamilyEventsDocument } from './eventQueries';
import { cardEvent } from './test/eventFixtures';
import { UpcomingEventsCard } from './UpcomingEventsCard';

const upcomingMock = (upcomingEvents: ReturnType<typeof cardEvent>[]) => ({
  request: { query: UpcomingFamilyEventsDocument, variables: { first: 5 } },
  result: { data: { upcomingEvents } },
});

describe('UpcomingEventsCard', () => {
  it('lists the next events with their dates, each opening its page', async () => {
    renderWithProviders(<UpcomingEventsCard />, {
      mocks: [upcomingMock([cardEvent(), cardEvent({ id: 'e2', title: 'Abuela’s 90th', allDay: true, startsAt: '2027-07-09T22:00:00.000Z', endsAt: null })])],
    });

    const card = screen.getByRole('region', { name: 'Upcoming Events' });
    const list = await within(card).findByRole('list', { name: 'Your upcoming events' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/events/e1');
    expect(first).toHaveTextContent('Summer picnic');
    expect(first).toHaveTextContent('Jun 14, 2027, 3:00 PM – 6:00 PM GMT+2');
    expect(second).toHaveAttribute('href', '/events/e2');
    expect(second).toHaveTextContent('Abuela’s 90thJul 10, 2027');
    expect(within(card).getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/events');
  });

  it('says there are no upcoming events, and opens the create dialog', async () => {
    const { user } = renderWithProviders(<UpcomingEventsCard />, { mocks: [upcomingMock([])] });

    const card = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(await within(card).findByText('No upcoming events')).toBeInTheDocument();
    expect(within(card).getByText('Create your first family event')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add Event' }));
    expect(screen.getByRole('dialog', { name: 'Add Event' })).toBeInTheDocument();
  });

  it('says when the events could not be loaded', async () => {
    renderWithProviders(<UpcomingEventsCard />, {
      mocks: [{ request: { query: UpcomingFamilyEventsDocument, variables: { first: 5 } }, result: { errors: [new GraphQLError('Down')] } }],
    });
    expect(await screen.findByText('Your upcoming events could not be loaded.')).toBeInTheDocument();
  });
});
