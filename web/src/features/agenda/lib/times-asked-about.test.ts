import { describe, expect, it } from 'vitest';
import { daysBetween } from '@core/scheduling/local-date.ts';
import { needsAsking } from './schedule-warnings';
import { seriesTimeQuestion } from './time-questions';
import {
  dateReads,
  followingMoved,
  type KnownSchedule,
  timesAskedAbout,
} from './times-asked-about';

// The machine runs in Tokyo (vitest project 'web'); the professional and the agenda are in São
// Paulo: every date below is read on São Paulo's clock.
const zone = 'America/Sao_Paulo';
/** A São Paulo wall-clock time in November/December 2026, as an ISO instant. */
const at = (date: string, time: string) => new Date(`2026-${date}T${time}:00-03:00`).toISOString();

/** A weekly series on Tuesdays, 3 Nov to 1 Dec 2026, at `time` for an hour. */
function weeklySeries(time: string, end: string) {
  return ['11-03', '11-10', '11-17', '11-24', '12-01'].map((date) => ({
    seriesId: 'series-1',
    startTime: at(date, time),
    endTime: at(date, end),
  }));
}

/** Monday to Friday, 08:00–12:00 and 13:00–18:00 (a lunch break between). */
const weekdays = [1, 2, 3, 4, 5].flatMap((dayOfWeek) => [
  { dayOfWeek, startTime: '08:00', endTime: '12:00', isActive: true },
  { dayOfWeek, startTime: '13:00', endTime: '18:00', isActive: true },
]);

const known: KnownSchedule = {
  windows: weekdays,
  holidays: [{ date: '2026-11-20', name: 'Consciência Negra' }],
  daysOff: [{ date: '2026-11-25', name: 'Congresso' }],
  timeZone: zone,
  now: Date.parse('2026-10-01T12:00:00-03:00'),
};

/** 'Este e os seguintes' moving the second occurrence (10/11) to `start`: the question asked. */
function askedMoving(start: string, schedule = known, series = weeklySeries('10:00', '11:00')) {
  const moved = followingMoved(series[1]!, series, new Date(start));
  return {
    moved: moved.map(({ start }) => start.toISOString()),
    question: seriesTimeQuestion(timesAskedAbout(moved, schedule), zone, { moving: true }),
  };
}

describe("what 'Este e os seguintes' asks before moving", () => {
  it('moves this one and the later ones by as much, never an earlier one or another series', () => {
    const series = [
      ...weeklySeries('10:00', '11:00'),
      { seriesId: 'series-2', startTime: at('11-11', '10:00'), endTime: at('11-11', '11:00') },
    ];
    const { moved } = askedMoving(at('11-11', '10:00'), known, series);
    expect(moved).toEqual(['11-11', '11-18', '11-25', '12-02'].map((d) => at(d, '10:00')));
  });

  it('names exactly the one moved onto a day off', () => {
    expect(askedMoving(at('11-11', '10:00')).question).toBe(
      'Mover este e os seguintes? 1 ocorrência pede atenção: 25/11/2026 10:00: É dia sem atendimento (Congresso).',
    );
  });

  it('names exactly the one moved onto a holiday', () => {
    expect(askedMoving(at('11-13', '10:00')).question).toBe(
      'Mover este e os seguintes? 1 ocorrência pede atenção: 20/11/2026 10:00: É feriado (Consciência Negra).',
    );
  });

  it('names each one moved into the lunch break, and not the earlier one left in place', () => {
    const { question } = askedMoving(at('11-10', '12:00'));
    expect(question).toBe(
      'Mover este e os seguintes? 4 ocorrências pedem atenção: ' +
        ['10/11', '17/11', '24/11', '01/12']
          .map((day) => `${day}/2026 12:00: Fica fora do seu horário de atendimento.`)
          .join(' '),
    );
    expect(question).not.toContain('03/11/2026');
  });

  it('asks nothing when every moved time is within hours and on a working day', () => {
    const series = weeklySeries('10:00', '11:00');
    const moved = followingMoved(series[1]!, series, new Date(at('11-10', '14:00')));
    expect(timesAskedAbout(moved, known).some(({ found }) => needsAsking(found))).toBe(false);
    expect(askedMoving(at('11-10', '14:00')).question).toBeUndefined();
  });

  it("reads each date on the professional's clock, not the machine's nor UTC's", () => {
    // 22:00 in São Paulo is already the next day in UTC and in Tokyo.
    const evenings = { ...known, windows: [0, 1, 2, 3, 4, 5, 6].map(everyEvening) };
    const series = weeklySeries('21:30', '22:30');
    const tuesdayOff = { ...evenings, daysOff: [{ date: '2026-11-24', name: 'Mutirão' }] };
    expect(askedMoving(at('11-10', '22:00'), tuesdayOff, series).question).toBe(
      'Mover este e os seguintes? 1 ocorrência pede atenção: 24/11/2026 22:00: É dia sem atendimento (Mutirão).',
    );
  });

  it('reads holidays and days off of a series longer than a year in reads the server answers', () => {
    expect(dateReads('2026-11-10', '2026-11-10')).toEqual([['2026-11-10', '2026-11-10']]);
    // 52 occurrences every 4 weeks span almost four years.
    const reads = dateReads('2026-11-10', '2030-09-24');
    expect(reads.at(0)?.[0]).toBe('2026-11-10');
    expect(reads.at(-1)?.[1]).toBe('2030-09-24');
    for (const [index, [from, to]] of reads.entries()) {
      expect(daysBetween(from, to)).toBeLessThanOrEqual(366);
      if (index > 0) expect(daysBetween(reads[index - 1]![1], from)).toBe(1);
    }
  });
});

function everyEvening(dayOfWeek: number) {
  return { dayOfWeek, startTime: '08:00', endTime: '23:30', isActive: true };
}
