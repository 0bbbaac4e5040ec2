import { graphql } from '../../gql';

export const InvitationPreviewDocument = graphql(`
  query InvitationPreview($token: String!) {
    invitationPreview(token: $token) {
      inviterName
      note
      expiresAt
    }
  }
`);
