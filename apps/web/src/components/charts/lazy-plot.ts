// A drawing whose code is in a chunk of its own (lazy-plots.ts).
import { createElement, lazy, type ComponentType } from 'react';

/**
 * A plot whose code loads on first use. Once loaded it renders at once: React's `lazy` alone
 * suspends on every first render, even of code already here, and the plots that suspended
 * together would all be drawn in the one task after.
 */
export function lazyPlot<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => start().then((component) => ({ default: component })));
  function Plot(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  return { Plot, start };
}
