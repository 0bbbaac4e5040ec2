import { graphql } from '../../gql';

export const NotificationFields = graphql(`
  fragment NotificationFields on Notification {
    id
    kind
    message
    link
    read
    createdAt
    actor {
      id
      displayName
      firstName
      lastName
      profileImageUrl
    }
  }
`);

/** The bell's figure. */
export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications($after: String, $first: Int) {
    notifications(after: $after, first: $first) {
      nodes {
        ...NotificationFields
      }
      endCursor
      hasMore
      unreadCount
    }
  }
`);
