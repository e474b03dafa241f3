import path from 'node:path';
import type { Plugin } from 'vite';

/** What the chunking reads of a module (Rolldown's `ModuleInfo`, from its `ChunkingContext`). */
type ModuleInfo = {
  code: string | null;
  exports: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};
type Graph = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The screens' roots (relative to web/src). `entry` is the boot module (it must stay alone: the
 * page paints before anything else is fetched, docs/decisions/039); `app` is what every page loads
 * after it (the app's start), `toaster` what every page loads once idle; `booking`, `manage` and
 * `landing` are the public pages the server renders; `other` is every other screen (the
 * signed-in app, the landing's footer pages).
 */
const ROOTS = {
  entry: ['main.tsx'],
  app: ['start.tsx'],
  toaster: ['components/ui/toaster.tsx'],
  booking: ['pages/book-personal.tsx', 'pages/book-shared.tsx', 'pages/book-professional.tsx'],
  manage: ['pages/manage-booking.tsx', 'pages/confirm-presence.tsx'],
  landing: ['pages/landing.tsx'],
  other: ['account-app.tsx', 'pages/privacy.tsx', 'pages/terms.tsx', 'pages/cookies.tsx'],
} as const;

const PAGES = ['booking', 'manage', 'landing'] as const;

/** The chunk of what a public page loads at start and another screen loads too. */
export const SHARED_CHUNK = 'public-shared';

/** The chunks this splitting writes; a chunk only imports the ones before it. */
export const PUBLIC_CHUNKS = ['app', SHARED_CHUNK, 'toaster', ...PAGES] as const;

const STRING = String.raw`["']([^"']+)["']`;
const NAMED_IMPORT = new RegExp(
  String.raw`\bimport\s*([\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*${STRING}`,
  'g',
);
const DEFAULT_IMPORT = new RegExp(String.raw`\bimport\s+[\w$]+\s*(?:,|from\s*${STRING})`, 'g');
const NAMESPACE_IMPORT = new RegExp(
  String.raw`\bimport\s*\*\s*as\s*([\w$]+)\s*from\s*${STRING}`,
  'g',
);
const EXPORT_FROM = new RegExp(String.raw`\bexport\s*\{([^}]*)\}\s*from\s*${STRING}`, 'g');
const EXPORT_LOCAL = /\bexport\s*\{([^}]*)\}(?!\s*from)/g;
const EXPORT_STAR = new RegExp(String.raw`\bexport\s*\*\s*from\s*${STRING}`, 'g');
const STAR_FROM = new RegExp(
  String.raw`\b(?:import|export)\s*\*(?:\s*as\s*[\w$]+)?\s*from\s*${STRING}`,
  'g',
);
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** `a`, `a as b` items of an import or export list, as [name there, name here] pairs. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((item) => {
      const [from = '', to = from] = item.split(/\s+as\s+/);
      return [from.trim(), to.trim()];
    });
}

/**
 * A module that only re-exports others (lucide-react's 2,000 icons, date-fns, React Query): the
 * names it exports, each with the module that defines it, and the modules it re-exports whole.
 * Undefined for any module with code of its own.
 */
type Barrel = { names: Map<string, string[]>; stars: string[] };

/**
 * Which modules the public pages really load, worked out on Rolldown's module graph before it
 * drops what nothing uses: a module importing one icon from lucide-react reaches that icon, not
 * the 2,000 its index re-exports (which would put every icon of the signed-in screens in `app`).
 */
class Reach {
  private readonly barrels = new Map<string, Barrel | undefined>();
  /** Barrels met, whose imports are followed by name only. */
  private readonly looked = new Set<string>();

  constructor(private readonly graph: Graph) {}

  private info(id: string) {
    return this.graph.getModuleInfo(id);
  }

  /** The id a specifier of `from` names among its imports, if it can be told. */
  private resolve(from: string, specifier: string): string | undefined {
    const imported = this.info(from)?.importedIds ?? [];
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(from), specifier);
      return imported.find((id) => id === target || id.split('?')[0] === target);
    }
    const packageName = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    const candidates = imported.filter((id) => id.includes(`/node_modules/${packageName}/`));
    if (candidates.length === 1) return candidates[0];
    return candidates.find((id) => id.endsWith(specifier.slice(packageName.length)));
  }

  private barrel(id: string): Barrel | undefined {
    if (this.barrels.has(id)) return this.barrels.get(id);
    let barrel: Barrel | undefined;
    const code = this.info(id)?.code?.replace(COMMENTS, '');
    const statements = code
      ?.split(/;|\n/)
      .map((statement) => statement.trim())
      .filter((statement) => statement && statement !== '"use strict"');
    // Only import and export statements, at least one export, and no import for its side effects.
    if (
      code &&
      statements!.every(
        (statement) => /^(import|export)\b/.test(statement) || !/[=(]/.test(statement),
      ) &&
      /\bexport\b/.test(code) &&
      !/\bexport\s+(default|const|let|var|function|class|async)\b/.test(code) &&
      !new RegExp(String.raw`\bimport\s*${STRING}`).test(code)
    ) {
      barrel = this.readBarrel(id, code);
    }
    this.barrels.set(id, barrel);
    return barrel;
  }

  private readBarrel(id: string, code: string): Barrel | undefined {
    const names = new Map<string, string[]>();
    let unresolved = false;
    const add = (name: string, specifier: string) => {
      const target = this.resolve(id, specifier);
      if (target) names.set(name, [...(names.get(name) ?? []), target]);
      else unresolved = true;
    };
    const locals = new Map<string, string>();
    for (const [, , list, specifier] of code.matchAll(NAMED_IMPORT)) {
      for (const [, local] of specifiers(list!)) locals.set(local, specifier!);
    }
    for (const [, local, specifier] of code.matchAll(NAMESPACE_IMPORT))
      locals.set(local!, specifier!);
    for (const [, list, specifier] of code.matchAll(EXPORT_FROM)) {
      for (const [, exported] of specifiers(list!)) add(exported, specifier!);
    }
    for (const [, list] of code.matchAll(EXPORT_LOCAL)) {
      for (const [local, exported] of specifiers(list!)) {
        const specifier = locals.get(local);
        if (!specifier) return undefined;
        add(exported, specifier);
      }
    }
    const stars = [...code.matchAll(EXPORT_STAR)].map(([, specifier]) =>
      this.resolve(id, specifier!),
    );
    // A re-export it cannot place: its imports are all followed.
    if (unresolved || stars.some((star) => star === undefined)) return undefined;
    return { names, stars: stars as string[] };
  }

  /** The modules that define `name` as `barrel` exports it (recursively through barrels). */
  private definitions(
    barrelId: string,
    barrel: Barrel,
    name: string,
    seen = new Set<string>(),
  ): string[] {
    if (seen.has(barrelId)) return [];
    seen.add(barrelId);
    const direct = barrel.names.get(name);
    if (direct) return direct;
    return barrel.stars.flatMap((star) => {
      const inner = this.barrel(star);
      if (inner) return this.definitions(star, inner, name, seen);
      return this.info(star)?.exports.includes(name) ? [star] : [];
    });
  }

  /** What `id` imports statically, looking through barrels to the modules it names. */
  imports(id: string): string[] {
    const info = this.info(id);
    if (!info) return [];
    const code = info.code?.replace(COMMENTS, '') ?? '';
    const names = new Set<string>();
    for (const [, defaultName, list] of code.matchAll(NAMED_IMPORT)) {
      if (defaultName) names.add('default');
      for (const [name] of specifiers(list!)) names.add(name);
    }
    for (const [, list] of code.matchAll(EXPORT_FROM)) {
      for (const [name] of specifiers(list!)) names.add(name);
    }
    for (const _ of code.matchAll(DEFAULT_IMPORT)) names.add('default');
    // A namespace import of a barrel may use any of its names.
    const whole = new Set(
      [...code.matchAll(STAR_FROM)].map(([, specifier]) => this.resolve(id, specifier!)),
    );
    return info.importedIds.flatMap((imported) => {
      if (whole.has(imported)) return [imported, ...(this.info(imported)?.importedIds ?? [])];
      const barrel = this.barrel(imported);
      if (!barrel) return [imported];
      // The barrel itself (it renders as nothing) goes with its importer, not a chunk of its own.
      this.looked.add(imported);
      return [imported, ...[...names].flatMap((name) => this.definitions(imported, barrel, name))];
    });
  }

  /**
   * The modules `roots` reach through static imports (and, with `stopAt`, lazy ones too, without
   * entering another screen's root), themselves included.
   */
  from(roots: readonly string[], stopAt?: Set<string>): Set<string> {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || (stopAt?.has(id) && !roots.includes(id))) continue;
      const info = this.info(id);
      if (!info) continue;
      seen.add(id);
      if (this.looked.has(id)) continue;
      stack.push(...this.imports(id));
      if (stopAt) stack.push(...info.dynamicallyImportedIds);
    }
    return seen;
  }
}

/**
 * Which chunk each module a public page loads at start goes to:
 *
 * - `app`: what the app's start imports statically (every page loads it);
 * - `booking`, `manage`, `landing`: what that page imports statically and no other screen (nor
 *   another page's lazy parts, nor the toaster) ever loads;
 * - `public-shared`: the rest of what the public pages import statically, so a signed-in screen
 *   or another page never loads a public page's own code;
 * - `toaster`: what the toaster alone adds (every page loads it once idle).
 *
 * The boot module's own imports stay in it. Modules no public page imports statically (the
 * signed-in screens, the parts a public page loads later: the client form, the Pix payment) are
 * left to Rolldown's automatic chunks.
 */
export function assignPublicChunks(graph: Graph, srcDir: string): Map<string, string> {
  const roots = Object.fromEntries(
    Object.entries(ROOTS).map(([name, files]) => [
      name,
      files.map((file) => path.join(srcDir, file)),
    ]),
  ) as Record<keyof typeof ROOTS, string[]>;
  const allRoots = new Set(Object.values(roots).flat());
  const reach = new Reach(graph);
  const entry = reach.from(roots.entry);
  const chunks = new Map<string, string>();
  for (const id of reach.from(roots.app)) if (!entry.has(id)) chunks.set(id, 'app');
  const everything = (['toaster', 'booking', 'manage', 'landing', 'other'] as const).map(
    (name) => [name, reach.from(roots[name], allRoots)] as const,
  );
  for (const page of PAGES) {
    for (const id of reach.from(roots[page])) {
      if (entry.has(id) || chunks.has(id)) continue;
      const users = everything.filter(([, modules]) => modules.has(id));
      chunks.set(id, users.length === 1 && users[0]![0] === page ? page : SHARED_CHUNK);
    }
  }
  // The toaster's own modules; those a page needs at start went with the page's.
  for (const id of reach.from(roots.toaster)) {
    if (!entry.has(id) && !chunks.has(id)) chunks.set(id, 'toaster');
  }
  // What a barrel re-exports and nothing uses still has a place in Rolldown's graph (it renders as
  // nothing): it goes with the chunk that imports it rather than into an empty file of its own.
  const used = reach.from(roots.entry, new Set());
  const queue = PUBLIC_CHUNKS.flatMap((name) =>
    [...chunks].filter(([, chunk]) => chunk === name).map(([id]) => id),
  );
  for (const id of queue) {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (chunks.has(imported) || used.has(imported)) continue;
      chunks.set(imported, chunks.get(id)!);
      queue.push(imported);
    }
  }
  return chunks;
}

/** Where the build lists which chunk holds each of the app's modules (scripts/bundle-size.mjs). */
export const MODULES_FILE = '.vite/modules.json';

/**
 * The chunking of the client build (docs/decisions/065): a public page loads the boot entry, the
 * date worker, `app` with Rolldown's runtime helpers, `public-shared`, its own chunk and, once
 * idle, the toaster: seven files instead of some forty, each of which carried its own response
 * headers. `codeSplitting` is Rolldown's `output.codeSplitting`:
 * one group per chunk, each taking exactly the modules `assignPublicChunks` gives it. `plugin`
 * forgets the module graph between builds (watch mode) and writes `.vite/modules.json`: a module
 * grouped into a chunk has no key of its own in Vite's manifest.
 */
export function publicPageChunks(webRoot: string) {
  const srcDir = path.join(webRoot, 'src');
  let chunks: Map<string, string> | undefined;
  const chunkOf = (id: string, graph: Graph) => {
    chunks ??= assignPublicChunks(graph, srcDir);
    return chunks.get(id);
  };
  const plugin: Plugin = {
    name: 'agendei-public-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      chunks = undefined;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (id.startsWith(srcDir))
            modules[path.relative(webRoot, id).split(path.sep).join('/')] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULES_FILE,
        source: JSON.stringify(modules, null, 2),
      });
    },
  };
  return {
    plugin,
    codeSplitting: {
      groups: PUBLIC_CHUNKS.map((name, index) => ({
        name: (id: string, graph: Graph) => (chunkOf(id, graph) === name ? name : null),
        debugName: name,
        priority: PUBLIC_CHUNKS.length - index,
        // Exactly the modules given: a group that took its modules' imports along would take the
        // boot entry's (the page would then fetch `app` before it paints).
        includeDependenciesRecursively: false,
      })),
    },
  };
}
