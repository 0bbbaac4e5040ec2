import { graphql } from '../../gql';

/** The trees the viewer reads, the one opened last first: which tree's findings to show. */
export const InsightTreesDocument = graphql(`
  query InsightTrees {
    trees {
      id
      name
    }
  }
`);

/** One group of a tree's findings, as the page shows them. */
export const FamilyInsightsDocument = graphql(`
  query FamilyInsights($treeId: ID!, $group: InsightGroup, $first: Int) {
    familyInsights(treeId: $treeId, group: $group, first: $first) {
      treeId
      hasMore
      computedAt
      updating
      viewerCanEdit
      nodes {
        id
        treeId
        type
        group
        title
        sentence
        people {
          id
          fullName
          treeId
        }
        dataPoints {
          personId
          field
          value
        }
        action {
          kind
          personIds
        }
      }
    }
  }
`);

export const DismissInsightDocument = graphql(`
  mutation DismissInsight($id: ID!) {
    dismissInsight(id: $id)
  }
`);

export const RestoreInsightsDocument = graphql(`
  mutation RestoreInsights($treeId: ID!) {
    restoreInsights(treeId: $treeId)
  }
`);

export const MarkNotSamePersonDocument = graphql(`
  mutation MarkNotSamePerson($treeId: ID!, $personA: ID!, $personB: ID!) {
    markNotSamePerson(treeId: $treeId, personA: $personA, personB: $personB)
  }
`);
