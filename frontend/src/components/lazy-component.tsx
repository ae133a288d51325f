import {
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';

export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Fetch the code now; once it is here the component renders at once, without suspending. */
  preload: () => Promise<void>;
  /**
   * `preload` for event handlers (a pointer over, or focus on, what opens the component): a
   * failed fetch is not reported here but tried again when the component renders.
   */
  prefetch: () => void;
};

/**
 * A component whose code loads on first render, in its own chunk, and renders nothing until
 * it has. For parts of a page that appear only after a query or a click: they stay out of the
 * route's first-load JavaScript (scripts/check-budgets.mjs). Lighter than next/dynamic, which
 * brings its own client runtime; call its `preload()` early to fetch the chunk ahead of need.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    fallback,
  }: {
    /** Drawn while the code loads (nothing by default), e.g. to keep an id others refer to. */
    fallback?: (props: Props) => ReactNode;
  } = {},
): LazyComponent<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  function preload(): Promise<void> {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  // Not React.lazy: it suspends on its first render even when the code is already here, which
  // draws the fallback for a frame and shifts the layout when the content replaces it.
  function Suspending(props: Props & JSX.IntrinsicAttributes) {
    if (!Loaded) use(preload());
    if (!Loaded) throw new Error('lazyComponent: loaded without a component');
    return <Loaded {...props} />;
  }
  function Lazy(props: Props & JSX.IntrinsicAttributes) {
    // The same tree before and after the code arrives: were the component drawn bare once
    // loaded, the parent's next render would swap the tree and remount it, dropping its state
    // (an editor's draft typed in the meantime).
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Suspending {...props} />
      </Suspense>
    );
  }
  function prefetch(): void {
    preload().catch(() => undefined);
  }
  return Object.assign(Lazy, { preload, prefetch });
}

/**
 * Starts `load` (the imports of a view's lazy parts) on mount and says when it has finished,
 * so a view can show its loading state until data and code are both here and then draw
 * everything at once, with nothing popping in later (layout shift). A failed load also ends
 * the wait: the lazy components retry when they render.
 */
export function usePreload(load: () => Promise<unknown>): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    // In a task of its own: the mount's other effects (a page's queries) already make a long
    // one, and adding the chunks' script tags to it would make it longer.
    const start = setTimeout(() => {
      void load()
        .catch(() => undefined)
        .then(() => {
          if (isCurrent) setIsReady(true);
        });
    }, 0);
    return () => {
      isCurrent = false;
      clearTimeout(start);
    };
  }, [load]);
  return isReady;
}
