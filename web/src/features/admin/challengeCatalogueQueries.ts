import { graphql } from '../../gql';

export const ChallengeCatalogueDocument = graphql(`
  query ChallengeCatalogue {
    challengeCatalogue {
      id
      key
      title
      category
      difficulty
      isActive
      rewards {
        points
      }
      viewerCan {
        setActive
      }
    }
  }
`);

export const SetChallengeActiveDocument = graphql(`
  mutation SetChallengeActive($id: ID!, $active: Boolean!) {
    setChallengeActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`);
