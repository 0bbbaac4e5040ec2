import type { MockLink } from '@apollo/client/testing';
import { PeopleChoicesDocument, PeopleChoiceTreesDocument } from '../components/people-choices/peopleQueries';

/** The viewer has one tree, tree-1. */
export const treesMock: MockLink.MockedResponse = {
  request: { query: PeopleChoiceTreesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { trees: [{ __typename: 'Tree', id: 'tree-1', name: 'The Rivera family' }] } },
};

/** The people of tree-1 that the people pickers list. */
export const peopleMock: MockLink.MockedResponse = {
  request: { query: PeopleChoicesDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      familyMembers: {
        __typename: 'FamilyMemberPage',
        nodes: [
          { __typename: 'FamilyMember', id: 'm-tomas', fullName: 'Tomas Rivera' },
          { __typename: 'FamilyMember', id: 'm-lucia', fullName: 'Lucia Rivera' },
        ],
      },
    },
  },
};
