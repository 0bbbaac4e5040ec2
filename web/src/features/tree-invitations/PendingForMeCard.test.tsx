import { screen, within } from '@testing-library/react';
import type { PendingForMeQuery } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PendingForMeCard } from './PendingForMeCard';
import { PendingForMeDocument } from './pendingQuery';

type Invitation = PendingForMeQuery['treeInvitations'][number];

const ada = { __typename: 'PublicUser' as const, id: 'u1', displayName: 'Ada Lovelace', profileImageUrl: null };
const invitation = (id: string, role: Invitation['role'], branch: Invitation['branch'], invitedBy: Invitation['invitedBy'] = ada) => ({
  __typename: 'TreeAccess' as const,
  id,
  treeId: 't1',
  treeName: 'The Lovelace family',
  role,
  branch: branch && { __typename: 'BranchLimit' as const, ...branch },
  invitedBy,
});

const waiting = {
  treeInvitations: [
    invitation('i1', 'editor', { kind: 'descendants', rootName: 'Anne Milbanke', steps: null }),
    invitation('i2', 'viewer', { kind: 'nearby', rootName: null, steps: 2 }, null),
    invitation('i3', 'viewer', null),
  ],
  linkRequests: [{ __typename: 'LinkRequest' as const, memberId: 'm1', memberName: 'Ben Okafor', treeId: 't1', treeName: 'The Lovelace family' }],
};
const pendingMock = { request: { query: PendingForMeDocument }, result: { data: waiting } };

describe('PendingForMeCard', () => {
  it('says who invited the viewer to which tree, as what and to which part, and asks about links', async () => {
    renderWithProviders(<PendingForMeCard />, { mocks: [pendingMock] });

    const card = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(card).getByText('Ada Lovelace invited you to The Lovelace family as an editor · only Anne Milbanke’s branch.')).toBeInTheDocument();
    expect(within(card).getByText('Someone invited you to The Lovelace family as a viewer · only people within 2 steps of you.')).toBeInTheDocument();
    expect(within(card).getByText('Ada Lovelace invited you to The Lovelace family as a viewer.')).toBeInTheDocument();
    expect(within(card).getByText('Someone in The Lovelace family says Ben Okafor is you.')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: 'Accept' })).toHaveLength(3);
    expect(within(card).getByRole('button', { name: 'Yes, that’s me' })).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    renderWithProviders(<PendingForMeCard />, { mocks: [pendingMock] });

    const card = await screen.findByRole('region', { name: 'Esperan tu respuesta' });
    expect(within(card).getByText('Ada Lovelace te invitó a The Lovelace family como editor · solo la rama de Anne Milbanke.')).toBeInTheDocument();
    expect(within(card).getByText('Alguien te invitó a The Lovelace family como lector · solo las personas a no más de 2 pasos de ti.')).toBeInTheDocument();
    expect(within(card).getByText('Alguien en The Lovelace family dice que Ben Okafor eres tú.')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: 'Aceptar' })).toHaveLength(3);
    expect(within(card).getAllByRole('button', { name: 'Rechazar' })).toHaveLength(3);
    expect(within(card).getByRole('button', { name: 'Sí, soy yo' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'No soy yo' })).toBeInTheDocument();
  });
});
