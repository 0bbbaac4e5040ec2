import { graphql } from '../../gql';

/** The viewer's trees, the one opened last first: the tree shown when the address names none. */
export const AnimatedTimelineTreesDocument = graphql(`
  query AnimatedTimelineTrees {
    trees {
      id
      name
    }
  }
`);

/** A tree's history in columns (shared/animated-timeline), for the whole tree or a person's descendants. */
export const AnimatedTimelineDocument = graphql(`
  query AnimatedTimeline($treeId: ID!, $fromPersonId: ID) {
    animatedTimeline(treeId: $treeId, fromPersonId: $fromPersonId) {
      treeId
      fromPersonId
      size
      firstYear
      lastYear
      undated
      itemsTruncated
      columns
    }
  }
`);
