import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { clearSidebarUnread } from './circleCache';
import { MarkFamilyCircleOpenedDocument } from './circleMutations';

/** Tells the server, once per circle, that a member opened it, so its unread count starts again. */
export function useMarkCircleOpened(circleId: string | undefined, isMember: boolean) {
  const [mark] = useMutation(MarkFamilyCircleOpenedDocument, {
    update(cache, { data }) {
      if (data) clearSidebarUnread(cache, data.markCircleOpened.id);
    },
  });
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!circleId || !isMember || marked.current === circleId) return;
    marked.current = circleId;
    // Only the unread count depends on it: a failure is not worth interrupting the visit.
    mark({ variables: { id: circleId } }).catch(() => undefined);
  }, [circleId, isMember, mark]);
}
