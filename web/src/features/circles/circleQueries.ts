import { graphql } from '../../gql';

export const FamilyCirclesDocument = graphql(`
  query FamilyCircles {
    circles {
      ...FamilyCircleCard
    }
  }
`);

export const DiscoverableFamilyCirclesDocument = graphql(`
  query DiscoverableFamilyCircles {
    discoverableCircles {
      ...FamilyCircleCard
    }
  }
`);

export const RecentFamilyCirclesDocument = graphql(`
  query RecentFamilyCircles($first: Int!) {
    recentCircles(first: $first) {
      id
      name
      memberCount
      unreadCount
    }
  }
`);

export const FamilyCircleDocument = graphql(`
  query FamilyCircle($id: ID!) {
    circle(id: $id) {
      ...FamilyCircleDetails
    }
  }
`);

export const FamilyCircleJoinRequestsDocument = graphql(`
  query FamilyCircleJoinRequests($circleId: ID!) {
    circleJoinRequests(circleId: $circleId) {
      id
      circleId
      requestedAt
      user {
        ...FamilyCirclePerson
      }
    }
  }
`);

/** The viewer's connections: the only people they may put in a circle. */
export const CircleMemberChoicesDocument = graphql(`
  query CircleMemberChoices {
    connections {
      user {
        ...FamilyCirclePerson
      }
    }
  }
`);
