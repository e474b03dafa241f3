import { oauthTexts } from './oauth-texts.ts';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

// The consent screen's look (web/src/index.css, ConsentLayout) without its scripts or styles.
const STYLE = `
:root{color-scheme:light dark;--bg:#f9fafc;--fg:#1f2433;--card:#fff;--muted:#667085;--border:#e3e8ef;--primary:#2563eb;--danger:#c62828}
@media (prefers-color-scheme:dark){:root{--bg:#12151f;--fg:#f1f3f7;--card:#191d29;--muted:#a3acbd;--border:#2a3040;--primary:#6d9cf5;--danger:#f07a6a}}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:4rem 1rem;background:linear-gradient(135deg,color-mix(in srgb,var(--primary) 10%,var(--bg)),var(--bg) 60%);color:var(--fg);font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
.brand{display:inline-flex;align-items:center;gap:.5rem;margin-bottom:1.5rem;font-size:1.125rem;font-weight:700;letter-spacing:-.01em}
.mark{display:flex;width:2rem;height:2rem;align-items:center;justify-content:center;border-radius:.5rem;background:var(--primary);color:#fff}
main{width:100%;max-width:28rem;padding:1.5rem;border:1px solid var(--border);border-radius:.75rem;background:var(--card);box-shadow:0 10px 25px -12px rgb(0 0 0 / .25)}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.2}
.reason{margin:0 0 .75rem;color:var(--danger);font-weight:500}
p{margin:0 0 .75rem}
.detail{margin:1rem 0 0;color:var(--muted);font-size:.875rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`;

const CALENDAR_CHECK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/><path d="m9 16 2 2 4-4"/></svg>';

/**
 * The page an assistant's authorization request that cannot go on ends at: why, in pt-BR, and
 * what to do. The browser stays here: it is never sent to the client's redirect URI.
 */
export function authorizationErrorPage({
  reason,
  oauthError,
}: {
  reason: string;
  oauthError: string;
}): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(oauthTexts.pageTitle)} · Agendei</title>
<style>${STYLE}</style>
</head>
<body>
<span class="brand"><span class="mark">${CALENDAR_CHECK}</span>Agendei</span>
<main>
<h1>${escapeHtml(oauthTexts.pageTitle)}</h1>
<p class="reason" role="alert">${escapeHtml(reason)}</p>
<p>${escapeHtml(oauthTexts.pageHint)}</p>
<p class="detail">${escapeHtml(oauthTexts.pageDetail)}: <code>${escapeHtml(oauthError)}</code></p>
</main>
</body>
</html>
`;
}
