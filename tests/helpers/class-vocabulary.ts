import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const webSource = fileURLToPath(new URL('../../web/src', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every word of every string in web/src: className props, cva's variants, the fixed parts of
 * template strings (`${cell} font-medium`), and also the strings that are not classes at all;
 * but not those of the files whose path matches `except`.
 */
export function wordsOfWebStrings(except: RegExp): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(webSource).filter((path) => !except.test(path))) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      kind,
    );
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
        for (const word of node.text.split(/\s+/)) if (word) words.add(word);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...words].sort();
}
