import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { InviteToFamilyEventDocument } from '../eventMutations';
import { EventInviteChoicesDocument } from '../eventQueries';
import { ann, bob, detailsEvent, invitee, permissions, person } from '../test/eventFixtures';
import { InviteDialog } from './InviteDialog';

const cleo = person('u4', 'Cleo Rivera');
const choices = {
  request: { query: EventInviteChoicesDocument },
  result: {
    data: {
      connections: [ann, bob, cleo].map((user) => ({ __typename: 'Connection' as const, user })),
      circles: [{ __typename: 'Circle' as const, id: 'c1', name: 'Rivera cousins', memberCount: 4 }],
      trees: [{ __typename: 'Tree' as const, id: 't1', name: 'Rivera family' }],
    },
  },
};

describe('InviteDialog', () => {
  it('shows who is invited, offers the other connections, and invites them with a circle', async () => {
    const event = detailsEvent({ viewerCan: permissions(true, false), invitees: [invitee(ann, 'going')] });
    const invited = jest.fn(() => ({
      data: { inviteToFamilyEvent: { ...event, invitees: [invitee(ann, 'going'), invitee(cleo, null), invitee(bob, null)] } },
    }));
    const closed: true[] = [];
    const { user } = renderWithProviders(<InviteDialog open event={event} onClose={() => closed.push(true)} />, {
      mocks: [choices, { request: { query: InviteToFamilyEventDocument, variables: { id: 'e1', input: { userIds: ['u4'], circleId: 'c1' } } }, result: invited }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Invite to Summer picnic' });
    expect(within(within(dialog).getByRole('list', { name: 'Already invited' })).getByText('Ann Rivera')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Invite' })).toBeDisabled();

    await user.click(await within(dialog).findByRole('combobox', { name: 'Connections' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['BRBob Rivera', 'CRCleo Rivera']);
    await user.click(screen.getByRole('option', { name: /Cleo Rivera/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /Everyone in a circle/ }));
    await user.click(await screen.findByRole('option', { name: 'Rivera cousins (4 members)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText('2 more people are invited.')).toBeInTheDocument();
    expect(invited).toHaveBeenCalledTimes(1);
    expect(closed).toHaveLength(1);
  });
});
