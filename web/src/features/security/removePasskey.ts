import { graphql } from '../../gql';

export const RemovePasskeyDocument = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);
