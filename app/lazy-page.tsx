/**
 * Route-level code splitting that does not suspend during SSR or hydration: the server and the client both
 * `preload()` the matched route's module before rendering, so the page renders synchronously; other routes load
 * on navigation behind a Suspense boundary. Keeps the landing page's initial JavaScript small.
 */
import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  Component: ComponentType;
  preload(): Promise<void>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Component() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  return { Component, preload };
}
