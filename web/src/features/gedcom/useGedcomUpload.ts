import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { GedcomJobFieldsFragment } from '../../gql/graphql';
import { GedcomJobDocument, ImportGedcomDocument } from './gedcomQueries';
import { sendImportGedcom, type ImportGedcomRequest, type UploadProgress } from './gedcomUpload';

/**
 * Sends the file with its progress in bytes; the job it starts goes into the cache, so the dialog
 * shows it at once. `cancel` stops the transfer; leaving the screen stops it too.
 */
export function useGedcomUpload() {
  const client = useApolloClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const upload = async (request: Pick<ImportGedcomRequest, 'file' | 'variables'>): Promise<GedcomJobFieldsFragment> => {
    setProgress({ loaded: 0, total: request.file.size });
    const sending = sendImportGedcom({ ...request, document: client.cache.transformDocument(ImportGedcomDocument), onProgress: setProgress });
    stop.current = sending.cancel;
    try {
      const job = await sending.done;
      client.writeQuery({ query: GedcomJobDocument, variables: { id: job.id }, data: { gedcomJob: job } });
      return job;
    } finally {
      stop.current = null;
      setProgress(null);
    }
  };

  return { progress, sending: progress !== null, upload, cancel: () => stop.current?.() };
}
