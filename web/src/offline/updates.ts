import { useSyncExternalStore } from 'react';

/** Set when a new version of the app is ready: calling it reloads the page into that version. */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(apply: (() => void) | null) {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

export function offerUpdate(apply: () => void): void {
  set(apply);
}

/** Forgets the offer for this visit ("Later"): the new version starts on the next one anyway. */
export function dismissUpdate(): void {
  set(null);
}

/** The waiting new version's "reload into it", or null while there is none. */
export function useUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );
}
