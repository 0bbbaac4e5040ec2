import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MemberHeirloomsDocument } from './heirloomQueries';
import { MemberHeirlooms } from './MemberHeirlooms';
import { heirloom, owner } from './test/heirloomFixtures';

const mock = (memberId: string, heirlooms: object[], canEdit: boolean): MockLink.MockedResponse => ({
  request: { query: MemberHeirloomsDocument, variables: { memberId } },
  result: {
    data: {
      familyMember: { __typename: 'FamilyMember', id: memberId, treeId: 'tree-1', fullName: 'Grace Rivera', viewerCan: { __typename: 'MemberPermissions', update: canEdit } },
      memberHeirlooms: heirlooms,
    },
  },
});

describe('MemberHeirlooms', () => {
  it('lists what a person had, has and is meant to have, each opening its page', async () => {
    const clock = heirloom({ id: 'h2', name: 'Mantel clock', assetType: 'furniture', currentOwner: owner('m-grace', 'Grace Rivera', { from: '1990' }), previousOwners: [], intendedOwner: null });
    const quilt = heirloom({ id: 'h3', name: 'Wedding quilt', assetType: 'textile', currentOwner: null, previousOwners: [], intendedOwner: { __typename: 'FamilyMember', id: 'm-grace', fullName: 'Grace Rivera' } });
    renderWithProviders(<MemberHeirlooms memberId="m-grace" />, { mocks: [mock('m-grace', [heirloom(), clock, quilt], false)] });
    const section = await screen.findByRole('region', { name: 'Heirlooms' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(["Grandmother's ringHad it · 1952 – 1995", 'Mantel clockHas it now · Since 1990', 'Wedding quiltMeant to have it next']);
    expect(within(items[0]).getByRole('link', { name: "Grandmother's ring" })).toHaveAttribute('href', '/heirlooms/h1');
    expect(within(section).queryByRole('button', { name: 'Add an heirloom' })).not.toBeInTheDocument();
  });

  it('offers to add one to those who may change the person, and says when there are none', async () => {
    renderWithProviders(<MemberHeirlooms memberId="m-grace" />, { mocks: [mock('m-grace', [], true)] });
    expect(await screen.findByText('No heirlooms of Grace Rivera yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an heirloom' })).toBeInTheDocument();
  });
});
