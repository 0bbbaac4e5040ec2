import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { HeritageLevel } from '../../../gql/graphql';
import { inLanguage } from '../../../test/inLanguage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DnaPage } from '../DnaPage';
import { generation } from '../test/dnaFixtures';
import { HeritageDocument } from './heritageQueries';

const heritageMock = (level: HeritageLevel, generations: object[] | null): MockLink.MockedResponse => ({
  request: { query: HeritageDocument, variables: { level } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: { heritage: generations ? { __typename: 'Heritage', person: { __typename: 'FamilyMember', id: 'm-ana', fullName: 'Ana Rivera', isSelf: true }, generations } : null },
  },
});

const byRegion = [
  generation(1, 2, [['Galicia', 1], ['Jalisco', 1]]),
  generation(2, 4, [['Galicia', 3]]),
  generation(3, 6, [['Galicia', 4], ['Asturias', 1]]),
];
const byCountry = [generation(1, 2, [['Spain', 2]]), generation(2, 4, [['Spain', 4]]), generation(3, 6, [['Spain', 5]])];

const render = (mocks: MockLink.MockedResponse[], route = '/dna/heritage') => renderWithProviders(<DnaPage />, { mocks, route });

describe('heritage', () => {
  it('says where each generation was born, with a bar for each place and for those not known', async () => {
    render([heritageMock('region', byRegion)]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Where your ancestors were born' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Heritage', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('There is no ethnicity estimate here: one compares your DNA with reference populations, which Kinfolk does not have.');

    const greats = screen.getByRole('article', { name: 'Your great-grandparents (8)' });
    expect(greats).toHaveTextContent('Half your great-grandparents were born in Galicia');
    expect(greats).toHaveTextContent('6 of 8 great-grandparents in your tree; 5 with a birth place.');
    const shares = within(greats).getAllByRole('listitem').map((item) => item.textContent);
    expect(shares).toEqual(['Galicia4 of 8 · 50%', 'Asturias1 of 8 · 13%', 'Birth place not recorded1 of 8 · 13%', 'Not in your tree yet2 of 8 · 25%']);
    expect(screen.getByRole('article', { name: 'Your grandparents (4)' })).toHaveTextContent('Three quarters of your grandparents were born in Galicia');
    expect(screen.getByRole('article', { name: 'Your parents (2)' })).toHaveTextContent('One of your parents was born in Galicia');
  });

  it('groups by country when asked, and keeps the choice in the address', async () => {
    const { user } = render([heritageMock('region', byRegion), heritageMock('country', byCountry)]);
    await screen.findByText('Half your great-grandparents were born in Galicia');
    await user.click(screen.getByRole('button', { name: 'Country' }));
    expect(await screen.findByText('5 of your 8 great-grandparents were born in Spain')).toBeInTheDocument();
    expect(screen.getByText('Both your parents were born in Spain')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Country' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens at the level the address names', async () => {
    render([heritageMock('country', byCountry)], '/dna/heritage?level=country');
    expect(await screen.findByText('All your grandparents were born in Spain')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await inLanguage('es');
    render([heritageMock('region', byRegion)]);
    expect(await screen.findByText('La mitad de tus bisabuelos nacieron en Galicia')).toBeInTheDocument();
    expect(screen.getByText('Tres cuartas partes de tus abuelos nacieron en Galicia')).toBeInTheDocument();
  });

  it('says what to do when the viewer is in no tree, or no birth place is recorded', async () => {
    const first = render([heritageMock('region', null)]);
    expect(await screen.findByText('You are not in a family tree yet')).toBeInTheDocument();
    first.unmount();
    render([heritageMock('region', [generation(1, 2, []), generation(2, 1, [])])]);
    expect(await screen.findByText('No birth places recorded yet')).toBeInTheDocument();
  });

  it('offers a retry when heritage cannot be loaded', async () => {
    render([{ request: { query: HeritageDocument, variables: { level: 'region' } }, error: new Error('offline') }]);
    expect(await screen.findByText('Your heritage could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});
