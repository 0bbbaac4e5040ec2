import type { MockLink } from '@apollo/client/testing';
import type { MemoriesQueryVariables, MemoryFieldsFragment } from '../../../gql/graphql';
import { MemoryDocument, MemoriesDocument, MemoryCirclesDocument, MemoryTreesDocument, TagCandidatesDocument } from '../memoryQueries';

interface PageOptions {
  after?: string;
  endCursor?: string | null;
  circleId?: string;
  first?: number;
}

/** One page of memories, answered to a request for that page (the first when `after` is left out). */
export function memoriesPage(nodes: MemoryFieldsFragment[], { after, endCursor = null, circleId, first = 24 }: PageOptions = {}): MockLink.MockedResponse {
  return {
    request: {
      query: MemoriesDocument,
      variables: (v: MemoriesQueryVariables) => v.after === after && v.circleId === circleId && v.first === first,
    },
    result: { data: { memories: { __typename: 'MemoryPage', nodes, endCursor, hasMore: Boolean(endCursor) } } },
  };
}

/** One memory read whole (with its tags), as the viewer asks for it, as often as it is opened. */
export function memoryMock(memory: MemoryFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: MemoryDocument, variables: { id: memory.id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { memory } },
  };
}

export function circlesMock(circles: { id: string; name: string }[]): MockLink.MockedResponse {
  return {
    request: { query: MemoryCirclesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { circles: circles.map((c) => ({ __typename: 'Circle', ...c })) } },
  };
}

export const treesMock: MockLink.MockedResponse = {
  request: { query: MemoryTreesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { trees: [{ __typename: 'Tree', id: 'tree-1', name: 'The Rivera family' }] } },
};

/** The people of tree-1 that the tag pickers list. */
export const peopleMock: MockLink.MockedResponse = {
  request: { query: TagCandidatesDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      familyMembers: {
        __typename: 'FamilyMemberPage',
        nodes: [
          { __typename: 'FamilyMember', id: 'm-tomas', fullName: 'Tomas Rivera', isSelf: false },
          { __typename: 'FamilyMember', id: 'm-lucia', fullName: 'Lucia Rivera', isSelf: false },
        ],
      },
    },
  },
};
