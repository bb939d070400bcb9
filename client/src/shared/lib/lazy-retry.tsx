// React.lazy for a component inside an error boundary that offers a retry (ChartBoundary). React.lazy keeps a
// failed import's rejection for good: after a dropped connection, "Try again" rendered the same failure again
// and only a page reload brought the chart back. Here a failed import stays failed (so the error reaches the
// boundary: React renders a failed tree once more before giving up, and a fresh import then would only suspend
// again) until the boundary's retry calls `retryFailedImports`, which gives each failed one a fresh lazy
// component that imports again (the browser fetches a module again after a failed fetch).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Resets of the lazy components whose import failed, run by the next retry. */
const failed = new Set<() => void>();

export function retryFailedImports(): void {
  for (const reset of [...failed]) reset();
  failed.clear();
}

export type RetryableComponent<P> = ComponentType<P> & {
  /**
   * Loads the code ahead of the first render; once it is in, the component renders it directly. A lazy
   * component suspends on its first render even when its module is already loaded (React cannot see a promise
   * settle), and React 19 holds the reveal after a fallback for up to 300 ms.
   */
  preload: () => Promise<void>;
};

export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): RetryableComponent<P> {
  /** Set by `preload` only, once, so a mounted instance never changes component type. */
  let loaded: ComponentType<P> | null = null;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failed.add(() => {
          current = fresh();
        });
        throw error;
      }
    });
  let current = fresh();
  function Retryable(props: P) {
    const Component = loaded ?? current;
    return <Component {...props} />;
  }
  Retryable.preload = () =>
    load().then((component) => {
      loaded ??= component;
    });
  return Retryable;
}
