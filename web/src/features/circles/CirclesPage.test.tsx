import { screen, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RequestToJoinFamilyCircleDocument } from './circleMutations';
import { DiscoverableFamilyCirclesDocument, FamilyCirclesDocument } from './circleQueries';
import { CirclesPage } from './CirclesPage';
import { ann, bob, cardCircle, cleo, me, permissions, person } from './test/circleFixtures';
import { connectionsMock } from './test/connectionsMock';

const listMock = (circles: ReturnType<typeof cardCircle>[]) => ({
  request: { query: FamilyCirclesDocument },
  result: { data: { circles } },
});
const discoverableMock = (circles: ReturnType<typeof cardCircle>[]) => ({
  request: { query: DiscoverableFamilyCirclesDocument },
  result: { data: { discoverableCircles: circles } },
});

const bigPrivate = cardCircle({
  id: 'c1',
  name: 'Grandma’s kitchen',
  isPrivate: true,
  memberCount: 5,
  unreadCount: 3,
  people: [
    [me, 'owner'],
    [ann, 'member'],
    [bob, 'member'],
    [cleo, 'member'],
  ],
});
const small = cardCircle({ id: 'c2', name: 'Lake summers', description: null, memberCount: 2, unreadCount: 0 });
const theirs = cardCircle({
  id: 'c9',
  name: 'Hopper reunion',
  viewerRole: null,
  viewerCan: permissions({ requestToJoin: true }),
  people: [[person('u9', 'Joe Hopper'), 'owner']],
  memberCount: 7,
});

describe('CirclesPage', () => {
  it('shows each circle as a card: Private badge, three avatars then +N, unread count, link to its page', async () => {
    renderWithProviders(<CirclesPage />, { mocks: [listMock([bigPrivate, small]), discoverableMock([])] });

    const list = await screen.findByRole('list', { name: 'Your circles' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByRole('heading', { name: 'Grandma’s kitchen' })).toBeInTheDocument();
    expect(within(first).getByText('Private')).toBeInTheDocument();
    expect(within(first).getByText('Photos from our summers at the lake.')).toBeInTheDocument();
    expect(within(first).getByText('5 members')).toBeInTheDocument();
    const avatars = within(first).getByRole('img', { name: 'Rosa Rivera, Ann Rivera, Bob Rivera and 2 more' });
    expect(within(avatars).getAllByTitle(/Rivera/)).toHaveLength(3);
    expect(avatars).toHaveTextContent(/\+2$/);
    expect(within(first).getByLabelText('3 new memories')).toHaveTextContent('3 new');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/circles/c1');

    expect(within(second).queryByText('Private')).not.toBeInTheDocument();
    expect(within(second).queryByText(/new/)).not.toBeInTheDocument();
    expect(within(second).queryByText(/^\+/)).not.toBeInTheDocument();
    expect(within(second).getByText('2 members')).toBeInTheDocument();
    expect(await screen.findByText(/you can ask to join them here/)).toBeInTheDocument();
  });

  it('invites the viewer to create a circle when they have none', async () => {
    const { user } = renderWithProviders(<CirclesPage />, { mocks: [listMock([]), discoverableMock([]), connectionsMock([ann])] });

    expect(await screen.findByText('No Family Circles Yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create New Circle' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Circle' });
    expect(await within(dialog).findByRole('combobox', { name: 'Members' })).toBeInTheDocument();
  });

  it('lists circles the viewer may ask to join, and shows "Asked" once they have', async () => {
    const { user } = renderWithProviders(<CirclesPage />, {
      mocks: [
        listMock([small]),
        discoverableMock([theirs]),
        {
          request: { query: RequestToJoinFamilyCircleDocument, variables: { circleId: 'c9' } },
          result: {
            data: { requestToJoinCircle: { __typename: 'Circle', id: 'c9', viewerRequestedToJoin: true, viewerCan: permissions() } },
          },
        },
      ],
    });

    const section = await screen.findByRole('list', { name: 'Circles you can ask to join' });
    expect(within(section).getByText('7 members')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ask to join Hopper reunion' }));

    expect(await within(section).findByRole('button', { name: 'Asked to join Hopper reunion' })).toBeDisabled();
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
  });

  it('says when the circles could not be loaded and tries again', async () => {
    const { user } = renderWithProviders(<CirclesPage />, {
      mocks: [{ request: { query: FamilyCirclesDocument }, error: new Error('offline') }, discoverableMock([]), listMock([small])],
    });

    expect(await screen.findByText('Your circles could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lake summers')).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    renderWithProviders(<CirclesPage />, { mocks: [listMock([bigPrivate, small]), discoverableMock([theirs])] });

    expect(screen.getByRole('heading', { name: 'Círculos familiares' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus círculos' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByText('Privado')).toBeInTheDocument();
    expect(within(first).getByText('5 miembros')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rosa Rivera, Ann Rivera, Bob Rivera y 2 más' })).toBeInTheDocument();
    expect(within(first).getByLabelText('3 recuerdos nuevos')).toHaveTextContent('3 nuevos');
    expect(within(second).getByText('2 miembros')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Crear un círculo' })).not.toHaveLength(0);
    const discoverable = await screen.findByRole('list', { name: 'Círculos a los que puedes pedir unirte' });
    expect(within(discoverable).getByRole('button', { name: 'Pedir unirte a Hopper reunion' })).toHaveTextContent('Pedir unirte');
  });
});
