import { createContext, use, useCallback, useRef, useState, type ReactNode } from 'react';
import { preloadableLazy } from '../lib/preloadableLazy';

export interface Toast {
  title: string;
  text?: string;
  variant?: 'default' | 'success' | 'error' | 'info' | 'warning';
  /** A button beside the text (such as Undo); the toast then stays twice as long, and closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

const Toaster = preloadableLazy(() => import('./Toaster').then((m) => m.Toaster));

const ShowToast = createContext<(toast: Toast) => void>(() => undefined);

/**
 * Where the app's toasts show (see Toaster). The toasts' code loads with the first one, which
 * waits for it, rather than with the page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const show = useRef<((toast: Toast) => void) | null>(null);
  const waiting = useRef<Toast[]>([]);
  const [wanted, setWanted] = useState(false);
  const toast = useCallback((next: Toast) => {
    if (show.current) return show.current(next);
    waiting.current.push(next);
    setWanted(true);
  }, []);
  const ready = useCallback((shows: (toast: Toast) => void) => {
    show.current = shows;
    for (const next of waiting.current.splice(0)) shows(next);
  }, []);
  return (
    <ShowToast value={toast}>
      {children}
      {wanted && <Toaster onReady={ready} />}
    </ShowToast>
  );
}

/** Shows a toast. */
export function useToast(): (toast: Toast) => void {
  return use(ShowToast);
}
