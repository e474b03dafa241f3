import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * index.html with the build's stylesheets written into it: a server-rendered page then paints
 * with the document alone, without waiting a round trip for its styles (docs/decisions/039). A
 * stylesheet missing on disk, or one that could end the element early, stays a link.
 */
export function withStylesInline(html: string, distDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const full = path.join(distDir, file);
    if (!existsSync(full)) return link;
    const css = readFileSync(full, 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
