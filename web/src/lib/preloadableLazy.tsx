import { useEffect, useState, type ComponentType, type JSX, type ReactNode } from 'react';

/** A component whose code is loaded on demand, and can be loaded ahead of time. */
export type PreloadableComponent<P extends object> = ((props: P) => JSX.Element) & {
  /** Starts loading the component's code (once); resolves when it is ready. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component whose code is loaded on demand, like React's `lazy`, but without suspending: until
 * the code is there, `fallback` is shown, and a component whose code was loaded ahead of time (by
 * `preload`) renders at once. (React holds a revealed Suspense boundary back for a moment after its
 * fallback showed, which on the app's first screen delays everything behind it.) A failed load is
 * thrown to the nearest error boundary, and the next render tries again.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Preloadable(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setReady] = useState(false);
    const Component = loaded;
    const drawn = Component !== undefined;
    useEffect(() => {
      // Asks even when the code arrived after the fallback was drawn (effects run a task later,
      // and a preload started elsewhere can land in between): a settled load answers at once.
      if (drawn) return;
      let current = true;
      preload().then(
        () => current && setReady(true),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [drawn]);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : <>{fallback}</>;
  }
  return Object.assign(Preloadable, { preload });
}
