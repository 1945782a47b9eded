import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

/** Fetches a component's code; settles when it is there (a failure is reported where the component renders). */
export interface TPreload {
  preload(): Promise<void>;
}

/** A component whose code is downloaded when first rendered, or earlier by `preload`. */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes.
export type TPreloadable<C extends ComponentType<any> = ComponentType> = C & TPreload;

/**
 * React.lazy that does not suspend once its code is there: React.lazy suspends on its first render even when the chunk
 * has already arrived, and each suspension commits a fallback and holds the next reveal back (React reveals suspended
 * content at most every 300 ms after a fallback). A reload that preloads the shell and its screen before the first
 * render (main.tsx) so renders the page in one pass, and the screen's reads start in that first render.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes.
export function preloadable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): TPreloadable<C> {
  let loaded: C | null = null;
  let loading: Promise<{ default: C }> | null = null;
  const fetchCode = () => {
    // A failed download is tried again by the next render or preload.
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(fetchCode);
  function Preloadable(props: ComponentProps<C>) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  const preload = () =>
    fetchCode().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Preloadable as unknown as C, { preload });
}
