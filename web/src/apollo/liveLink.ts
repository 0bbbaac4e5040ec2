import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Where subscriptions are served: the page's own host and /graphql, over wss when the page is https. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/** 1, 2, 4 … seconds between tries, at most half a minute, spread a little so that not every page returns at once after a restart. */
function retryWait(retries: number): Promise<void> {
  const ms = Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 1000;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Subscriptions over one WebSocket (graphql-ws), signed in by the session cookie like every request.
 * It opens with the first subscription and closes after the last, and comes back by itself after a
 * lost connection (not after a refusal such as a signed-out session); `onReconnected` then lets the
 * page catch up on what it missed meanwhile.
 */
export function createLiveLink(onReconnected: () => void): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: liveUrl(window.location),
      lazy: true,
      retryAttempts: Infinity,
      retryWait,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) onReconnected();
        },
      },
    }),
  );
}
