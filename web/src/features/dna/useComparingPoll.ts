import { useEffect } from 'react';

/** How often kits are asked for again while one is being compared. */
export const COMPARING_POLL_MS = 4000;

/** Asks for a query again every `pollMs` while a kit's comparisons run, and stops once they are done. */
export function useComparingPoll(comparing: boolean, pollMs: number, startPolling: (ms: number) => void, stopPolling: () => void) {
  useEffect(() => {
    if (!comparing) return;
    startPolling(pollMs);
    return () => stopPolling();
  }, [comparing, pollMs, startPolling, stopPolling]);
}
