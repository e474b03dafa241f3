import { oauthTexts } from './oauth-texts.ts';

/**
 * Schemes no assistant is sent back to: scripts and inline documents, local files, the browser's
 * own pages and wrappers that open another URL (view-source:, jar:, intent:), non-HTTP protocols.
 */
const REFUSED_SCHEMES = new Set(
  [
    'javascript',
    'data',
    'vbscript',
    'file',
    'blob',
    'filesystem',
    'about',
    'view-source',
    'jar',
    'intent',
    'chrome',
    'chrome-extension',
    'chrome-search',
    'edge',
    'brave',
    'opera',
    'moz-extension',
    'resource',
    'ftp',
    'ws',
    'wss',
    'mailto',
    'tel',
    'sms',
  ].map((scheme) => `${scheme}:`),
);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_REDIRECT_URIS = 10;
const MAX_URI_LENGTH = 2000;
/** http(s) written out with its host: the URL parser would read `https:///cb` or `https:cb` as https://cb/. */
const WEB_URI_WITH_HOST = /^https?:\/\/[^/?#]/i;

/**
 * Why a registered redirect URI is refused, in pt-BR, or null when it is fine (OAuth 2.1 §2.3,
 * RFC 8252): https anywhere; plain http only back to this machine (a desktop assistant's loopback
 * port); an app's own scheme (cursor://…); never a fragment.
 */
export function redirectUriProblem(uri: string): string | null {
  if (uri.length > MAX_URI_LENGTH) return oauthTexts.redirectUriTooLong(MAX_URI_LENGTH);
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return oauthTexts.redirectUriNotAbsolute;
  }
  if (REFUSED_SCHEMES.has(url.protocol)) return oauthTexts.redirectUriScheme(url.protocol);
  if (url.hash || uri.includes('#')) return oauthTexts.redirectUriFragment;
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  if (web && (!WEB_URI_WITH_HOST.test(uri) || uri.includes('\\') || !url.hostname)) {
    return oauthTexts.redirectUriNoHost;
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return oauthTexts.redirectUriPlainHttp;
  }
  return null;
}

/** The first problem of a registration's redirect URIs, in pt-BR, or null. */
export function redirectUrisProblem(uris: string[]): string | null {
  if (uris.length === 0 || uris.length > MAX_REDIRECT_URIS) {
    return oauthTexts.redirectUrisCount(MAX_REDIRECT_URIS);
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) return problem;
  }
  return null;
}
