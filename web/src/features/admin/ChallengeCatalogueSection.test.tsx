import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ChallengeCatalogueQuery } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChallengeCatalogueDocument, SetChallengeActiveDocument } from './challengeCatalogueQueries';
import { ChallengeCatalogueSection } from './ChallengeCatalogueSection';

type Challenge = ChallengeCatalogueQuery['challengeCatalogue'][number];

/** Rewards as the server sends them, with the __typename the cache asks for. */
const points = (count: number) => ({ __typename: 'ChallengeRewards', points: count }) as Challenge['rewards'];

const challenge = (id: string, title: string, overrides: Partial<Challenge> = {}): Challenge =>
  ({
    __typename: 'DiscoveryChallenge',
    id,
    key: title.toLowerCase().replaceAll(' ', '-'),
    title,
    category: 'tree_building',
    difficulty: 'easy',
    isActive: true,
    rewards: points(50),
    viewerCan: { __typename: 'ChallengePermissions', setActive: true },
    ...overrides,
  }) as Challenge;

const fiveAncestors = challenge('c1', 'Five ancestors');
const firstPhoto = challenge('c2', 'First photo', { category: 'memories', difficulty: 'medium', isActive: false, rewards: points(1) });
const grandparents = challenge('c3', 'All four grandparents', { difficulty: 'hard', rewards: points(200) });

const catalogueMock = (challengeCatalogue: Challenge[]) => ({ request: { query: ChallengeCatalogueDocument }, result: { data: { challengeCatalogue } } });
const switchMock = (id: string, active: boolean) => ({
  request: { query: SetChallengeActiveDocument, variables: { id, active } },
  result: { data: { setChallengeActive: { __typename: 'DiscoveryChallenge', id, isActive: active } } },
});

describe('ChallengeCatalogueSection', () => {
  it('lists every catalogue challenge by category, each with its difficulty, points and whether it is on', async () => {
    renderWithProviders(<ChallengeCatalogueSection />, { mocks: [catalogueMock([fiveAncestors, firstPhoto, grandparents])] });

    const tree = await screen.findByRole('list', { name: 'Tree building' });
    expect(within(tree).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'All four grandparentsHard · 200 pointsOn',
      'Five ancestorsEasy · 50 pointsOn',
    ]);
    const memories = screen.getByRole('list', { name: 'Memories' });
    expect(memories).toHaveTextContent('First photoMedium · 1 pointOff');
    expect(screen.getByRole('switch', { name: 'Five ancestors' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'First photo' })).not.toBeChecked();
    expect(screen.getByText('Switched off, a challenge cannot be joined and counts nothing more; people keep what they earned.')).toBeInTheDocument();
  });

  it('switches a challenge off and on again', async () => {
    const { user } = renderWithProviders(<ChallengeCatalogueSection />, {
      mocks: [catalogueMock([fiveAncestors, firstPhoto]), switchMock('c1', false), switchMock('c2', true)],
    });
    const ancestors = await screen.findByRole('switch', { name: 'Five ancestors' });
    await user.click(ancestors);
    expect(await screen.findByText('“Five ancestors” is switched off')).toBeInTheDocument();
    expect(ancestors).not.toBeChecked();
    expect(ancestors.closest('li')).toHaveTextContent(/Off$/);

    // From the keyboard, as well.
    await user.tab();
    expect(screen.getByRole('switch', { name: 'First photo' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText('“First photo” is switched on')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'First photo' })).toBeChecked();
  });

  it('says why a switch was refused, and shows the challenge as it was', async () => {
    const { user } = renderWithProviders(<ChallengeCatalogueSection />, {
      mocks: [
        catalogueMock([fiveAncestors]),
        {
          request: { query: SetChallengeActiveDocument, variables: { id: 'c1', active: false } },
          result: { errors: [new GraphQLError('Only administrators can switch catalogue challenges on or off.', { extensions: { code: 'FORBIDDEN' } })] },
        },
      ],
    });
    await user.click(await screen.findByRole('switch', { name: 'Five ancestors' }));

    expect(await screen.findByText('Only administrators can switch catalogue challenges on or off.')).toBeInTheDocument();
    expect(screen.getByText('Not switched')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Five ancestors' })).toBeChecked();
  });

  it('says when the catalogue is empty or could not be loaded', async () => {
    const empty = renderWithProviders(<ChallengeCatalogueSection />, { mocks: [catalogueMock([])] });
    expect(await screen.findByText('No challenges in the catalogue')).toBeInTheDocument();
    empty.unmount();

    renderWithProviders(<ChallengeCatalogueSection />, { mocks: [{ request: { query: ChallengeCatalogueDocument }, error: new Error('offline') }] });
    expect(await screen.findByText('The challenges could not be loaded.')).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    renderWithProviders(<ChallengeCatalogueSection />, { mocks: [catalogueMock([fiveAncestors, firstPhoto])] });
    expect(await screen.findByRole('heading', { name: 'Retos de descubrimiento' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Construir el árbol' })).toHaveTextContent('Five ancestorsFácil · 50 puntosActivado');
    expect(screen.getByRole('list', { name: 'Recuerdos' })).toHaveTextContent('First photoMedia · 1 puntoDesactivado');
  });
});
