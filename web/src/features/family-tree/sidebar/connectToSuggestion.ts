import { graphql } from '../../../gql';

export const ConnectToSuggestionDocument = graphql(`
  mutation ConnectToSuggestion($input: SendConnectionRequestInput!) {
    sendConnectionRequest(input: $input) {
      id
      status
    }
  }
`);
