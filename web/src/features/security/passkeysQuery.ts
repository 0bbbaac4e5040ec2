import { graphql } from '../../gql';

export const PasskeysDocument = graphql(`
  query Passkeys {
    passkeys {
      ...PasskeyFields
    }
  }
`);
