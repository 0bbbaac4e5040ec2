import { graphql } from '../../gql';

export const CreateInvitationDocument = graphql(`
  mutation CreateInvitation($input: CreateInvitationInput) {
    createInvitation(input: $input) {
      url
      invitation {
        ...InvitationFields
      }
    }
  }
`);
