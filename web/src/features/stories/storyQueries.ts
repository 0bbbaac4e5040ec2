import { graphql } from '../../gql';

/** What the list shows of a story, and what its edit form starts from. */
export const StoryFieldsFragment = graphql(`
  fragment StoryFields on Story {
    id
    title
    content
    storyType
    eventDate
    isPublic
    authorName
    createdAt
    circle {
      id
      name
    }
    taggedMembers {
      id
      fullName
    }
    attachments {
      id
      title
      thumbnailUrl
    }
    viewerCan {
      update
      delete
    }
  }
`);

/** One page of the stories the viewer may read, newest first. */
export const StoriesDocument = graphql(`
  query Stories($after: String, $first: Int!) {
    stories(after: $after, first: $first) {
      nodes {
        ...StoryFields
      }
      endCursor
      hasMore
    }
  }
`);

/** The circles the viewer is in, where a story can be shared. */
export const StoryCirclesDocument = graphql(`
  query StoryCircles {
    circles {
      id
      name
    }
  }
`);

/** The viewer's memories, newest first, to attach. */
export const StoryMemoryChoicesDocument = graphql(`
  query StoryMemoryChoices($after: String, $first: Int!) {
    memories(after: $after, first: $first) {
      nodes {
        id
        title
        thumbnailUrl
      }
      endCursor
      hasMore
    }
  }
`);
