import { screen, within } from '@testing-library/react';
import type { SendConnectionRequestMutationVariables } from '../../gql/graphql';
import { connectionGreeting } from '../../lib/greetings';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FindFamilyDialog } from './FindFamilyDialog';
import { SearchUsersDocument } from './searchUsersQuery';
import { SendConnectionRequestDocument } from './sendConnectionRequest';

interface Details {
  location?: string;
  email?: string;
  bio?: string;
}

function result(id: string, displayName: string, matchScore: number, extra: object = {}, details: Details = {}) {
  const [firstName, lastName] = displayName.split(' ');
  return {
    __typename: 'UserSearchResult',
    matchScore,
    isConnected: false,
    hasPendingRequest: false,
    user: {
      __typename: 'PublicUser',
      id,
      displayName,
      firstName,
      lastName,
      profileImageUrl: null,
      email: details.email ?? null,
      location: details.location ?? null,
      bio: details.bio ?? null,
    },
    ...extra,
  };
}

const ada = result('u2', 'Ada Byron', 0.874, {}, { location: 'London', email: 'ada@example.com', bio: 'Poet and mathematician' });

function searchMock(query: string, searchUsers: object[], by = 'name') {
  return { request: { query: SearchUsersDocument, variables: { query, by, first: 20 } }, result: { data: { searchUsers } } };
}

function setup(mocks: object[] = []) {
  const rendered = renderWithProviders(<FindFamilyDialog open onClose={() => {}} />, { mocks: mocks as never });
  const dialog = screen.getByRole('dialog', { name: 'Find Family' });
  return {
    ...rendered,
    dialog,
    field: within(dialog).getByRole('searchbox', { name: 'Search by name' }),
    button: within(dialog).getByRole('button', { name: 'Search' }),
  };
}

describe('FindFamilyDialog', () => {
  it('allows searching only with at least two characters', async () => {
    const { user, field, button } = setup();

    expect(button).toBeDisabled();
    await user.type(field, ' a ');
    expect(button).toBeDisabled();
    await user.type(field, '{Enter}');
    expect(screen.queryByLabelText('Searching')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ad');
    expect(button).toBeEnabled();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const { user } = renderWithProviders(<FindFamilyDialog open onClose={() => {}} />, {
      mocks: [searchMock('ada', [ada, result('u4', 'Rita Ora', 0.5, { isConnected: true })])] as never,
    });
    const dialog = screen.getByRole('dialog', { name: 'Buscar familiares' });
    expect(within(dialog).getByText('Busca a familiares que ya están en Kinfolk.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Lugar' }));
    expect(within(dialog).getByRole('searchbox', { name: 'Buscar por lugar' })).toHaveAttribute('placeholder', 'p. ej., Lisboa');
    await user.click(within(dialog).getByRole('button', { name: 'Nombre' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar por nombre' }), 'a');
    expect(within(dialog).getByText('Escribe al menos 2 caracteres')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar por nombre' }), 'da');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));

    const results = await within(dialog).findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(within(results).getByRole('listitem', { name: 'Ada Byron' })).toHaveTextContent('87 % de coincidencia');
    expect(within(within(results).getByRole('listitem', { name: 'Rita Ora' })).getByText('Conectados')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Conectar con Ada Byron' }));
    const form = within(dialog).getByRole('form', { name: 'Conectar con Ada Byron' });
    expect(within(form).getByRole('combobox', { name: 'Parentesco' })).toBeInTheDocument();
    expect(within(form).getByText('Qué parentesco tiene Ada Byron contigo')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  });

  it('searches on Enter and shows each result with its match score', async () => {
    const { user, dialog, field } = setup([searchMock('ada', [ada, result('u3', 'Adam Smith', 0.41)])]);

    await user.type(field, '  ada {Enter}');

    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    const first = within(results).getByRole('listitem', { name: 'Ada Byron' });
    expect(first).toHaveTextContent('87% match');
    expect(first).toHaveTextContent('London');
    expect(first).toHaveTextContent('ada@example.com');
    expect(first).toHaveTextContent('Poet and mathematician');
    expect(within(results).getByRole('listitem', { name: 'Adam Smith' })).toHaveTextContent('41% match');
  });

  it('searches the chosen field', async () => {
    const { user, dialog } = setup([searchMock('lisbon', [], 'location')]);

    await user.click(within(dialog).getByRole('button', { name: 'Location' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by location' }), 'lisbon');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    expect(await within(dialog).findByText('No family members found matching your search.')).toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    const { user, dialog, field } = setup([searchMock('zz', [])]);

    await user.type(field, 'zz{Enter}');

    expect(await within(dialog).findByText('No family members found matching your search.')).toBeInTheDocument();
  });

  it('shows a status instead of Connect for people already connected or asked', async () => {
    const { user, dialog, field } = setup([
      searchMock('ri', [result('u4', 'Rita Ora', 0.9, { isConnected: true }), result('u5', 'Rick Ames', 0.8, { hasPendingRequest: true })]),
    ]);

    await user.type(field, 'ri{Enter}');

    const rita = await within(dialog).findByRole('listitem', { name: 'Rita Ora' });
    expect(within(rita).getByText('Connected')).toBeInTheDocument();
    expect(within(rita).queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
    expect(within(within(dialog).getByRole('listitem', { name: 'Rick Ames' })).getByText('Request pending')).toBeInTheDocument();
  });

  it('sends a connection request with the chosen relationship and a note', async () => {
    const sent: SendConnectionRequestMutationVariables[] = [];
    const { user, dialog, field } = setup([
      searchMock('ada', [ada]),
      {
        request: {
          query: SendConnectionRequestDocument,
          variables: (v: SendConnectionRequestMutationVariables) => {
            sent.push(v);
            return true;
          },
        },
        result: { data: { sendConnectionRequest: { __typename: 'ConnectionRequest', id: 'c1', status: 'pending' } } },
      },
    ]);
    await user.type(field, 'ada{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Connect with Ada Byron' }));

    const form = within(dialog).getByRole('form', { name: 'Connect with Ada Byron' });
    await user.click(within(form).getByRole('combobox', { name: 'Relationship' }));
    await user.click(await screen.findByRole('option', { name: 'Cousin' }));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Connection Request Sent')).toBeInTheDocument();
    expect(screen.getByText('Your connection request has been sent successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { toUserId: 'u2', relationshipType: 'cousin', message: connectionGreeting('Ada') } }]);
    expect(within(within(dialog).getByRole('listitem', { name: 'Ada Byron' })).getByText('Request pending')).toBeInTheDocument();
  });

  it('tells the user when the request fails', async () => {
    const { user, dialog, field } = setup([
      searchMock('ada', [ada]),
      { request: { query: SendConnectionRequestDocument, variables: () => true }, error: new Error('offline') },
    ]);
    await user.type(field, 'ada{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Connect with Ada Byron' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Failed to send connection request')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
