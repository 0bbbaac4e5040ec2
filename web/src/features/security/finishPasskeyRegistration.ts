import { graphql } from '../../gql';

export const FinishPasskeyRegistrationDocument = graphql(`
  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
    finishPasskeyRegistration(input: $input) {
      ...PasskeyFields
    }
  }
`);
