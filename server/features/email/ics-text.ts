/**
 * An iCalendar (RFC 5545) file of one event, written as text: the few properties an appointment
 * has, as ical-generator wrote them (ics-text.test.ts compares the two). ical-generator measured
 * each character with a new TextEncoder to fold the lines: 0.26 ms an invite, 4–5% of the
 * server's thread under the mixed load (issue 20); this is a hundredth of that.
 */
export interface IcsEvent {
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  url?: string | undefined;
  status: 'CONFIRMED' | 'CANCELLED';
  /** A weekly series' rule ('FREQ=WEEKLY;INTERVAL=1;COUNT=10'), DTSTART being its first. */
  rrule?: string | undefined;
  organizer?: { name: string; email: string } | undefined;
  attendees?: readonly { name: string; email: string; rsvp: boolean }[] | undefined;
}

export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
const text = (value: string) =>
  value.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value in quotes: backslash and quote escaped, line breaks as \n. */
const quoted = (value: string) =>
  value.replace(/[\\"]/g, (match) => `\\${match}`).replace(/\r\n|\r|\n/g, '\\n');

/** 20270120T133000Z: UTC, whole seconds. */
const instant = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** How many octets a character takes in UTF-8 (a surrogate pair is one character). */
function octets(line: string, index: number): { size: number; length: number } {
  const code = line.charCodeAt(index);
  if (code < 0x80) return { size: 1, length: 1 };
  if (code < 0x800) return { size: 2, length: 1 };
  if (code >= 0xd800 && code <= 0xdbff) {
    const pair = line.slice(index, index + 2);
    return { size: Buffer.byteLength(pair), length: pair.length };
  }
  return { size: Buffer.byteLength(line[index]!), length: 1 };
}

/** Lines longer than 74 octets go on in lines that start with a space (never inside a character). */
export function foldLine(line: string): string {
  let folded = '';
  let used = 0;
  for (let index = 0; index < line.length;) {
    const { size, length } = octets(line, index);
    used += size;
    if (used > 74) {
      folded += '\r\n ';
      used = size;
    }
    folded += line.slice(index, index + length);
    index += length;
  }
  return folded;
}

function eventLines(event: IcsEvent): string[] {
  const [start, end] =
    event.end.getTime() < event.start.getTime()
      ? [event.end, event.start]
      : [event.start, event.end];
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${instant(event.stamp)}`,
    `DTSTART:${instant(start)}`,
    `DTEND:${instant(end)}`,
    ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
    `SUMMARY:${text(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${text(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`);
  if (event.organizer) {
    const { name, email } = event.organizer;
    lines.push(`ORGANIZER;CN="${quoted(name)}":mailto:${text(email)}`);
  }
  for (const { name, email, rsvp } of event.attendees ?? []) {
    const cn = name ? `;CN="${quoted(name)}"` : '';
    lines.push(
      `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=${rsvp ? 'TRUE' : 'FALSE'}${cn}:MAILTO:${text(email)}`,
    );
  }
  if (event.url) lines.push(`URL;VALUE=URI:${text(event.url)}`);
  lines.push(`STATUS:${event.status}`, 'END:VEVENT');
  return lines;
}

/** A calendar of Agendei holding `event`, lines ended by CRLF and folded. */
export function icsCalendar(method: IcsMethod, event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Agendei//Agendei//PT-BR',
    `METHOD:${method}`,
    ...eventLines(event),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n');
}
