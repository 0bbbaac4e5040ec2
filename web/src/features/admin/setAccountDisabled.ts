import { graphql } from '../../gql';

export const SetAccountDisabledDocument = graphql(`
  mutation SetAccountDisabled($userId: ID!, $disabled: Boolean!) {
    setAccountDisabled(userId: $userId, disabled: $disabled) {
      id
      disabled
    }
  }
`);
