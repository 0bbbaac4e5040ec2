import { useSyncExternalStore } from 'react';

/**
 * Whether the app works from what it saved: the browser says it is offline, or the server could
 * not be reached for the last request (on a train, the phone may say "online" with no signal).
 */
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || unreachable;
}

const PROBE_EVERY_MS = 5_000;
let probe: ReturnType<typeof setInterval> | undefined;

/**
 * Told by the network layer: the server did not answer (true) or answered again (false). While it
 * does not, the app asks /healthz now and then, and comes back online by itself when it answers.
 */
export function setServerUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  clearInterval(probe);
  if (value) {
    probe = setInterval(() => {
      if (navigator.onLine === false) return;
      fetch('/healthz', { cache: 'no-store' }).then((res) => res.ok && setServerUnreachable(false), () => undefined);
    }, PROBE_EVERY_MS);
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Re-renders when the app goes offline or comes back. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
