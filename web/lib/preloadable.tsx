import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<Props extends object> {
  /** Renders the loaded component, or suspends while its code is still on its way. */
  Component: ComponentType<Props>;
  /** Starts fetching the code (once; again after a failure); resolves when it is here. */
  preload: () => Promise<void>;
  /** Whether the code is here (renders without suspending). */
  isLoaded: () => boolean;
}

/**
 * React.lazy that can be fetched ahead of time and, once fetched, renders at once instead of
 * suspending. Each suspension that shows a fallback holds the content back for at least 300 ms
 * (React's throttle for revealing content), so code that is already here must not suspend.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;

  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<Props> };
  });

  function Component(props: Props) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component on a
    // later render would mount the page again and lose its state.
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return <Chosen {...props} />;
  }

  return { Component, preload, isLoaded: () => loaded !== undefined };
}
