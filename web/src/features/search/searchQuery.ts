import { graphql } from '../../gql';

/** What the header's search box lists: a few of each kind the viewer may see. */
export const HeaderSearchDocument = graphql(`
  query HeaderSearch($query: String!, $first: Int!) {
    search(query: $query, first: $first) {
      people {
        ...SearchResultFields
      }
      memories {
        ...SearchResultFields
      }
      stories {
        ...SearchResultFields
      }
      events {
        ...SearchResultFields
      }
      momentAnswers {
        ...SearchResultFields
      }
      timeCapsules {
        ...SearchResultFields
      }
      achievements {
        ...SearchResultFields
      }
      voiceMessages {
        ...SearchResultFields
      }
      heirlooms {
        ...SearchResultFields
      }
    }
  }

  fragment SearchResultFields on SearchResult {
    kind
    id
    title
    subtitle
    imageUrl
    link
  }
`);
