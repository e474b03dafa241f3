import { describe, expect, it } from 'vitest';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { busyProfessionals } from './busy-professionals';
import { fromTypedDateTime, inZone, viewDays } from './calendar-dates';
import { gridHours, layoutDay, placeAll } from './time-grid-layout';

const zone = 'America/Sao_Paulo';
const day = inZone('2026-11-23T03:00:00Z', zone); // Monday 23/11, 00:00 in São Paulo

let count = 0;
/** An appointment on 23/11/2026 from a São Paulo wall-clock time, for some minutes. */
function appointment(time: string, minutes: number, userId = 'bruno'): AppointmentDto {
  const start = new Date(`2026-11-23T${time}:00-03:00`);
  return {
    id: `a${count++}`,
    userId,
    clientName: 'Cliente',
    clientEmail: 'cliente@example.com',
    clientPhone: null,
    notes: null,
    location: null,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
    productId: null,
    productName: null,
    color: null,
    source: 'manual',
    meetLink: null,
    googleEventId: null,
    paymentStatus: null,
    status: 'scheduled',
    paymentAmount: null,
    clientAnonymized: false,
    createdAt: start.toISOString(),
  };
}

describe('agenda layout', () => {
  it('places short appointments in the hour they start, on the zone’s clock', () => {
    const layout = layoutDay(
      day,
      placeAll([appointment('09:30', 30), appointment('09:00', 60)], zone),
    );
    expect([...layout.byHour.keys()]).toEqual([9]);
    expect(layout.byHour.get(9)?.map((item) => item.start.getMinutes())).toEqual([0, 30]);
    expect(layout.spanning).toEqual([]);
  });

  it('spans a long appointment alone across its hours and marks them busy', () => {
    const layout = layoutDay(
      day,
      placeAll([appointment('10:00', 120), appointment('14:00', 60)], zone),
    );
    expect(layout.spanning).toMatchObject([{ firstHour: 10, lastHour: 11, lane: -1 }]);
    expect(layout.lanes).toBe(0);
    expect([...layout.covered]).toEqual([10, 11]);
  });

  it('gives long appointments that share hours with others lanes of their own', () => {
    const placed = placeAll(
      [
        appointment('10:00', 120),
        appointment('11:00', 90, 'carla'),
        appointment('11:00', 30, 'ana'),
      ],
      zone,
    );
    const layout = layoutDay(day, placed);
    expect(layout.spanning.map((item) => item.lane)).toEqual([0, 1]);
    expect(layout.lanes).toBe(2);
  });

  it('widens the hour rows to show appointments outside the configured hours', () => {
    const layout = layoutDay(
      day,
      placeAll([appointment('06:00', 30), appointment('20:00', 120)], zone),
    );
    expect(gridHours([8, 19], [layout])).toEqual(Array.from({ length: 16 }, (_, i) => i + 6));
  });

  it('leaves out of the choice only professionals held by a long appointment', () => {
    const list = [appointment('10:00', 90, 'ana'), appointment('10:00', 60, 'bruno')];
    const start = new Date('2026-11-23T10:30:00-03:00');
    expect([...busyProfessionals(list, start, 60)]).toEqual(['ana']);
    expect([...busyProfessionals(list, start, 60, list[0]!.id)]).toEqual([]);
  });
});

describe('agenda dates', () => {
  it('shows a month as whole weeks starting on Sunday', () => {
    const days = viewDays('month', day);
    expect(days).toHaveLength(35);
    expect(days[0]!.getDay()).toBe(0);
    expect(days[0]!.getDate()).toBe(1);
  });

  it('reads a typed DD/MM/AAAA date and time on the agenda’s clock', () => {
    expect(fromTypedDateTime('23/11/2026', '09:15', zone)?.getTime()).toBe(
      Date.parse('2026-11-23T12:15:00Z'),
    );
    expect(fromTypedDateTime('31/02/2026', '09:00', zone)).toBeUndefined();
    expect(fromTypedDateTime('23/11/2026', '9:00', zone)).toBeUndefined();
  });
});
