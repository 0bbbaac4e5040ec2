import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The smallest window of a tree around its default focus: the viewer's own person, when they are in it. */
export const SelfMemberDocument = graphql(`
  query SelfMember($treeId: ID) {
    familyTree(treeId: $treeId, generationsUp: 0, generationsDown: 0) {
      treeId
      focusId
      nodes {
        id
        isSelf
      }
    }
  }
`);

/**
 * The id of the person who is the viewer in a tree (default: the tree opened last): undefined while
 * loading, null when they are nobody in it.
 */
export function useSelfMemberId(treeId?: string): string | null | undefined {
  const { data } = useQuery(SelfMemberDocument, { variables: { treeId } });
  if (!data) return undefined;
  return data.familyTree.nodes.find((n) => n.isSelf)?.id ?? null;
}
