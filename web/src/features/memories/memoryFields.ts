import { graphql } from '../../gql';

/** A tag as the viewer shows it: who, where on the photo, and whether the viewer may change it. */
export const PhotoTagFieldsFragment = graphql(`
  fragment PhotoTagFields on PhotoTag {
    id
    box {
      x
      y
      width
      height
    }
    member {
      id
      fullName
    }
    taggedBy {
      id
      displayName
    }
    isVerified
    viewerCanChange
  }
`);

/** What a card of the grid shows of a memory (the viewer reads the rest, its tags, when it opens). */
export const MemoryCardFieldsFragment = graphql(`
  fragment MemoryCardFields on Memory {
    id
    title
    description
    kind
    eventDate
    createdAt
    thumbnailUrl
    previewUrl
    taggedCount
    file {
      url
      contentType
      size
      width
      height
      durationSeconds
    }
    circle {
      id
      name
    }
    uploadedBy {
      id
      displayName
      firstName
      lastName
      profileImageUrl
    }
    viewerCan {
      update
      delete
      tag
    }
  }
`);

/** Everything the viewer shows of a memory: its card's fields and the people tagged in it. */
export const MemoryFieldsFragment = graphql(`
  fragment MemoryFields on Memory {
    ...MemoryCardFields
    photoTags {
      ...PhotoTagFields
    }
  }
`);
