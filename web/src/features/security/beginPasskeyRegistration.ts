import { graphql } from '../../gql';

export const BeginPasskeyRegistrationDocument = graphql(`
  mutation BeginPasskeyRegistration {
    beginPasskeyRegistration
  }
`);
