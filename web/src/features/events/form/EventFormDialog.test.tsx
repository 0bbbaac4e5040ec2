import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { EventDetailsFieldsFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CreateFamilyEventDocument, UpdateFamilyEventDocument } from '../eventMutations';
import { detailsEvent, permissions } from '../test/eventFixtures';
import { EventFormDialog } from './EventFormDialog';

function open(mocks: MockLink.MockedResponse[] = [], event?: EventDetailsFieldsFragment) {
  const saved: string[] = [];
  const closed: true[] = [];
  const setup = renderWithProviders(<EventFormDialog open event={event} onClose={() => closed.push(true)} onSaved={(id) => saved.push(id)} />, { mocks });
  const dialog = screen.getByRole('dialog', { name: event ? 'Edit Event' : 'Add Event' });
  return { ...setup, dialog, saved, closed };
}

/** Types a whole date and time into a picker, as pasting it would. */
function setTime(dialog: HTMLElement, name: 'startsAt' | 'endsAt', text: string) {
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No ${name} field`);
  fireEvent.change(input, { target: { value: text } });
}

async function chooseZone({ user, dialog }: ReturnType<typeof open>, search: string, zone: string) {
  const field = within(dialog).getByRole('combobox', { name: /Time zone/ });
  await user.tripleClick(field);
  await user.paste(search);
  await user.click(await screen.findByRole('option', { name: zone }));
}

describe('EventFormDialog', () => {
  it('requires a title and a start, in the time zone the browser is in', async () => {
    const { user, dialog } = open();

    expect(within(dialog).getByRole('combobox', { name: /Time zone/ })).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' '));
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/Title/)).toHaveFocus();
  });

  it('refuses an end before the start, in the server’s words', async () => {
    const { user, dialog } = open();
    await user.click(within(dialog).getByLabelText(/Title/));
    await user.paste('Summer picnic');
    setTime(dialog, 'startsAt', 'Jun 14, 2027 3:00 PM');
    setTime(dialog, 'endsAt', 'Jun 14, 2027 1:00 PM');

    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await within(dialog).findByText('The event cannot end before it starts.')).toBeInTheDocument();
  });

  it('sends the times as moments of the chosen zone, says so and opens the new event', async () => {
    const created = jest.fn(() => ({ data: { createFamilyEvent: detailsEvent({ id: 'new' }) } }));
    const setup = open([
      {
        request: {
          query: CreateFamilyEventDocument,
          variables: {
            input: {
              title: 'Summer picnic',
              eventType: 'birthday',
              startsAt: '2027-06-14T13:00:00.000Z',
              endsAt: '2027-06-14T16:00:00.000Z',
              timeZone: 'Europe/Madrid',
              allDay: false,
              location: 'Grandma’s garden',
              isPrivate: true,
              photoMemoryIds: [],
            },
          },
        },
        result: created,
      },
    ]);
    const { user, dialog } = setup;
    await user.click(within(dialog).getByLabelText(/Title/));
    await user.paste('  Summer picnic ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Birthday' }));
    setTime(dialog, 'startsAt', 'Jun 14, 2027 3:00 PM');
    setTime(dialog, 'endsAt', 'Jun 14, 2027 6:00 PM');
    await chooseZone(setup, 'Madrid', 'Europe/Madrid');
    await user.click(within(dialog).getByLabelText('Location'));
    await user.paste('Grandma’s garden');
    await user.click(within(dialog).getByRole('switch', { name: 'Private' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(setup.saved).toEqual(['new']);
    expect(setup.closed).toHaveLength(1);
  });

  it('edits an event in its own zone, emptying what was cleared, and says when the server refuses', async () => {
    const event = detailsEvent({ viewerCan: permissions(true, false) });
    const setup = open(
      [
        {
          request: {
            query: UpdateFamilyEventDocument,
            variables: {
              id: 'e1',
              input: {
                title: 'Summer picnic',
                eventType: 'gathering',
                startsAt: '2027-06-14T13:00:00.000Z',
                endsAt: '2027-06-14T16:00:00.000Z',
                timeZone: 'Europe/Madrid',
                allDay: false,
                location: '',
                address: 'Calle Mayor 1, Madrid',
                description: 'Bring a dish to share.',
                isPrivate: false,
                photoMemoryIds: [],
              },
            },
          },
          result: { errors: [new GraphQLError('You may not change this event.')] },
        },
      ],
      event,
    );
    const { user, dialog } = setup;
    expect(dialog.querySelector('input[name="startsAt"]')).toHaveValue('Jun 14, 2027 03:00 PM');
    await user.clear(within(dialog).getByLabelText('Location'));

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event not updated')).toBeInTheDocument();
    expect(screen.getByText('You may not change this event.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    expect(setup.closed).toHaveLength(0);
  });
});
