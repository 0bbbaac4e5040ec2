import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GedcomJobDocument } from './gedcomQueries';
import { isRunning } from './gedcomText';

export const POLL_MS = 1000;

/** One job, asked for again every second while the server works on it (and not once it waits or has ended). */
export function useGedcomJob(id: string) {
  const [polling, setPolling] = useState(true);
  const { data, previousData, loading, error, refetch } = useQuery(GedcomJobDocument, { variables: { id }, pollInterval: polling ? POLL_MS : 0 });
  const job = data?.gedcomJob ?? previousData?.gedcomJob ?? null;
  const shouldPoll = job ? isRunning(job.state) : !error;
  if (shouldPoll !== polling) setPolling(shouldPoll);
  return { job, loading, error, refetch };
}
