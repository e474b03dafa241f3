import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { at } from '@tests/helpers/scheduling.ts';
import type { AppointmentSnapshot } from '../outbox/notification-payload.ts';
import { appointmentIcs, icsUid, sequenceOf } from './appointment-ics.ts';

function snapshot(startTime: string, endTime: string): AppointmentSnapshot {
  return {
    appointmentId: '6f1c2b9e-0d43-4c57-9a39-5f1d2a7b8c90',
    clientName: 'Maria Silva',
    clientEmail: 'maria@example.com',
    clientPhone: null,
    startTime,
    endTime,
    notes: null,
    professionalName: 'Bruno Lima',
    productName: 'Consulta inicial',
    meetLink: 'https://meet.google.com/abc-defg-hij',
    googleEventId: null,
  };
}

/** Parses our .ics back with an independent iCalendar reader. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event };
}

const ics = (
  appointment: AppointmentSnapshot,
  event: 'appointment.created' | 'appointment.updated' | 'appointment.cancelled',
  changedAt = new Date('2026-11-20T12:00:00Z'),
) =>
  appointmentIcs({
    event,
    appointment,
    organizationName: 'Souza Advogados',
    professionalEmail: 'bruno@example.com',
    changedAt,
  });

describe('appointmentIcs', () => {
  it.each([
    ['America/Sao_Paulo', '14:00', '15:00'],
    ['America/New_York', '09:30', '10:15'],
    ['Asia/Tokyo', '23:00', '23:45'],
  ])(
    'writes the booked instant of a professional in %s so a calendar reads it back exactly',
    (zone, start, end) => {
      const startTime = at('2026-11-25', start, zone);
      const endTime = at('2026-11-25', end, zone);
      const text = ics(snapshot(startTime, endTime), 'appointment.created');
      const { event } = parse(text);
      expect(event.startDate.toJSDate().toISOString()).toBe(startTime);
      expect(event.endDate.toJSDate().toISOString()).toBe(endTime);
      // Written in UTC, never as this machine's clock time beside a TZID (read as floating).
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(text).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
    },
  );

  it('keeps one UID and raises SEQUENCE when the appointment changes, so calendars update it', () => {
    const first = snapshot(at('2026-11-25', '14:00'), at('2026-11-25', '15:00'));
    const moved = snapshot(at('2026-11-26', '10:00'), at('2026-11-26', '11:00'));
    const created = parse(ics(first, 'appointment.created', new Date('2026-11-20T12:00:00Z')));
    const updated = parse(ics(moved, 'appointment.updated', new Date('2026-11-21T09:00:00Z')));
    expect(created.event.uid).toBe(icsUid(first.appointmentId));
    expect(updated.event.uid).toBe(created.event.uid);
    expect(updated.event.sequence).toBeGreaterThan(created.event.sequence);
    expect(updated.event.startDate.toJSDate().toISOString()).toBe(moved.startTime);
    expect(created.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(created.event.organizer).toBe('mailto:bruno@example.com');
    expect(created.event.summary).toBe('Consulta inicial com Bruno Lima · Souza Advogados');
    expect(created.event.location).toBe('https://meet.google.com/abc-defg-hij');
  });

  it('cancels the same event with METHOD:CANCEL and a higher SEQUENCE', () => {
    const appointment = snapshot(at('2026-11-25', '14:00'), at('2026-11-25', '15:00'));
    const cancelled = parse(
      ics(appointment, 'appointment.cancelled', new Date('2026-11-22T08:00:00Z')),
    );
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.uid).toBe(icsUid(appointment.appointmentId));
    expect(cancelled.event.sequence).toBe(sequenceOf(new Date('2026-11-22T08:00:00Z')));
  });
});
