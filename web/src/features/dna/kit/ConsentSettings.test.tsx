import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DnaPage } from '../DnaPage';
import { kit, matchRow } from '../test/dnaFixtures';
import { AgreeToDnaMatchDocument, DnaConsentChoicesDocument, DnaKitPageDocument, WithdrawDnaMatchConsentDocument } from './kitPageQueries';

const withTomas = {
  __typename: 'DnaMatchConsent',
  id: 'c1',
  createdAt: '2026-03-04T10:00:00.000Z',
  withUser: { __typename: 'PublicUser', id: 'u-tomas', displayName: 'Tomás Rivera', firstName: 'Tomás', lastName: 'Rivera', profileImageUrl: null },
  tree: null,
};
const withTree = { __typename: 'DnaMatchConsent', id: 'c2', createdAt: '2026-03-05T10:00:00.000Z', withUser: null, tree: { __typename: 'Tree', id: 'tree-1', name: 'The Rivera family' } };

const kitPage = (consents: object[], matches: object[] = []) => ({ ...kit(), matchConsents: consents, matches });

const kitMock = (consents: object[], matches: object[] = []): MockLink.MockedResponse => ({
  request: { query: DnaKitPageDocument, variables: { id: 'k1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { dnaKit: kitPage(consents, matches) } },
});

const choicesMock: MockLink.MockedResponse = {
  request: { query: DnaConsentChoicesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      dnaMatchChoices: [
        { __typename: 'PublicUser', id: 'u-tomas', displayName: 'Tomás Rivera' },
        { __typename: 'PublicUser', id: 'u-lucia', displayName: 'Lucía Rivera' },
      ],
      trees: [
        { __typename: 'Tree', id: 'tree-1', name: 'The Rivera family' },
        { __typename: 'Tree', id: 'tree-2', name: 'The Moreno family' },
      ],
    },
  },
};

const render = (mocks: MockLink.MockedResponse[], route = '/dna/kits/k1/agreements') => renderWithProviders(<DnaPage pollMs={60_000} />, { mocks: [choicesMock, ...mocks], route });

describe('a kit’s agreements to match', () => {
  it('explains that a comparison needs both sides and that nobody else sees the kit, and lists each agreement', async () => {
    render([kitMock([withTomas, withTree])]);
    expect(await screen.findByText(/Two kits are compared only when both sides agree/)).toBeInTheDocument();
    expect(screen.getByText(/Nobody else ever sees your kit/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Who may compare with this kit' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('With Tomás Rivera');
    expect(items[0]).toHaveTextContent('Agreed on Mar 4, 2026');
    expect(items[1]).toHaveTextContent('With everyone in The Rivera family');
    expect(screen.getByRole('tab', { name: 'Who may compare (2)', selected: true })).toBeInTheDocument();
  });

  it('agrees with a relative not agreed with yet, and with a whole tree', async () => {
    const sent: unknown[] = [];
    const { user } = render([
      kitMock([withTomas, withTree]),
      {
        request: { query: AgreeToDnaMatchDocument, variables: (v: unknown) => (sent.push(v), true) },
        maxUsageCount: 2,
        result: { data: { agreeToDnaMatch: kitPage([withTomas, withTree]) } },
      },
    ]);
    await user.click(await screen.findByRole('combobox', { name: 'Relative' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Lucía Rivera']);
    await user.click(options[0]);
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(sent).toEqual([{ input: { kitId: 'k1', withUserId: 'u-lucia' } }]));

    await user.click(screen.getByRole('radio', { name: 'Everyone in a tree' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Choose the tree')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tree' }));
    const trees = await screen.findAllByRole('option');
    expect(trees.map((o) => o.textContent)).toEqual(['The Moreno family']);
    await user.click(trees[0]);
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ input: { kitId: 'k1', treeId: 'tree-2' } });
  });

  it('withdraws an agreement once told its results go at once, and the list follows', async () => {
    let withdrawn: unknown = null;
    const { user } = render([
      kitMock([withTomas, withTree], [matchRow()]),
      {
        request: { query: WithdrawDnaMatchConsentDocument, variables: (v: unknown) => ((withdrawn = v), true) },
        result: { data: { withdrawDnaMatchConsent: kitPage([withTree], []) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Withdraw the agreement With Tomás Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this agreement?' });
    expect(dialog).toHaveTextContent('the comparisons it allowed are removed at once');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toEqual({ id: 'c1' }));
    await waitFor(() => expect(screen.queryByText('With Tomás Rivera')).not.toBeInTheDocument());
    expect(screen.getByText('With everyone in The Rivera family')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '0 matches' })).toBeInTheDocument();
  });

  it('lists the kit’s matches on its other tab, most shared first, with the tree check and endogamy', async () => {
    render(
      [
        kitMock(
          [withTomas],
          [
            matchRow({ id: 'm2', totalCm: 120, segmentCount: 6, largestCm: 30, matchedUser: { __typename: 'PublicUser', id: 'u-l', displayName: 'Lucía Rivera' } as never, treeCheck: { __typename: 'DnaTreeCheck', fits: false, label: 'second cousins' } as never, endogamy: { __typename: 'DnaEndogamy', flagged: true } as never }),
            matchRow({ matchedPerson: { __typename: 'FamilyMember', id: 'p-pedro', fullName: 'Pedro Rivera' } as never }),
          ],
        ),
      ],
      '/dna/kits/k1',
    );
    const list = await screen.findByRole('list', { name: 'Matches, most shared DNA first' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/dna/matches/m1?kit=k1');
    expect(first).toHaveTextContent('Pedro Rivera (uploaded by Tomás Rivera)');
    expect(first).toHaveTextContent('866 cM · 31 segments · largest 72.5 cM');
    expect(first).toHaveTextContent('Most likely: First cousin (62%)');
    expect(first).toHaveTextContent('Fits the tree: first cousins');
    expect(second).toHaveTextContent('Lucía Rivera');
    expect(second).toHaveTextContent('Does not fit the tree: second cousins');
    expect(second).toHaveTextContent('Endogamy');
  });
});
