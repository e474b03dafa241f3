import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every script of the app with V8's compile hint (docs/decisions/048). Without it, each
 * function is compiled on the page's main thread the first time it runs, which during the
 * hydration was 20–40 ms of a phone's blocking time (four times that at Lighthouse's slow-down);
 * with it, Chromium compiles them on its streaming thread while the file downloads. Other
 * browsers read it as a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'agendei-compile-hints',
    apply: 'build',
    // The server entry (dist/web-ssr) runs in Node, which compiles its own way.
    applyToEnvironment: (environment) => environment.name === 'client',
    // After minification, which drops comments: the hint must be the file's first line.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.code = `${COMPILE_HINT}\n${output.code}`;
      }
    },
  };
}
