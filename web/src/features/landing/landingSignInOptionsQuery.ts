import { graphql } from '../../gql';

export const LandingSignInOptionsDocument = graphql(`
  query LandingSignInOptions {
    signInOptions {
      needsAdministrator
      builtInAccounts
    }
  }
`);
