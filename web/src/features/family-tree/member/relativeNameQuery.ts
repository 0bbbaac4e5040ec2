import { graphql } from '../../../gql';

/** The name of the member at the other end of a relationship. */
export const RelativeNameDocument = graphql(`
  query RelativeName($id: ID!) {
    familyMember(id: $id) {
      id
      fullName
      isSelf
    }
  }
`);
