import { graphql } from '../../gql';

/** What an entry of the timeline shows. */
export const TimelineEntryFieldsFragment = graphql(`
  fragment TimelineEntryFields on TimelineEntry {
    id
    date
    dateText
    type
    title
    description
    photos {
      memoryId
      thumbnailUrl
      title
    }
    photoCount
    involvedMembers {
      id
      treeId
      name
    }
    link
  }
`);

/** A page of the timeline, newest first: under a filter, from a cursor or from the end of a year. */
export const TimelineDocument = graphql(`
  query Timeline($filter: TimelineFilter!, $after: String, $fromYear: Int, $first: Int!) {
    timeline(filter: $filter, after: $after, fromYear: $fromYear, first: $first) {
      nodes {
        ...TimelineEntryFields
      }
      endCursor
      hasMore
    }
  }
`);

/** The years the timeline holds under a filter (the year dropdown). */
export const TimelineYearsDocument = graphql(`
  query TimelineYears($filter: TimelineFilter!) {
    timelineYears(filter: $filter) {
      year
      count
    }
  }
`);
