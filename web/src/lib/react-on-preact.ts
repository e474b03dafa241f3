// What `react` means in the built web app: Preact's compat layer (3 KB instead of React DOM's
// ~60 KB, docs/decisions/035), plus the four React 19 idioms our components use that Preact 10
// does not know yet: `use(Context)`, `useEffectEvent`, `<Context value>` as its own provider, and `ref` as a plain
// prop of a function component. Nothing else imports it: web/vite.config.ts aliases `react` here.
import { options, type Context, type VNode } from 'preact';
import React, { useCallback, useContext, useLayoutEffect, useRef } from 'preact/compat';

// @ts-expect-error: compat's types use `export =`; at run time this re-exports its named exports.
export * from 'preact/compat';
export default React;

/** React 19's `use`, for contexts (the only use we make of it): promises are not supported. */
export function use<T>(context: Context<T>): T {
  return useContext(context);
}

/** React 19.2's `useEffectEvent`: a function that always calls the latest render's callback. */
export function useEffectEvent<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

const isContext = (type: unknown): type is Context<unknown> =>
  typeof type === 'object' &&
  type !== null &&
  typeof (type as Context<unknown>).Provider === 'function';

const isClass = (type: unknown) =>
  typeof type === 'function' &&
  Boolean((type as { prototype?: { render?: unknown } }).prototype?.render);

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const element = vnode as unknown as {
    type: unknown;
    ref: unknown;
    props: Record<string, unknown>;
  };
  if (isContext(element.type)) element.type = element.type.Provider;
  // React 19 passes `ref` to function components like any prop; Preact 10 keeps it for itself.
  if (typeof element.type === 'function' && !isClass(element.type) && element.ref) {
    element.props.ref = element.ref;
    element.ref = null;
  }
  previousVNodeHook?.(vnode);
};
