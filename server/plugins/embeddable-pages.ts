/**
 * The public booking pages in embed mode (`?embed=1`, the iframe that /embed.js writes on an
 * office's own website) may be framed by any site; every other page only by ourselves, so the
 * signed-in screens can never be framed for clickjacking.
 */
const BOOKING_PAGE = /^\/book\/(?:personal\/[^/]+|shared\/[^/]+|[^/]+)\/?$/;

/** Whether this request URL asks for a public booking page in embed mode. */
export function isEmbeddedBookingPage(url: string): boolean {
  const [pathName = '', query = ''] = url.split('?', 2);
  return BOOKING_PAGE.test(pathName) && new URLSearchParams(query).get('embed') === '1';
}

/** The widget script every office's website loads from us. */
export const EMBED_SCRIPT_PATH = '/embed.js';

/**
 * How long a browser keeps /embed.js: its URL carries no content hash, so a short time lets a
 * fix reach every office's site within minutes while repeat visits still skip the download.
 */
export const EMBED_SCRIPT_CACHE_CONTROL = 'public, max-age=300';
