import { graphql } from '../../gql';

export const FamilyTreeStatsDocument = graphql(`
  query FamilyTreeStats {
    familyStats {
      memberCount
      relationshipCount
      connectionCount
    }
  }
`);
