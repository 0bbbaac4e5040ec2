import { graphql } from '../../gql';

export const InvitationsDocument = graphql(`
  query Invitations {
    invitations {
      ...InvitationFields
    }
  }
`);
