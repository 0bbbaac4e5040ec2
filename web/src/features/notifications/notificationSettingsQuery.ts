import { graphql } from '../../gql';

export const NotificationSettingsDocument = graphql(`
  query NotificationSettings {
    notificationSettings {
      enabledKinds
      digest
      emailAvailable
    }
  }
`);

export const UpdateNotificationSettingsDocument = graphql(`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      enabledKinds
      digest
      emailAvailable
    }
  }
`);
