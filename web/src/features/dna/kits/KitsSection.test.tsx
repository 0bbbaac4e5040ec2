import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DnaPage } from '../DnaPage';
import { kit } from '../test/dnaFixtures';
import { DeleteDnaKitDocument, MyDnaKitsDocument } from './kitQueries';

const kitsMock = (kits: object[], uses = 1): MockLink.MockedResponse => ({
  request: { query: MyDnaKitsDocument },
  maxUsageCount: uses,
  result: { data: { myDnaKits: kits } },
});

const withMatches = (k: object, count: number) => ({ ...k, matches: Array.from({ length: count }, (_, i) => ({ __typename: 'DnaMatch', id: `m${i}` })) });

const render = (mocks: MockLink.MockedResponse[], pollMs = 60_000) => renderWithProviders(<DnaPage pollMs={pollMs} />, { mocks, route: '/dna' });

describe('the DNA kits', () => {
  it('lists each kit with its company, version, markers, person, date and matches, linking to its matches and agreements', async () => {
    render([kitsMock([withMatches(kit(), 2), withMatches(kit({ id: 'k2', provider: 'twenty_three_and_me', fileVersion: 'v5', ofRelative: true, relativeConsentAt: '2026-03-01T09:00:00.000Z', person: { __typename: 'FamilyMember', id: 'm-pedro', fullName: 'Pedro Rivera' } as never }), 0)])]);
    expect(screen.getByRole('heading', { level: 1, name: 'DNA & Heritage' })).toBeInTheDocument();
    const ancestry = await screen.findByRole('article', { name: 'AncestryDNA v2' });
    expect(ancestry).toHaveTextContent('Yours, as Ana Rivera in the tree');
    expect(ancestry).toHaveTextContent('637,000 markers · uploaded Mar 2, 2026');
    expect(ancestry).toHaveTextContent('2 matches · up to date since Mar 3, 2026');
    expect(within(ancestry).getByRole('link', { name: 'Matches of AncestryDNA v2' })).toHaveAttribute('href', '/dna/kits/k1');
    expect(within(ancestry).getByRole('link', { name: 'Who may compare with AncestryDNA v2' })).toHaveAttribute('href', '/dna/kits/k1/agreements');
    const relative = screen.getByRole('article', { name: '23andMe v5' });
    expect(relative).toHaveTextContent("Pedro Rivera's DNA, uploaded by you");
    expect(relative).toHaveTextContent('Their consent confirmed on Mar 1, 2026');
    expect(relative).toHaveTextContent('0 matches');
  });

  it('shows how far a kit being compared has got, asks again while it runs, and stops once it is done', async () => {
    const comparing = withMatches(kit({ matchingStatus: 'comparing', comparedCount: 3, compareTotal: 10, lastSynced: null }), 0);
    const done = withMatches(kit({ matchingStatus: 'ready', comparedCount: 10, compareTotal: 10 }), 4);
    let asked = 0;
    const counting = (k: object): MockLink.MockedResponse => ({ request: { query: MyDnaKitsDocument }, result: () => ((asked += 1), { data: { myDnaKits: [k] } }) });
    render([counting(comparing), counting(done), counting(done), counting(done)], 50);
    const bar = await screen.findByRole('progressbar', { name: 'Comparing with other kits: 3 of 10 kits' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(await screen.findByText(/4 matches · up to date since/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const afterDone = asked;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toBe(afterDone);
  });

  it('says what to do when there is no kit yet, with the way to upload one', async () => {
    render([kitsMock([])]);
    expect(await screen.findByText('No DNA kits yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload a DNA file' })).toHaveLength(2);
  });

  it('offers a retry when the kits cannot be loaded', async () => {
    render([{ request: { query: MyDnaKitsDocument }, error: new Error('offline') }]);
    expect(await screen.findByText('Your DNA kits could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('deletes a kit only once told it is for good, its genotypes and comparisons, and kept by earlier backups until they go', async () => {
    let deleted: unknown = null;
    const { user } = render([
      kitsMock([withMatches(kit(), 1)]),
      { request: { query: DeleteDnaKitDocument, variables: (v: unknown) => ((deleted = v), true) }, result: { data: { deleteDnaKit: 'k1' } } },
      kitsMock([]),
    ]);
    const card = await screen.findByRole('article', { name: 'AncestryDNA v2' });
    await user.click(within(card).getByRole('button', { name: 'Delete AncestryDNA v2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete AncestryDNA v2 for good?' });
    expect(dialog).toHaveTextContent('The stored genotypes are deleted at once, with every comparison made with this kit');
    expect(dialog).toHaveTextContent('This cannot be undone');
    expect(dialog).toHaveTextContent('Backups of this server taken before today still hold the sealed kit until they are removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Delete AncestryDNA v2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(deleted).toEqual({ id: 'k1' }));
    expect(await screen.findByText('No DNA kits yet')).toBeInTheDocument();
  });
});
