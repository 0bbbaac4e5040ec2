import { graphql } from '../../gql';

export const InvitationFieldsFragment = graphql(`
  fragment InvitationFields on Invitation {
    id
    note
    status
    createdAt
    expiresAt
    acceptedBy {
      id
      displayName
    }
  }
`);
