import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named page export: each page becomes its own chunk. */
export function lazyPage<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
