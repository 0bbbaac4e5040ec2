import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useOffline } from '../../offline/connectivity';

/** Reads what is on screen again when the connection is back after the app worked offline. */
export function RefetchWhenBackOnline() {
  const offline = useOffline();
  const client = useApolloClient();
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    wasOffline.current = offline;
  }, [offline, client]);
  return null;
}
