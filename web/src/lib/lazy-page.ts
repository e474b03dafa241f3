import { createElement, lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named page export: each page becomes its own chunk. `preload()`
 * fetches it ahead of the first render; once here, the page renders at once, without
 * suspending, so a server-rendered page hydrates in one synchronous pass (main.tsx).
 */
export function lazyPage<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const Lazy = lazy(preload);
  function Page(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload });
}
