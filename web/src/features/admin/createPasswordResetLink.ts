import { graphql } from '../../gql';

export const CreatePasswordResetLinkDocument = graphql(`
  mutation CreatePasswordResetLink($userId: ID!) {
    createPasswordResetLink(userId: $userId) {
      url
      expiresAt
    }
  }
`);
