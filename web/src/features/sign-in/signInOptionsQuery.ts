import { graphql } from '../../gql';

export const SignInOptionsDocument = graphql(`
  query SignInOptions {
    signInOptions {
      needsAdministrator
      registration
      builtInAccounts
      passwordResetByEmail
    }
  }
`);
