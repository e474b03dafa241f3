/** Schemes no assistant is sent back to (the SDK already refuses javascript:, data:, vbscript:). */
const REFUSED_SCHEMES = new Set(
  [
    'javascript',
    'data',
    'vbscript',
    'file',
    'blob',
    'about',
    'ftp',
    'ws',
    'wss',
    'mailto',
    'tel',
  ].map((scheme) => `${scheme}:`),
);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_REDIRECT_URIS = 10;
const MAX_URI_LENGTH = 2000;

/**
 * Why a registered redirect URI is refused, or null when it is fine (OAuth 2.1 §2.3, RFC 8252):
 * https anywhere; plain http only back to this machine (a desktop assistant's loopback port);
 * an app's own scheme (cursor://…); never a fragment.
 */
export function redirectUriProblem(uri: string): string | null {
  if (uri.length > MAX_URI_LENGTH) return 'redirect_uri is too long';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'redirect_uri is not an absolute URL';
  }
  if (url.hash || uri.includes('#')) return 'redirect_uri must not have a fragment';
  if (REFUSED_SCHEMES.has(url.protocol)) return `redirect_uri must not use ${url.protocol}`;
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return 'redirect_uri must use https (plain http only to localhost, 127.0.0.1 or [::1])';
  }
  if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.hostname) {
    return 'redirect_uri has no host';
  }
  return null;
}

/** The first problem of a registration's redirect URIs, or null. */
export function redirectUrisProblem(uris: string[]): string | null {
  if (uris.length === 0) return 'at least one redirect_uri is required';
  if (uris.length > MAX_REDIRECT_URIS) return `at most ${MAX_REDIRECT_URIS} redirect_uris`;
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) return problem;
  }
  return null;
}
