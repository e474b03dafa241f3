import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The meta element of index.html that names the public pages' stylesheet. */
export const PUBLIC_STYLES_META = 'agendei-public-styles';

/** The module of the signed-in part: nothing it alone imports styles a public page. */
const ACCOUNT_APP = /\/src\/account-app\.tsx$/;

/** The chunks a public page can load: the entry and all it imports, but not the signed-in part. */
function publicChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunks.has(fileName) || chunk?.type !== 'chunk') return;
    if (chunk.facadeModuleId && ACCOUNT_APP.test(chunk.facadeModuleId)) return;
    chunks.set(fileName, chunk);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  }
  return [...chunks.values()];
}

/** The class candidates written in the app's own files of those chunks (as Tailwind scans them). */
function candidatesOf(files: string[]): string[] {
  const scanner = new Scanner({});
  return scanner.scanFiles(
    files.map((file) => ({
      content: readFileSync(file, 'utf8'),
      extension: path.extname(file).slice(1),
    })),
  );
}

/**
 * A second stylesheet with only the rules of the public pages (landing, booking, manage): the
 * server inlines it into the pages it renders instead of the whole app's, which made the first
 * HTML a third the size (docs/decisions/050). The signed-in part loads the whole stylesheet
 * before it renders. Built from the same index.css and Tailwind, so every rule it has is the
 * whole stylesheet's rule.
 */
export function publicStylesheet(options: { webRoot: string; stylesheet: string }): Plugin {
  let fileName: string | undefined;
  return {
    name: 'agendei-public-stylesheet',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before Vite writes index.html (its HTML plugin comes after this one), which names the file.
    async generateBundle(_options, bundle) {
      const files = new Set<string>([path.join(options.webRoot, 'index.html')]);
      for (const chunk of publicChunks(bundle)) {
        for (const id of chunk.moduleIds) {
          const file = id.split('?')[0] ?? '';
          if (
            file.startsWith(options.webRoot) &&
            !file.includes('/node_modules/') &&
            /\.[jt]sx?$/.test(file)
          ) {
            files.add(file);
          }
        }
      }
      const compiler = await compile(readFileSync(options.stylesheet, 'utf8'), {
        base: path.dirname(options.stylesheet),
        onDependency: () => undefined,
      });
      const css = optimize(compiler.build(candidatesOf([...files])), { minify: true }).code;
      const reference = this.emitFile({ type: 'asset', name: 'public.css', source: css });
      fileName = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        fileName
          ? [
              {
                tag: 'meta',
                attrs: { name: PUBLIC_STYLES_META, content: `/${fileName}` },
                injectTo: 'head' as const,
              },
            ]
          : [],
    },
  };
}
