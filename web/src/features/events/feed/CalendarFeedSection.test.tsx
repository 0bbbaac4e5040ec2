import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CreateCalendarFeedDocument, RevokeCalendarFeedDocument } from '../eventMutations';
import { CalendarFeedDocument } from '../eventQueries';
import { CalendarFeedSection } from './CalendarFeedSection';

const feedMock = (calendarFeed: { url: string; createdAt: string } | null) => ({
  request: { query: CalendarFeedDocument },
  result: { data: { calendarFeed: calendarFeed && { __typename: 'CalendarFeed' as const, ...calendarFeed } } },
});
const secret = 'https://kinfolk.example/api/calendar/s3cr3t.ics';
const hidden = { url: 'https://kinfolk.example/api/calendar/….ics', createdAt: '2027-06-01T09:00:00.000Z' };

describe('CalendarFeedSection', () => {
  it('makes a calendar link shown once with a copy button, then shows it without its secret', async () => {
    const { user } = renderWithProviders(<CalendarFeedSection />, {
      mocks: [
        feedMock(null),
        { request: { query: CreateCalendarFeedDocument }, result: { data: { createCalendarFeed: { __typename: 'CalendarFeed' as const, url: secret, createdAt: hidden.createdAt } } } },
        feedMock(hidden),
      ],
    });
    const section = screen.getByRole('region', { name: 'Subscribe in your calendar app' });

    await user.click(await within(section).findByRole('button', { name: 'Create calendar link' }));

    const shown = await screen.findByRole('dialog', { name: 'Your calendar link' });
    expect(within(shown).getByLabelText('Link')).toHaveTextContent(secret);
    expect(within(shown).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByLabelText('Calendar link')).toHaveTextContent(hidden.url);
    expect(within(section).getByText(/made on Jun 1, 2027/)).toBeInTheDocument();
  });

  it('revokes the link after confirming', async () => {
    const { user } = renderWithProviders(<CalendarFeedSection />, {
      mocks: [feedMock(hidden), { request: { query: RevokeCalendarFeedDocument }, result: { data: { revokeCalendarFeed: true } } }],
    });
    const section = screen.getByRole('region', { name: 'Subscribe in your calendar app' });

    await user.click(await within(section).findByRole('button', { name: 'Revoke link' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke your calendar link?' })).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Calendar link revoked')).toBeInTheDocument();
    expect(await within(section).findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
  });
});
