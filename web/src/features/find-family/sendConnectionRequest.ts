import { graphql } from '../../gql';

export const SendConnectionRequestDocument = graphql(`
  mutation SendConnectionRequest($input: SendConnectionRequestInput!) {
    sendConnectionRequest(input: $input) {
      id
      status
    }
  }
`);
