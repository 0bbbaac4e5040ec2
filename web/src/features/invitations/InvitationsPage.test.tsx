import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { InvitationFieldsFragment } from '../../gql/graphql';

type Invitation = InvitationFieldsFragment & {
  __typename: 'Invitation';
  acceptedBy: (NonNullable<InvitationFieldsFragment['acceptedBy']> & { __typename: 'PublicUser' }) | null;
};
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CreateInvitationDocument } from './createInvitation';
import { InvitationsDocument } from './invitationsQuery';
import { InvitationsPage } from './InvitationsPage';
import { RevokeInvitationDocument } from './revokeInvitation';

const invitation = (overrides: Partial<Invitation>): Invitation => ({
  __typename: 'Invitation',
  id: 'i1',
  note: 'Cousin Maria',
  status: 'PENDING',
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: '2026-11-15T09:00:00.000Z',
  acceptedBy: null,
  ...overrides,
});

const pending = invitation({});
const accepted = invitation({
  id: 'i2',
  note: 'Uncle Joe',
  status: 'ACCEPTED',
  acceptedBy: { __typename: 'PublicUser', id: 'u9', displayName: 'Joe Hopper' },
});

const listMock = (invitations: Invitation[]) => ({
  request: { query: InvitationsDocument },
  result: { data: { invitations } },
});

describe('InvitationsPage', () => {
  it('lists the viewer’s invitations with their status, and Revoke only on unused ones', async () => {
    renderWithProviders(<InvitationsPage />, { mocks: [listMock([pending, accepted])] });

    const list = await screen.findByRole('list', { name: 'Your invitations' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Cousin Maria');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Created Nov 1, 2026 · Expires Nov 15, 2026');
    expect(within(first).getByRole('button', { name: 'Revoke Cousin Maria' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Accepted');
    expect(second).toHaveTextContent('Accepted by Joe Hopper');
    expect(within(second).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('creates an invitation and shows its link once, ready to copy, with its expiry', async () => {
    const created = invitation({ id: 'i3', note: 'Aunt Rosa', createdAt: '2026-11-20T09:00:00.000Z', expiresAt: '2026-12-04T09:00:00.000Z' });
    const { user } = renderWithProviders(<InvitationsPage />, {
      mocks: [
        listMock([]),
        {
          request: { query: CreateInvitationDocument, variables: { input: { note: 'Aunt Rosa' } } },
          result: {
            data: {
              createInvitation: { __typename: 'CreatedInvitation', url: 'https://kin.example/api/login?invitation=secret-token', invitation: created },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('No invitations yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New invitation' }));
    await user.type(screen.getByLabelText('Who is it for?'), ' Aunt Rosa ');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your invitation link' });
    expect(within(dialog).getByText('https://kin.example/api/login?invitation=secret-token')).toBeInTheDocument();
    expect(within(dialog).getByText(/only time the link is shown/)).toBeInTheDocument();
    expect(within(dialog).getByText(/until Dec 4, 2026/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://kin.example/api/login?invitation=secret-token');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitForElementToBeRemoved(() => screen.queryByText(/secret-token/));
    expect(screen.getByText('Aunt Rosa')).toBeInTheDocument();
  });

  it('refuses a note that is too long before asking the server', async () => {
    const { user } = renderWithProviders(<InvitationsPage />, { mocks: [listMock([])] });
    await user.click(await screen.findByRole('button', { name: 'New invitation' }));
    await user.click(screen.getByLabelText('Who is it for?'));
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
  });

  it('revokes an invitation only after confirmation', async () => {
    const { user } = renderWithProviders(<InvitationsPage />, {
      mocks: [
        listMock([pending]),
        {
          request: { query: RevokeInvitationDocument, variables: { id: 'i1' } },
          result: { data: { revokeInvitation: { ...pending, status: 'REVOKED' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Cousin Maria' }));
    const confirm = screen.getByRole('dialog', { name: /Revoke the invitation for “Cousin Maria”/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByText('Pending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke Cousin Maria' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Cousin Maria' })).not.toBeInTheDocument();
  });

  it('says when the invitations could not be loaded and tries again', async () => {
    const { user } = renderWithProviders(<InvitationsPage />, {
      mocks: [{ request: { query: InvitationsDocument }, error: new Error('offline') }, listMock([pending])],
    });

    expect(await screen.findByText('Your invitations could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Cousin Maria')).toBeInTheDocument();
  });
});

describe('InvitationsPage in Spanish', () => {
  it('lists the invitations and asks before revoking, in Spanish', async () => {
    await inLanguage('es');
    const { user } = renderWithProviders(<InvitationsPage />, { mocks: [listMock([pending, accepted])] });

    expect(await screen.findByRole('heading', { name: 'Invitar a la familia' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus invitaciones' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Pendiente');
    expect(first).toHaveTextContent(/Creada el .* · Vence el /);
    expect(second).toHaveTextContent('Aceptada por Joe Hopper');

    await user.click(within(first).getByRole('button', { name: 'Revocar Cousin Maria' }));
    const confirm = screen.getByRole('dialog', { name: '¿Revocar la invitación para “Cousin Maria”?' });
    expect(within(confirm).getByText(/El enlace deja de funcionar de inmediato/)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Revocar' })).toBeInTheDocument();
  });
});
