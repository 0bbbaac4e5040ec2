import { graphql } from '../../gql';

/** How many of the latest family activities the dashboard lists (the server reads as many into the page). */
export { DASHBOARD_ACTIVITY_COUNT as ACTIVITY_COUNT } from '../../../../shared/boot/index.ts';

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
