import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CreateFamilyCircleDocument } from './circleMutations';
import { CreateCircleDialog } from './CreateCircleDialog';
import { ann, bob, cardCircle, me } from './test/circleFixtures';
import { connectionsMock } from './test/connectionsMock';

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  const view = renderWithProviders(<CreateCircleDialog open onClose={onClose} onCreated={onCreated} />, { mocks });
  return { ...view, onClose, onCreated };
}

describe('CreateCircleDialog', () => {
  it('checks the name and the description before asking the server', async () => {
    const { user } = renderDialog([connectionsMock([ann])]);

    await user.click(screen.getByRole('button', { name: 'Create Circle' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('y'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Create Circle' }));
    expect(await screen.findByText('String must contain at most 100 character(s)')).toBeInTheDocument();
    expect(await screen.findByText('String must contain at most 1000 character(s)')).toBeInTheDocument();
  });

  it('explains privacy, and creates the circle with the connections chosen', async () => {
    const created = cardCircle({ id: 'c7', name: 'Lake summers', isPrivate: true, people: [[me, 'owner'], [ann, 'member']] });
    const { user, onCreated, onClose } = renderDialog([
      connectionsMock([ann, bob]),
      {
        request: {
          query: CreateFamilyCircleDocument,
          variables: { input: { name: 'Lake summers', description: 'Our summers', isPrivate: true, memberIds: ['u2'] } },
        },
        result: { data: { createCircle: created } },
      },
    ]);

    const privacy = screen.getByRole('switch', { name: 'Private' });
    expect(privacy).not.toBeChecked();
    expect(screen.getByText(/can see the circle exists and ask to join/)).toBeInTheDocument();
    await user.click(privacy);
    expect(screen.getByText('Only its members know the circle exists.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), ' Lake summers ');
    await user.type(screen.getByLabelText('Description'), 'Our summers');
    await user.click(await screen.findByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: 'Ann Rivera' }));
    expect(screen.getByRole('button', { name: 'Ann Rivera' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Circle' }));

    expect(await screen.findByText('Circle created')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith('c7');
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the viewer has no connections to add, and where to find family', async () => {
    renderDialog([connectionsMock([])]);

    expect(await screen.findByText(/You have no connections yet/)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Find family on Kinfolk' })).toHaveAttribute('href', '/family-tree');
  });
});
