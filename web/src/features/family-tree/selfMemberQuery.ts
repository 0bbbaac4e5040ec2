import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The smallest window around the viewer's own member: only to learn its id. */
export const SelfMemberDocument = graphql(`
  query SelfMember {
    familyTree(generationsUp: 0, generationsDown: 0) {
      focusId
    }
  }
`);

/** The id of the member that stands for the viewer, once known. */
export function useSelfMemberId(): string | undefined {
  const { data } = useQuery(SelfMemberDocument);
  return data?.familyTree.focusId;
}
