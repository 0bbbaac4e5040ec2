import type { MockLink } from '@apollo/client/testing';
import type { HeirloomDetailsFieldsFragment, HeirloomOwnerFieldsFragment } from '../../../gql/graphql';
import { HeirloomPeopleDocument, HeirloomTreesDocument } from '../heirloomQueries';

type Owner = Omit<HeirloomOwnerFieldsFragment, 'member' | 'from' | 'to'> & { member: { id: string; fullName: string } | null; from: string | null; to: string | null };

let owners = 0;

/** An owner of a journey (a row of its own, as each is on the server), dates given as written and shown. */
export const owner = (id: string, name: string | null, o: Partial<Omit<Owner, 'id' | 'member'>> = {}) => ({
  __typename: 'HeirloomOwner' as const,
  id: `o-${id}-${(owners += 1)}`,
  how: o.how ?? null,
  datesHidden: o.datesHidden ?? false,
  member: name ? { __typename: 'FamilyMember' as const, id, fullName: name } : null,
  from: o.from ? { __typename: 'GenealogyDate' as const, value: o.from, text: o.from } : null,
  to: o.to ? { __typename: 'GenealogyDate' as const, value: o.to, text: o.to } : null,
});

/** Grandmother's ring: Grace's from 1952 to 1995, Lucia's since; meant for Tomas; worth €1,200 (to those who may see it). */
export function heirloom(overrides: Record<string, unknown> = {}): HeirloomDetailsFieldsFragment & { __typename: 'Heirloom' } {
  return {
    __typename: 'Heirloom',
    id: 'h1',
    treeId: 'tree-1',
    name: "Grandmother's ring",
    assetType: 'jewellery',
    description: 'Gold, with a small garnet.',
    story: 'Bought in Seville the year Grace married.',
    acquisitionDate: { __typename: 'GenealogyDate', value: '1952', text: '1952' },
    value: { __typename: 'HeirloomValue', amount: '1200.00', currency: 'EUR' },
    currentOwner: owner('m-lucia', 'Lucia Rivera', { how: 'inherited', from: '1995' }),
    previousOwners: [owner('m-grace', 'Grace Rivera', { how: 'bought', from: '1952', to: '1995' })],
    intendedOwner: { __typename: 'FamilyMember', id: 'm-tomas', fullName: 'Tomas Rivera' },
    photos: [],
    documents: [],
    viewerCan: { __typename: 'HeirloomPermissions', update: true, delete: true, passOn: true, seeValue: true },
    ...overrides,
  } as HeirloomDetailsFieldsFragment & { __typename: 'Heirloom' };
}

/** What a viewer of the tree reads of it: no value, a living owner's dates private, nothing to change. */
export const asViewer = (h: ReturnType<typeof heirloom>) =>
  heirloom({
    ...h,
    value: null,
    currentOwner: owner('m-lucia', 'Lucia Rivera', { how: 'inherited', datesHidden: true }),
    viewerCan: { __typename: 'HeirloomPermissions', update: false, delete: false, passOn: false, seeValue: false },
  });

/** The viewer's trees: one they edit. */
export const treesMock = (role: 'owner' | 'editor' | 'viewer' = 'editor'): MockLink.MockedResponse => ({
  request: { query: HeirloomTreesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { trees: [{ __typename: 'Tree', id: 'tree-1', name: 'The Rivera family', viewerRole: role }] } },
});

/** The people of tree-1 the owner fields list. */
export const peopleMock: MockLink.MockedResponse = {
  request: { query: HeirloomPeopleDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      familyMembers: {
        __typename: 'FamilyMemberPage',
        nodes: [
          { __typename: 'FamilyMember', id: 'm-tomas', fullName: 'Tomas Rivera' },
          { __typename: 'FamilyMember', id: 'm-lucia', fullName: 'Lucia Rivera' },
          { __typename: 'FamilyMember', id: 'm-grace', fullName: 'Grace Rivera' },
        ],
      },
    },
  },
};
