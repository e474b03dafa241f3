import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;
/** Names the public pages' own stylesheet (web/vite-plugins/public-stylesheet.ts). */
const PUBLIC_STYLES_META =
  /<meta name="agendei-public-styles" content="\/(assets\/[^"]+\.css)"\s*\/?>/;
/** Tells the browser which stylesheet the signed-in screens load (web/src/lib/full-stylesheet.ts). */
const FULL_STYLES_META = 'agendei-full-styles';

/** A built stylesheet's text, or undefined when it is missing or could end a style element early. */
function readStylesheet(distDir: string, file: string): string | undefined {
  const full = path.join(distDir, file);
  if (!existsSync(full)) return undefined;
  const css = readFileSync(full, 'utf8');
  return /<\/style/i.test(css) ? undefined : css;
}

/**
 * index.html with the build's stylesheets written into it: a server-rendered page then paints
 * with the document alone, without waiting a round trip for its styles (docs/decisions/039).
 * When the build made a stylesheet of the public pages' rules alone, that one is written in
 * instead of the whole app's, and a meta element names the whole one for the signed-in screens
 * (docs/decisions/050). A stylesheet missing on disk, or one that could end the element early,
 * stays a link.
 */
export function withStylesInline(html: string, distDir: string): string {
  const publicFile = PUBLIC_STYLES_META.exec(html)?.[1];
  const publicCss = publicFile ? readStylesheet(distDir, publicFile) : undefined;
  const withoutMeta = html.replace(PUBLIC_STYLES_META, '');
  return withoutMeta.replace(STYLESHEET_LINK, (link, file: string) => {
    if (publicCss !== undefined) {
      return `<style>${publicCss}</style><meta name="${FULL_STYLES_META}" content="/${file}">`;
    }
    const css = readStylesheet(distDir, file);
    return css === undefined ? link : `<style>${css}</style>`;
  });
}
