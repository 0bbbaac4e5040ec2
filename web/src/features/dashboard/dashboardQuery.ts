import { graphql } from '../../gql';

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
