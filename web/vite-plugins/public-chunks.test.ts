// Which chunk each module of the public pages goes to (docs/decisions/065), on a small module
// graph shaped like the app's: the boot entry, the start, the pages, the signed-in app, an icon
// library whose index re-exports every icon, and a date library of `export *`.
import { describe, expect, it } from 'vitest';
import { assignPublicChunks } from './public-chunks.ts';

type Module = { code?: string; exports?: string[]; imports?: string[]; lazy?: string[] };

const src = '/w/src';
const modules: Record<string, Module> = {
  [`${src}/main.tsx`]: {
    code: 'import { hold } from "./lib/held";',
    imports: [`${src}/lib/held.ts`],
    lazy: [`${src}/start.tsx`],
  },
  [`${src}/lib/held.ts`]: { code: 'export const hold = 1;' },
  [`${src}/start.tsx`]: {
    code: 'import { hold } from "./lib/held"; import { App } from "./app";',
    imports: [`${src}/lib/held.ts`, `${src}/app.tsx`],
  },
  [`${src}/app.tsx`]: {
    code: 'import { XIcon } from "icons";\nexport function App() { return XIcon; }',
    imports: ['/w/node_modules/icons/index.mjs'],
    lazy: [
      `${src}/pages/book-personal.tsx`,
      `${src}/pages/manage-booking.tsx`,
      `${src}/pages/landing.tsx`,
      `${src}/account-app.tsx`,
      `${src}/components/ui/toaster.tsx`,
    ],
  },
  '/w/node_modules/icons/index.mjs': {
    code:
      "export { default as X, default as XIcon } from './x.mjs';\n" +
      "export { default as Bot, default as BotIcon } from './bot.mjs';\n" +
      "export { default as Check, default as CheckIcon } from './check.mjs';",
    imports: [
      '/w/node_modules/icons/x.mjs',
      '/w/node_modules/icons/bot.mjs',
      '/w/node_modules/icons/check.mjs',
    ],
  },
  '/w/node_modules/icons/x.mjs': { code: 'const x = 1; export default x;' },
  '/w/node_modules/icons/bot.mjs': { code: 'const bot = 1; export default bot;' },
  '/w/node_modules/icons/check.mjs': { code: 'const check = 1; export default check;' },
  '/w/node_modules/dates/index.js': {
    code: 'export * from "./format.js";\nexport * from "./addDays.js";',
    imports: ['/w/node_modules/dates/format.js', '/w/node_modules/dates/addDays.js'],
  },
  '/w/node_modules/dates/format.js': { code: 'export function format() {}', exports: ['format'] },
  '/w/node_modules/dates/addDays.js': {
    code: 'export function addDays() {}',
    exports: ['addDays'],
  },
  [`${src}/pages/book-personal.tsx`]: {
    code: 'import { Card } from "@/card"; import { Flow } from "./flow"; import { format } from "dates";',
    imports: [`${src}/card.tsx`, `${src}/flow.tsx`, '/w/node_modules/dates/index.js'],
  },
  [`${src}/flow.tsx`]: { code: 'export const Flow = 1;', lazy: [`${src}/client-form.tsx`] },
  [`${src}/client-form.tsx`]: {
    code: 'import { Card } from "@/card";',
    imports: [`${src}/card.tsx`],
  },
  [`${src}/card.tsx`]: { code: 'export const Card = 1;' },
  [`${src}/pages/manage-booking.tsx`]: {
    code: 'import { CheckIcon } from "icons"; import { Calendar } from "./calendar";',
    imports: ['/w/node_modules/icons/index.mjs', `${src}/pages/calendar.tsx`],
  },
  [`${src}/pages/calendar.tsx`]: { code: 'export const Calendar = 1;' },
  [`${src}/pages/landing.tsx`]: {
    code: 'import { Calendar } from "./calendar";',
    imports: [`${src}/pages/calendar.tsx`],
  },
  [`${src}/components/ui/toaster.tsx`]: {
    code: 'import { Layer } from "layer";',
    imports: ['/w/node_modules/layer/index.mjs'],
  },
  '/w/node_modules/layer/index.mjs': { code: 'export const Layer = 1;' },
  [`${src}/account-app.tsx`]: {
    code: 'import { Card } from "@/card"; import { BotIcon } from "icons"; import { addDays } from "dates";',
    imports: [
      `${src}/card.tsx`,
      '/w/node_modules/icons/index.mjs',
      '/w/node_modules/dates/index.js',
    ],
  },
};

const graph = {
  getModuleInfo(id: string) {
    const module = modules[id];
    if (!module) return null;
    return {
      code: module.code ?? '',
      exports: module.exports ?? [],
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: module.lazy ?? [],
    };
  },
};

const chunks = assignPublicChunks(graph, src);
const chunkOf = (id: string) => chunks.get(id.startsWith('/w/node_modules') ? id : `${src}/${id}`);

describe('the public pages’ chunks', () => {
  it('leaves the boot entry’s modules to it: nothing is fetched before the page paints', () => {
    expect(chunkOf('main.tsx')).toBeUndefined();
    expect(chunkOf('lib/held.ts')).toBeUndefined();
  });

  it('puts what the app’s start imports in `app`, and the idle toaster in its own chunk', () => {
    expect(chunkOf('start.tsx')).toBe('app');
    expect(chunkOf('app.tsx')).toBe('app');
    expect(chunkOf('components/ui/toaster.tsx')).toBe('toaster');
    expect(chunkOf('/w/node_modules/layer/index.mjs')).toBe('toaster');
  });

  it('gives a page what it alone imports, and shares what another screen imports too', () => {
    expect(chunkOf('pages/book-personal.tsx')).toBe('booking');
    expect(chunkOf('flow.tsx')).toBe('booking');
    // The booking page and the signed-in app both use the card: never the booking chunk.
    expect(chunkOf('card.tsx')).toBe('public-shared');
    expect(chunkOf('pages/calendar.tsx')).toBe('public-shared');
    expect(chunkOf('pages/manage-booking.tsx')).toBe('manage');
    expect(chunkOf('pages/landing.tsx')).toBe('landing');
    // What a page loads later, or the signed-in app alone, keeps Rolldown's own chunks.
    expect(chunkOf('client-form.tsx')).toBeUndefined();
    expect(chunkOf('account-app.tsx')).toBeUndefined();
  });

  it('looks through an index that re-exports a library: only the icons a page names', () => {
    expect(chunkOf('/w/node_modules/icons/x.mjs')).toBe('app');
    expect(chunkOf('/w/node_modules/icons/check.mjs')).toBe('manage');
    // Used by the signed-in app only, though its index is imported by the start.
    expect(chunkOf('/w/node_modules/icons/bot.mjs')).toBeUndefined();
    // The index itself renders as nothing; it goes with the first chunk that names it.
    expect(chunkOf('/w/node_modules/icons/index.mjs')).toBe('app');
  });

  it('looks through `export *` to the module that defines a name', () => {
    expect(chunkOf('/w/node_modules/dates/format.js')).toBe('booking');
    expect(chunkOf('/w/node_modules/dates/addDays.js')).toBeUndefined();
  });
});
