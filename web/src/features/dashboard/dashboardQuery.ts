import { graphql } from '../../gql';

/** How many of the latest family activities the dashboard lists. */
export const ACTIVITY_COUNT = 6;

export const DashboardDocument = graphql(`
  query Dashboard($activityCount: Int!) {
    me {
      id
      firstName
      displayName
    }
    familyStats {
      memberCount
      memoryCount
      storyCount
      upcomingEventCount
      relationshipCount
      connectionCount
      daysSinceJoined
    }
    recentActivity(first: $activityCount) {
      id
      kind
      summary
      treeId
      memberId
      link
      createdAt
    }
  }
`);
