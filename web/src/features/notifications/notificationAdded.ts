import { graphql } from '../../gql';

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);
