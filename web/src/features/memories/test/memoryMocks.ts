import type { MockLink } from '@apollo/client/testing';
import type { MemoriesQueryVariables, MemoryFieldsFragment } from '../../../gql/graphql';
import { MemoryDocument, MemoriesDocument, MemoryCirclesDocument } from '../memoryQueries';
import { FaceSuggestionTreesDocument } from '../faces/faceQueries';
export { peopleMock, treesMock } from '../../../test/peopleChoiceMocks';

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


/** The viewer's trees for face suggestions: tree-1, with them off (the viewer is told so). */
export const faceTreesMock: MockLink.MockedResponse = {
  request: { query: FaceSuggestionTreesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { trees: [{ __typename: 'Tree', id: 'tree-1', name: 'The Rivera family', faceSuggestions: false }] } },
};
