// Just enough MIME reading for tests (mailparser does not install here, DESIGN §8).

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** RFC 2047 encoded words ('=?UTF-8?Q?...?=', '=?UTF-8?B?...?=') back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): MimePart {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index < 0 ? raw : raw.slice(0, index);
  const body = index < 0 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header of a message, decoded ('subject' → 'Agendamento confirmado: ...'). */
export function headerOf(raw: string, name: string): string | undefined {
  const value = splitHead(raw).headers.get(name.toLowerCase());
  return value === undefined ? undefined : decodeWords(value);
}

/** Every leaf part of a message, multipart trees flattened. */
export function partsOf(raw: string): MimePart[] {
  const part = splitHead(raw);
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => partsOf(chunk.replace(/^\r?\n/, '')));
}

/** The decoded text of a part (base64, quoted-printable or plain). */
export function textOf(part: MimePart): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The parts of a type ('text/plain', 'text/calendar'), decoded. */
export function textsOfType(raw: string, type: string): string[] {
  return partsOf(raw)
    .filter((part) => part.headers.get('content-type')?.toLowerCase().startsWith(type))
    .map(textOf);
}

/** The decoded content of an attachment by its file name. */
export function attachmentOf(raw: string, filename: string): string | undefined {
  const part = partsOf(raw).find((p) =>
    (p.headers.get('content-disposition') ?? '').includes(`filename=${filename}`),
  );
  return part ? textOf(part) : undefined;
}
