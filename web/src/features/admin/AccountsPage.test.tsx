import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { AccountsQuery } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccountsDocument } from './accountsQuery';
import { AccountsPage } from './AccountsPage';
import { CreatePasswordResetLinkDocument } from './createPasswordResetLink';
import { SetAccountDisabledDocument } from './setAccountDisabled';

type Account = AccountsQuery['accounts'][number] & { __typename: 'Account' };

const ada: Account = {
  __typename: 'Account',
  id: 'u1',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'ADMINISTRATOR',
  hasPassword: true,
  passkeyCount: 2,
  createdAt: '2026-10-01T09:00:00.000Z',
  disabled: false,
  storageBytes: 3.2 * 1024 * 1024,
};
const joe: Account = { ...ada, id: 'u2', displayName: 'Joe Hopper', email: 'joe@example.com', role: 'MEMBER', hasPassword: false, passkeyCount: 0, disabled: true, storageBytes: 0 };
const mo: Account = { ...joe, id: 'u3', displayName: 'Mo Member', email: 'mo@example.com', disabled: false };

const accountsMock = (search: string | null, accounts: Account[]) => ({
  request: { query: AccountsDocument, variables: { search, first: 50 } },
  result: { data: { accounts } },
});

describe('AccountsPage', () => {
  it('lists every account with its role, sign-in methods and when it joined', async () => {
    renderWithProviders(<AccountsPage />, { mocks: [accountsMock(null, [ada, joe])] });

    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Name', 'Role', 'Password', 'Passkeys', 'Storage', 'Joined', 'Actions'],
      ['Ada Lovelaceada@example.com', 'Administrator', 'Yes', '2', '3.2 MB', 'Oct 1, 2026', 'DisableReset link'],
      ['Joe Hopperjoe@example.com', 'MemberDisabled', 'No', '0', '0 bytes', 'Oct 1, 2026', 'EnableReset link'],
    ]);
  });

  it('disables an account after asking, and says so', async () => {
    const { user } = renderWithProviders(<AccountsPage />, {
      mocks: [
        accountsMock(null, [mo]),
        {
          request: { query: SetAccountDisabledDocument, variables: { userId: 'u3', disabled: true } },
          result: { data: { setAccountDisabled: { __typename: 'Account', id: 'u3', disabled: true } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Disable the account of Mo Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable the account of Mo Member?' });
    expect(dialog).toHaveTextContent('signed out on every device at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Mo Member can no longer sign in')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable the account of Mo Member' })).toBeInTheDocument();
  });

  it('searches by name or email once typing pauses', async () => {
    const { user } = renderWithProviders(<AccountsPage />, {
      mocks: [accountsMock(null, [ada, joe]), accountsMock('joe', [joe]), accountsMock('nobody', [])],
    });
    await screen.findByText('Ada Lovelace');

    await user.click(screen.getByLabelText('Search accounts'));
    await user.paste('joe');
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(screen.getByText('Joe Hopper')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search accounts'));
    await user.paste('nobody');
    expect(await screen.findByText('No matching accounts')).toBeInTheDocument();
  });

  it('creates a password reset link and shows it once, ready to copy, with its expiry', async () => {
    const { user } = renderWithProviders(<AccountsPage />, {
      mocks: [
        accountsMock(null, [ada, joe]),
        {
          request: { query: CreatePasswordResetLinkDocument, variables: { userId: 'u2' } },
          result: {
            data: {
              createPasswordResetLink: {
                __typename: 'PasswordResetLink',
                url: 'https://kin.example/reset-password/secret-reset',
                expiresAt: '2026-11-20T10:00:00.000Z',
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Create password reset link for Joe Hopper' }));

    const dialog = await screen.findByRole('dialog', { name: 'Password reset link for Joe Hopper' });
    expect(within(dialog).getByText('https://kin.example/reset-password/secret-reset')).toBeInTheDocument();
    expect(within(dialog).getByText(/Nov 20, 2026 at/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://kin.example/reset-password/secret-reset');
  });

  it('says why no link was made when the server refuses', async () => {
    const { user } = renderWithProviders(<AccountsPage />, {
      mocks: [
        accountsMock(null, [joe]),
        {
          request: { query: CreatePasswordResetLinkDocument, variables: { userId: 'u2' } },
          result: { errors: [new GraphQLError('Only the administrator can do this.', { extensions: { code: 'FORBIDDEN' } })] },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Create password reset link for Joe Hopper' }));

    expect(await screen.findByText('Only the administrator can do this.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the accounts could not be loaded', async () => {
    renderWithProviders(<AccountsPage />, {
      mocks: [{ request: { query: AccountsDocument, variables: { search: null, first: 50 } }, error: new Error('offline') }],
    });

    expect(await screen.findByText('The accounts could not be loaded.')).toBeInTheDocument();
  });
});
