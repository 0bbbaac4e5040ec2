import { graphql } from '../../gql';

export const ProfileDocument = graphql(`
  query Profile {
    me {
      ...ProfileFields
    }
  }
`);
