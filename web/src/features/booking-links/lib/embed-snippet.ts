import { isAccentColor } from '@/lib/embed-mode';

/** Which booking page the widget shows: each link kind has its own attribute (web/public/embed.js). */
export type WidgetLink =
  | { kind: 'personal'; slug: string }
  | { kind: 'team'; slug: string }
  | { kind: 'shared'; adminId: string };

export type WidgetOptions = {
  mode: 'inline' | 'popup';
  theme: 'auto' | 'light' | 'dark';
  /** #rrggbb, or '' for Agendei's own colours. */
  accent: string;
  /** The popup button's text. */
  label: string;
};

export const DEFAULT_WIDGET_LABEL = 'Agendar horário';

export const defaultWidgetOptions: WidgetOptions = {
  mode: 'inline',
  theme: 'auto',
  accent: '',
  label: DEFAULT_WIDGET_LABEL,
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function linkAttribute(link: WidgetLink): [string, string] {
  if (link.kind === 'personal') return ['data-agendei', link.slug];
  if (link.kind === 'team') return ['data-agendei-team', link.slug];
  return ['data-agendei-shared', link.adminId];
}

/** The HTML an office pastes into its website: only the attributes that differ from the defaults. */
export function embedSnippet(origin: string, link: WidgetLink, options: WidgetOptions): string {
  const label = options.label.trim();
  const attributes: Array<[string, string]> = [
    ['src', `${origin}/embed.js`],
    linkAttribute(link),
    ...(options.theme === 'auto' ? [] : [['data-theme', options.theme] as [string, string]]),
    ...(isAccentColor(options.accent) ? [['data-accent', options.accent] as [string, string]] : []),
    ...(options.mode === 'popup' ? [['data-mode', 'popup'] as [string, string]] : []),
    ...(options.mode === 'popup' && label && label !== DEFAULT_WIDGET_LABEL
      ? [['data-label', label] as [string, string]]
      : []),
  ];
  const text = attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
  return `<script ${text}></script>`;
}

/** A host page holding only the snippet: the live preview shows the real widget in it. */
export function previewDocument(snippet: string): string {
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Pré-visualização</title></head><body>${snippet}</body></html>`
  );
}
