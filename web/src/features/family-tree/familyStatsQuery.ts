import { graphql } from '../../gql';

export const FamilyTreeStatsDocument = graphql(`
  query FamilyTreeStats($treeId: ID) {
    familyStats(treeId: $treeId) {
      memberCount
      memoryCount
      relationshipCount
      connectionCount
    }
  }
`);
