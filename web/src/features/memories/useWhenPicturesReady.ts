import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MemoryPicturesDocument } from './memoryQueries';

const EVERY_MS = 5000;
const TRIES = 36;

/**
 * While a memory's pictures are being made (a few seconds after upload), asks for them now and
 * then; the answer lands in the cache, which redraws every place the memory is shown.
 */
export function useWhenPicturesReady(memoryId: string, pending: boolean) {
  const client = useApolloClient();
  useEffect(() => {
    if (!pending) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > TRIES) clearInterval(timer);
      else void client.query({ query: MemoryPicturesDocument, variables: { id: memoryId }, fetchPolicy: 'network-only' }).catch(() => undefined);
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [client, memoryId, pending]);
}
