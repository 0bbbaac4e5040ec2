import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { AccountDeletionChoicesDocument, DeleteMyAccountDocument } from './yourDataQueries';
import { leave } from './leave';

const choices = {
  request: { query: AccountDeletionChoicesDocument },
  result: {
    data: {
      myDataExportUrl: '/api/me/export',
      accountDeletionChoices: [
        { __typename: 'OwnedTreeChoice', tree: { __typename: 'Tree', id: 't1', name: 'Lovelace family' }, candidates: [{ __typename: 'PublicUser', id: 'u2', displayName: 'Ben Lovelace' }] },
        { __typename: 'OwnedTreeChoice', tree: { __typename: 'Tree', id: 't2', name: 'Old draft' }, candidates: [] },
      ],
    },
  },
};

describe('DeleteAccountDialog', () => {
  it('asks what becomes of each owned tree and for the email, then deletes and leaves signed out', async () => {
    const assign = jest.spyOn(leave, 'to').mockImplementation(() => {});
    const { user } = renderWithProviders(<DeleteAccountDialog open onClose={() => {}} email="ada@example.org" />, {
      mocks: [
        choices,
        {
          request: { query: DeleteMyAccountDocument, variables: { input: { email: 'ada@example.org', trees: [{ treeId: 't1' }, { treeId: 't2' }] } } },
          result: { data: { deleteMyAccount: true } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    expect(dialog).toHaveTextContent('The people and relationships you added to other people’s trees stay in those trees.');
    const lovelace = await within(dialog).findByRole('combobox', { name: '“Lovelace family”' });
    expect(lovelace).toHaveTextContent('Hand over to Ben Lovelace');
    expect(within(dialog).getByRole('combobox', { name: '“Old draft”' })).toHaveTextContent('Delete this tree');
    expect(within(dialog).getByText('Nobody else shares it: it is deleted with everyone in it.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your email address is needed to confirm')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Type your email address to confirm'), 'someone@else.org');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This is not your email address')).toBeInTheDocument();

    await user.click(lovelace);
    await user.click(await screen.findByRole('option', { name: 'Delete this tree' }));
    await user.clear(within(dialog).getByLabelText('Type your email address to confirm'));
    await user.type(within(dialog).getByLabelText('Type your email address to confirm'), 'ada@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?account_deleted=1'));
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const { user } = renderWithProviders(<DeleteAccountDialog open onClose={() => {}} email="ada@example.org" />, { mocks: [choices] });
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar tu cuenta' });
    const lovelace = await within(dialog).findByRole('combobox', { name: '«Lovelace family»' });
    expect(lovelace).toHaveTextContent('Pasárselo a Ben Lovelace');
    expect(within(dialog).getByRole('combobox', { name: '«Old draft»' })).toHaveTextContent('Eliminar este árbol');
    expect(within(dialog).getByText('Nadie más lo comparte: se elimina con todas las personas que contiene.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText('Necesitamos tu correo electrónico para confirmar')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Escribe tu correo electrónico para confirmar'), 'someone@else.org');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText('Este no es tu correo electrónico')).toBeInTheDocument();
  });
});
