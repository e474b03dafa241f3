// The booking page inside an office's website (/embed.js writes an iframe to it with
// `?embed=1&theme=&accent=&parent=`): what it was asked for and what it tells the host page.

export type EmbedTheme = 'light' | 'dark' | 'auto';

export type EmbedOptions = {
  theme: EmbedTheme;
  /** The office's colour (#rrggbb), used as the page's primary colour. */
  accent?: string;
  /** The host page's origin: the only one our messages are addressed to ('*' when unknown). */
  parentOrigin: string;
};

const ACCENT = /^#[0-9a-f]{6}$/i;

/** Whether a text is a colour the widget accepts: #rrggbb, nothing else. */
export function isAccentColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && ACCENT.test(value);
}

function originOf(value: string | null): string {
  if (!value) return '*';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '*';
  } catch {
    return '*';
  }
}

/** The embed options of a page's query string, or null when the page is not embedded. */
export function parseEmbedOptions(search: string): EmbedOptions | null {
  const query = new URLSearchParams(search);
  if (query.get('embed') !== '1') return null;
  const theme = query.get('theme');
  const accent = query.get('accent');
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
    ...(isAccentColor(accent) ? { accent } : {}),
    parentOrigin: originOf(query.get('parent')),
  };
}

/** What the host page learns of a booking: when and what, never who the client is. */
export type BookedMessage = {
  type: 'agendei:booked';
  start: string;
  end: string;
  service: string | null;
  professional: string | null;
};

export function bookedMessage(booking: {
  startTime: string;
  endTime: string;
  productName: string | null;
  professionalName?: string;
}): BookedMessage {
  return {
    type: 'agendei:booked',
    start: booking.startTime,
    end: booking.endTime,
    service: booking.productName,
    professional: booking.professionalName ?? null,
  };
}

/** This page's embed options, read once: the query string does not change while embedded. */
export const embedOptions: EmbedOptions | null =
  typeof window === 'undefined' || window.parent === window
    ? null
    : parseEmbedOptions(window.location.search);

/**
 * Inside an office's website, makes the office's colour the page's primary colour (index.css
 * keeps it readable in either theme), before anything is drawn: no flash of our own blue.
 */
export function applyEmbedAccent(): void {
  if (!embedOptions?.accent) return;
  const root = document.documentElement;
  root.style.setProperty('--embed-accent', embedOptions.accent);
  root.dataset.embedAccent = '';
}

/** Posts a message to the page that frames this one (and to no other window). */
export function postToHost(message: { type: string } & Record<string, unknown>): void {
  if (embedOptions) window.parent.postMessage(message, embedOptions.parentOrigin);
}
