/** What one e-mail says, before it is written as plain text and as HTML. */
export interface EmailContent {
  subject: string;
  /** The line mail apps show beside the subject in the inbox. */
  preheader: string;
  /** Who sends it: the organization's name, at the top. */
  brand: string;
  tone: 'confirmed' | 'changed' | 'cancelled' | 'reminder' | 'account';
  heading: string;
  paragraphs: string[];
  details: Array<{ label: string; value: string; href?: string }>;
  /** The button, and smaller links beside it (a confirmation's 'Cancelar' and 'Remarcar'). */
  action?: { label: string; url: string; note: string; links?: EmailLink[] };
  footer: string[];
}

export interface EmailLink {
  label: string;
  url: string;
}

const ACCENT: Record<EmailContent['tone'], string> = {
  confirmed: '#15803d',
  changed: '#1d4ed8',
  cancelled: '#b91c1c',
  reminder: '#1d4ed8',
  account: '#1d4ed8',
};

const BUTTON = '#1d4ed8';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Only web links become clickable; anything else is shown as text. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

export function toPlainText(content: EmailContent): string {
  const details = content.details.map((row) => `${row.label}: ${row.value}`);
  const { action: a } = content;
  const action = a
    ? [
        a.note,
        `${a.label}: ${a.url}`,
        ...(a.links ?? []).map((link) => `${link.label}: ${link.url}`),
        '',
      ]
    : [];
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...details,
    '',
    ...action,
    ...content.footer,
    '',
  ].join('\n');
}

function detailRow({ label, value, href }: EmailContent['details'][number]): string {
  const link = href && safeHref(href);
  const shown = link
    ? `<a href="${escapeHtml(link)}" style="color:${BUTTON};text-decoration:underline;word-break:break-all">${escapeHtml(value)}</a>`
    : escapeHtml(value).replaceAll('\n', '<br>');
  return `<tr>
<td style="padding:10px 0;border-top:1px solid #e5e7eb;color:#6b7280;font-size:14px;vertical-align:top;width:34%">${escapeHtml(label)}</td>
<td style="padding:10px 0 10px 12px;border-top:1px solid #e5e7eb;color:#111827;font-size:15px;font-weight:600;vertical-align:top">${shown}</td>
</tr>`;
}

function actionBlock(action: NonNullable<EmailContent['action']>): string {
  const url = safeHref(action.url);
  if (!url) return '';
  return `<p style="margin:24px 0 12px;color:#374151;font-size:15px;line-height:1.5">${escapeHtml(action.note)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr><td align="center" style="border-radius:10px;background:${BUTTON}">
<a href="${escapeHtml(url)}" style="display:block;padding:15px 20px;color:#ffffff;font-size:16px;font-weight:700;text-decoration:none;border-radius:10px">${escapeHtml(action.label)}</a>
</td></tr></table>${linksBlock(action.links ?? [])}`;
}

/** Smaller links under the button, side by side. */
function linksBlock(links: EmailLink[]): string {
  const shown = links.flatMap(({ label, url }) => {
    const href = safeHref(url);
    return href
      ? `<a href="${escapeHtml(href)}" style="color:${BUTTON};font-size:15px;font-weight:600;text-decoration:underline;padding:0 10px">${escapeHtml(label)}</a>`
      : [];
  });
  return shown.length
    ? `\n<p style="margin:16px 0 0;text-align:center;line-height:2">${shown.join(' ')}</p>`
    : '';
}

/** A simple, single-column e-mail: readable on a phone, styled inline for every mail app. */
export function toHtml(content: EmailContent): string {
  const accent = ACCENT[content.tone];
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 14px;color:#374151;font-size:16px;line-height:1.55">${escapeHtml(p)}</p>`,
    )
    .join('\n');
  const footer = content.footer
    .map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:560px">
<tr><td style="padding:0 4px 12px;color:#374151;font-size:15px;font-weight:700">${escapeHtml(content.brand)}</td></tr>
<tr><td style="background:#ffffff;border-radius:14px;border-top:5px solid ${accent};padding:28px 22px">
<h1 style="margin:0 0 16px;color:#111827;font-size:22px;line-height:1.3;font-weight:700">${escapeHtml(content.heading)}</h1>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin-top:8px;border-bottom:1px solid #e5e7eb">
${content.details.map(detailRow).join('\n')}
</table>
${content.action ? actionBlock(content.action) : ''}
</td></tr>
<tr><td style="padding:16px 6px;color:#6b7280;font-size:13px;line-height:1.5">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
