import { describe, expect, it } from 'vitest';
import { namedDayRuns } from './named-day-runs';

const holiday = (name: string) => ({ name, dayOff: false });
const dayOff = (name: string) => ({ name, dayOff: true });

describe('namedDayRuns', () => {
  it('joins consecutive days of one name and keeps holidays apart from days off', () => {
    expect(
      namedDayRuns([
        { day: 8, named: dayOff('Audiência') },
        { day: 20, named: dayOff('Recesso forense') },
        { day: 21, named: dayOff('Recesso forense') },
        { day: 22, named: dayOff('Recesso forense') },
        { day: 25, named: holiday('Natal') },
      ]),
    ).toEqual([
      'Feriados: 25 (Natal)',
      'Sem atendimento: 8 (Audiência), 20 a 22 (Recesso forense)',
    ]);
  });

  it('breaks a run at a gap or another name, and says nothing of a month without any', () => {
    expect(
      namedDayRuns([
        { day: 1, named: dayOff('Férias') },
        { day: 3, named: dayOff('Férias') },
        { day: 4, named: dayOff('Congresso') },
      ]),
    ).toEqual(['Sem atendimento: 1 (Férias), 3 (Férias), 4 (Congresso)']);
    expect(namedDayRuns([])).toEqual([]);
  });
});
