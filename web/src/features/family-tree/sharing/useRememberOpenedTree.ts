import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { OpenTreeDocument } from './treeQueries';

/**
 * Tells the server which tree the screen shows, so it opens that tree next time (on any device) and
 * lists, pickers and figures without a tree name it.
 */
export function useRememberOpenedTree(treeId: string | undefined) {
  const [open] = useMutation(OpenTreeDocument, { refetchQueries: ['Trees', 'MemberOptions', 'SelfMember'] });
  useEffect(() => {
    if (treeId) open({ variables: { id: treeId } }).catch(() => {});
  }, [treeId, open]);
}
