import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { type IcsEvent, type IcsMethod, foldLine, icsCalendar } from './ics-text.ts';

/** The same calendar as ical-generator writes it: the library this writer replaced. */
function byLibrary(method: IcsMethod, event: IcsEvent): string {
  const calendar = ical({
    prodId: { company: 'Agendei', product: 'Agendei', language: 'PT-BR' },
    method: ICalCalendarMethod[method],
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    status: ICalEventStatus[event.status],
    organizer: event.organizer,
    attendees: event.attendees ? [...event.attendees] : [],
  });
  return calendar.toString();
}

const base: IcsEvent = {
  uid: '3ca51af2-ff91-4083-ab70-0a94f02cca1a@agendei',
  sequence: 91_691_020,
  stamp: new Date('2026-11-27T05:43:40.123Z'),
  start: new Date('2027-01-20T13:30:00.000Z'),
  end: new Date('2027-01-20T14:00:00.000Z'),
  summary: 'Consulta inicial com Dra. Ana Souza · Escritório Souza & Associados',
  status: 'CONFIRMED',
};

const cases: [string, IcsMethod, IcsEvent][] = [
  ['a bare event', 'PUBLISH', base],
  [
    'an invite with every property',
    'REQUEST',
    {
      ...base,
      description:
        'Serviço: Consulta inicial\nLocal: Av. Paulista, 1000 – conj. 42; São Paulo\nCancelar ou remarcar: https://agendei.example/agendamento/4272eb982640487f9ec0993235781b709c88639816774770911035287bc72acb',
      location: 'Av. Paulista, 1000 – conj. 42; São Paulo',
      url: 'https://meet.example/abc-defg-hij?x=1,2;3',
      organizer: { name: 'Dra. "Ana" Souza\\Filial', email: 'ana@example.com' },
      attendees: [{ name: 'João; da Silva, Jr.', email: 'joao@example.com', rsvp: false }],
    },
  ],
  [
    'a removal with accents, emoji and line breaks',
    'CANCEL',
    {
      ...base,
      status: 'CANCELLED',
      summary: `${'Ação çã '.repeat(12)}🙂 fim 🙂🙂 ${'é'.repeat(40)}`,
      description: 'linha 1\r\nlinha 2\rlinha 3\n',
      organizer: { name: 'Escritório', email: 'sem-nome@example.com' },
      attendees: [{ name: '', email: 'x@example.com', rsvp: true }],
    },
  ],
  ['end before start', 'REQUEST', { ...base, start: base.end, end: base.start }],
];

describe('icsCalendar', () => {
  it.each(cases)('writes %s as ical-generator does, byte for byte', (_name, method, event) => {
    expect(icsCalendar(method, event)).toBe(byLibrary(method, event));
  });

  it('folds no line past 75 octets and never inside a character', () => {
    const written = icsCalendar('REQUEST', cases[2]![2]);
    const lines = written.split('\r\n');
    expect(lines.length).toBeGreaterThan(12);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // No line ends halfway through an emoji (a high surrogate without its pair).
    for (const line of lines) expect(line.at(-1)).not.toMatch(/[\ud800-\udbff]/u);
    // Unfolding gives back the summary as written.
    const unfolded = written.replaceAll('\r\n ', '');
    expect(unfolded).toContain(`SUMMARY:${'Ação çã '.repeat(12)}🙂 fim 🙂🙂 ${'é'.repeat(40)}`);
  });

  it('keeps a short line as it is', () => {
    expect(foldLine('UID:abc')).toBe('UID:abc');
  });
});
