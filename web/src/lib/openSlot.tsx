import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What a screen opens on demand (a dialog, with what it is opened on), kept apart from the screen's
 * own state: opening and closing it draws the dialog alone, not the whole screen again (on the tree
 * screen that was the chart, its sidebar and their cards, on every click that opened a dialog).
 */
export interface Slot<T> {
  open: (value: T) => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
  current: () => T | null;
}

function slotOf<T>(): Slot<T> {
  let value: T | null = null;
  const listeners = new Set<() => void>();
  const set = (next: T | null) => {
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    open: (next) => set(next),
    close: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => value,
  };
}

/** A slot for one dialog of a screen; `open` and `close` stay the same functions for the screen's life. */
export function useSlot<T>(): Slot<T> {
  const [slot] = useState(() => slotOf<T>());
  return slot;
}

/**
 * Draws what the slot was opened with, and nothing while it is closed. Opening draws it as a
 * transition: the click that opened it is answered in the next frame (the button's own feedback)
 * and the dialog is drawn in the frames right after, in slices the browser can paint between,
 * rather than the whole dialog holding that first frame back. Closing is drawn at once.
 */
export function OpenSlot<T>({ slot, children }: { slot: Slot<T>; children: (value: T, close: () => void) => ReactNode }) {
  const [value, setValue] = useState<T | null>(slot.current);
  useEffect(() => {
    const follow = () => {
      const next = slot.current();
      if (next === null) setValue(null);
      else startTransition(() => setValue(next));
    };
    // Opened between this part's drawing and now: followed at once.
    follow();
    return slot.subscribe(follow);
  }, [slot]);
  return value === null ? null : children(value, slot.close);
}
