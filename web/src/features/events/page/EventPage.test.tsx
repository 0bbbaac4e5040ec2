import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { inLanguage } from '../../../test/inLanguage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CancelFamilyEventDocument, RsvpFamilyEventDocument } from '../eventMutations';
import { FamilyEventDocument } from '../eventQueries';
import { ann, bob, counts, detailsEvent, invitee, permissions } from '../test/eventFixtures';
import { EventPage } from './EventPage';

const eventMock = (event: ReturnType<typeof detailsEvent>) => ({
  request: { query: FamilyEventDocument, variables: { id: event.id } },
  result: { data: { familyEvent: event } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/events/:id" element={<EventPage />} />
    </Routes>,
    { route: '/events/e1', mocks },
  );
}

/** The number shown under an answer's name. */
const figure = (label: string) => within(screen.getByLabelText('Answers')).getByText(label).nextElementSibling?.textContent;

describe('EventPage', () => {
  it('shows the event to an invitee, who answers Going: the answer is sent and the figures change', async () => {
    const answered = detailsEvent({ viewerResponse: 'going', rsvpCounts: counts(2, 0, 0, 0), invitees: [invitee(ann, 'going'), invitee(bob, 'going')] });
    const rsvp = jest.fn(() => ({ data: { rsvpFamilyEvent: answered } }));
    const { user } = renderPage([eventMock(detailsEvent()), { request: { query: RsvpFamilyEventDocument, variables: { id: 'e1', response: 'going' } }, result: rsvp }]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer picnic' })).toBeInTheDocument();
    expect(screen.getByText('Jun 14, 2027, 3:00 PM – 6:00 PM GMT+2')).toBeInTheDocument();
    expect(screen.getByText('Organized by Rosa Rivera')).toBeInTheDocument();
    expect(screen.getByText('Bring a dish to share.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/family-events/e1.ics');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
    const invited = screen.getByRole('list', { name: '2 people invited' });
    expect(within(invited).getAllByRole('listitem')[0]).toHaveTextContent('Ann RiveraNo answer');
    const answers = screen.getByRole('group', { name: 'Your answer' });
    expect(within(answers).getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'false');
    expect(figure('Going')).toBe('1');

    await user.click(within(answers).getByRole('button', { name: 'Going' }));

    expect(await within(answers).findByRole('button', { name: 'Going', pressed: true })).toBeInTheDocument();
    expect(rsvp).toHaveBeenCalledTimes(1);
    expect(figure('Going')).toBe('2');
    expect(figure('No answer')).toBe('0');
    expect(within(invited).getAllByRole('listitem')[0]).toHaveTextContent('Ann RiveraGoing');
  });

  it('lets the organizer cancel the event after confirming, and then marks it Cancelled', async () => {
    const mine = detailsEvent({ viewerCan: permissions(true, false) });
    const { user } = renderPage([
      eventMock(mine),
      {
        request: { query: CancelFamilyEventDocument, variables: { id: 'e1' } },
        result: { data: { cancelFamilyEvent: { ...mine, cancelledAt: '2027-06-02T08:00:00.000Z' } } },
      },
    ]);

    await screen.findByRole('heading', { level: 1, name: 'Summer picnic' });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your answer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel “Summer picnic”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel event' }));

    expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish invitee: the question, the answers and who is invited', async () => {
    await inLanguage('es');
    renderPage([eventMock(detailsEvent())]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Summer picnic' })).toBeInTheDocument();
    expect(screen.getByText('Organizado por Rosa Rivera')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir al calendario' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Vas a ir?' })).toBeInTheDocument();
    const answers = screen.getByRole('group', { name: 'Tu respuesta' });
    expect(['Voy', 'Quizás', 'No voy'].map((name) => within(answers).getByRole('button', { name }))).toHaveLength(3);
    expect(within(screen.getByLabelText('Respuestas')).getByText('Asistirán').nextElementSibling).toHaveTextContent('1');
    const invited = screen.getByRole('list', { name: '2 personas invitadas' });
    expect(within(invited).getAllByRole('listitem')[0]).toHaveTextContent('Ann RiveraSin respuesta');
    expect(within(invited).getAllByRole('listitem')[1]).toHaveTextContent('Bob RiveraAsistirá');
  });

  it('says plainly when the event does not exist or is not shared with the viewer', async () => {
    renderPage([
      {
        request: { query: FamilyEventDocument, variables: { id: 'e1' } },
        result: { errors: [new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);

    expect(await screen.findByText('This event does not exist or is not shared with you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/events');
  });
});
