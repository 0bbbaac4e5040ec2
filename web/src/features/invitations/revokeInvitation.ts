import { graphql } from '../../gql';

export const RevokeInvitationDocument = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      ...InvitationFields
    }
  }
`);
