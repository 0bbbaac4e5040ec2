import { graphql } from '../../gql';

/** One page of memories, newest first, optionally of one circle or of one tagged person. */
export const MemoriesDocument = graphql(`
  query Memories($circleId: ID, $memberId: ID, $after: String, $first: Int!) {
    memories(circleId: $circleId, memberId: $memberId, after: $after, first: $first) {
      nodes {
        ...MemoryCardFields
      }
      endCursor
      hasMore
    }
  }
`);

/** One memory, for a viewer opened on a memory that is not in the list shown. */
export const MemoryDocument = graphql(`
  query Memory($id: ID!) {
    memory(id: $id) {
      ...MemoryFields
    }
  }
`);

/** A memory's pictures, asked again while they are being made. */
export const MemoryPicturesDocument = graphql(`
  query MemoryPictures($id: ID!) {
    memory(id: $id) {
      id
      thumbnailUrl
      previewUrl
    }
  }
`);

/** The circles the viewer is in: where a memory can be shared, and the page's filter. */
export const MemoryCirclesDocument = graphql(`
  query MemoryCircles {
    circles {
      id
      name
    }
  }
`);

