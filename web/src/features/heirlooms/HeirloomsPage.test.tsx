import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { HeirloomsQueryVariables } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CreateHeirloomDocument, HeirloomsDocument } from './heirloomQueries';
import { HeirloomsPage } from './HeirloomsPage';
import { asViewer, heirloom, peopleMock, treesMock } from './test/heirloomFixtures';

function pageMock(nodes: object[], type: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: HeirloomsDocument, variables: (v: HeirloomsQueryVariables) => (v.assetType ?? null) === type && !v.after },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { heirlooms: { __typename: 'HeirloomPage', nodes, endCursor: null, hasMore: false } } },
  };
}

/** Types a whole text at once (a paste), as the form reads it on every change: a key at a time is slow and tells nothing more. */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const render = (mocks: MockLink.MockedResponse[], role: 'editor' | 'viewer' = 'editor') => renderWithProviders(<HeirloomsPage />, { mocks: [treesMock(role), peopleMock, ...mocks], route: '/heirlooms' });

describe('HeirloomsPage', () => {
  it('lists the family’s heirlooms with their kind, who has them and since when, each opening its page', async () => {
    const clock = heirloom({ id: 'h2', name: 'Mantel clock', assetType: 'furniture', acquisitionDate: null, currentOwner: null, previousOwners: [], value: null });
    render([pageMock([heirloom(), clock])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Heirlooms' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading heirlooms…' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: "The family's heirlooms" });
    const [ring, second] = within(list).getAllByRole('article');
    expect(within(ring).getByRole('heading', { name: "Grandmother's ring" })).toBeInTheDocument();
    expect(ring).toHaveTextContent('Jewellery');
    expect(ring).toHaveTextContent('In the family since 1952');
    expect(ring).toHaveTextContent('Held by Lucia Rivera');
    expect(ring).toHaveTextContent('Worth €1,200.00');
    expect(within(ring).getByRole('link')).toHaveAttribute('href', '/heirlooms/h1');
    expect(second).toHaveTextContent('Nobody is recorded to have it now');
    expect(await screen.findByRole('button', { name: 'Add an heirloom' })).toBeInTheDocument();
  });

  it('shows no value and offers no adding to a viewer', async () => {
    render([pageMock([asViewer(heirloom())])], 'viewer');
    const card = await screen.findByRole('article', { name: "Grandmother's ring" });
    expect(card).not.toHaveTextContent('Worth');
    expect(card).not.toHaveTextContent('1,200');
    expect(screen.queryByRole('button', { name: 'Add an heirloom' })).not.toBeInTheDocument();
  });

  it('asks for one kind when its button is pressed, and says when there is none of it', async () => {
    const { user } = render([pageMock([heirloom()]), pageMock([], 'recipe')]);
    await screen.findByRole('article', { name: "Grandmother's ring" });
    await user.click(screen.getByRole('button', { name: 'Recipe' }));
    expect(await screen.findByText('No heirlooms of this kind yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recipe' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when there are none yet', async () => {
    render([pageMock([])]);
    expect(await screen.findByText('No heirlooms yet')).toBeInTheDocument();
  });

  it('offers a retry when the heirlooms cannot be loaded', async () => {
    render([{ request: { query: HeirloomsDocument, variables: () => true }, error: new Error('offline') }]);
    expect(await screen.findByText('The heirlooms could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('adds an heirloom with who has it, its value and an earlier owner, checks the form first, and opens its page', async () => {
    let sent: unknown = null;
    const { user } = render([
      pageMock([]),
      { request: { query: CreateHeirloomDocument, variables: (v: unknown) => ((sent = v), true) }, result: { data: { createHeirloom: heirloom({ id: 'h9', name: 'Lace shawl' }) } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add an heirloom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an heirloom' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give it a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a kind')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Lace shawl');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Textile' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Came into the family' }), 'abt 1920');
    await user.click(within(dialog).getByRole('combobox', { name: 'Who has it now' }));
    await user.click(await screen.findByRole('option', { name: 'Lucia Rivera' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Since' }), '1995');
    await user.click(within(dialog).getByRole('button', { name: 'Add an earlier owner' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Earlier owner 1' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Rivera' }));
    const earlier = within(dialog).getByRole('group', { name: 'Earlier owner 1' });
    await fill(user, within(earlier).getByRole('textbox', { name: 'From' }), '1995');
    await fill(user, within(earlier).getByRole('textbox', { name: 'Until' }), '1960');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Amount' }), '350,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This is before they had it')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog).getByText('Give the currency, such as EUR or USD')).toBeInTheDocument();
    expect(sent).toBeNull();

    await fill(user, within(earlier).getByRole('textbox', { name: 'From' }), '1920');
    await fill(user, within(earlier).getByRole('textbox', { name: 'Until' }), '1995');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Currency' }), 'eur');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/heirlooms/h9'));
    expect(sent).toEqual({
      input: {
        treeId: 'tree-1',
        name: 'Lace shawl',
        assetType: 'textile',
        description: null,
        story: null,
        acquisitionDate: 'abt 1920',
        value: { amount: '350.5', currency: 'EUR' },
        currentOwner: { memberId: 'm-lucia', how: null, from: '1995' },
        previousOwners: [{ memberId: 'm-grace', how: null, from: '1920', to: '1995' }],
        intendedOwnerId: null,
        photos: null,
      },
    });
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    render([pageMock([heirloom()])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Reliquias familiares' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Las reliquias de la familia' });
    expect(list).toHaveTextContent('Joya');
    expect(list).toHaveTextContent('La tiene Lucia Rivera');
    expect(await screen.findByRole('button', { name: 'Añadir una reliquia' })).toBeInTheDocument();
  });
});
