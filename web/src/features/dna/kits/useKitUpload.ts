import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { UploadProgress } from '../../../lib/xhrUpload';
import { uploadKit, type KitUploadRequest } from './kitUpload';

/** Where an upload is: its bytes going, then the server reading the file. */
export type KitUploadPhase = 'idle' | 'sending' | 'reading';

/**
 * Uploads a raw data file with its progress in bytes; once the server has kept the kit, the kits
 * are asked for again (the new one is comparing). `cancel` stops the upload; leaving stops it too.
 */
export function useKitUpload() {
  const client = useApolloClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const upload = async (request: Omit<KitUploadRequest, 'onProgress'>): Promise<string> => {
    setProgress({ loaded: 0, total: request.file.size });
    const sending = uploadKit({ ...request, onProgress: setProgress });
    stop.current = sending.cancel;
    try {
      const id = await sending.done;
      // The list follows on its own; a failure to ask again leaves the kit kept all the same.
      void Promise.resolve(client.refetchQueries({ include: ['MyDnaKits'] })).catch(() => undefined);
      return id;
    } finally {
      stop.current = null;
      setProgress(null);
    }
  };

  const phase: KitUploadPhase = !progress ? 'idle' : progress.total > 0 && progress.loaded >= progress.total ? 'reading' : 'sending';
  return { progress, phase, upload, cancel: () => stop.current?.() };
}
