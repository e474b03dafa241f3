import { describe, expect, it } from 'vitest';
import { dayAndTime, fullDayAndTime, inZone } from './calendar-dates';
import { gridDropStart, halfHourAt, monthDropStart } from './drop-time';
import { needsAsking, warningText } from './schedule-warnings';
import { formTimeQuestion, moveQuestion } from './time-questions';

const zone = 'America/Sao_Paulo';
/** A São Paulo wall-clock time on a November 2026 day, as an instant. */
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00-03:00`);
const local = (day: number, time: string) => inZone(at(day, time), zone);

describe('where a dropped appointment lands', () => {
  it('lands on the full hour in the upper half of the row and on :30 in the lower half', () => {
    expect(halfHourAt(15, 0, 52)).toBe(15 * 60);
    expect(halfHourAt(15, 25.9, 52)).toBe(15 * 60);
    expect(halfHourAt(15, 26, 52)).toBe(15 * 60 + 30);
    expect(halfHourAt(15, 51, 52)).toBe(15 * 60 + 30);
  });

  it('keeps the half hour of a 10:30 appointment dragged to 15:00 instead of snapping to 15:00', () => {
    const day = local(27, '00:00');
    const start = gridDropStart(day, halfHourAt(15, 40, 52));
    expect(start.getTime()).toBe(at(27, '15:30').getTime());
  });

  it('keeps the exact time of day, minutes included, when dropped on another month day', () => {
    const start = monthDropStart(local(27, '00:00'), local(26, '10:45'));
    expect(start.getTime()).toBe(at(27, '10:45').getTime());
  });
});

describe('times that are asked about before a move', () => {
  it('names the day of the new time in the moved toast', () => {
    expect(dayAndTime(local(24, '10:30'))).toBe('terça-feira, 24/11 às 10:30');
  });

  it('asks naming the day and the time in pt-BR', () => {
    expect(fullDayAndTime(local(22, '09:00'))).toBe('domingo, 22/11/2026 às 09:00');
    expect(moveQuestion(local(22, '09:00'), { warnings: ['past'] })).toBe(
      'Mover para domingo, 22/11/2026 às 09:00? Este horário já passou.',
    );
    expect(moveQuestion(local(27, '19:30'), { warnings: ['outside-hours'] }, 'Bruno Lima')).toBe(
      'Mover para sexta-feira, 27/11/2026 às 19:30? Fica fora do horário de atendimento de Bruno Lima.',
    );
    expect(warningText({ warnings: ['past', 'outside-hours'] })).toBe(
      'Este horário já passou e fica fora do seu horário de atendimento.',
    );
  });

  it('names the holiday a time falls on, alone or beside the other reasons', () => {
    expect(warningText({ warnings: [], holiday: 'Natal' })).toBe('É feriado (Natal).');
    expect(warningText({ warnings: ['outside-hours'], holiday: 'Natal' }, 'Bruno Lima')).toBe(
      'Fica fora do horário de atendimento de Bruno Lima e é feriado (Natal).',
    );
    expect(warningText({ warnings: ['past', 'outside-hours'], holiday: 'Natal' })).toBe(
      'Este horário já passou, fica fora do seu horário de atendimento e é feriado (Natal).',
    );
  });

  it('names a day off (decision 069) as a day without service, not as a holiday', () => {
    expect(warningText({ warnings: [], dayOff: 'Férias' })).toBe('É dia sem atendimento (Férias).');
    expect(warningText({ warnings: ['past'], holiday: 'Natal', dayOff: 'Recesso forense' })).toBe(
      'Este horário já passou e é dia sem atendimento (Recesso forense).',
    );
    expect(needsAsking({ warnings: [], dayOff: 'Férias' })).toBe(true);
  });

  it('asks before creating at a time that needs a look, and before an edit moves to one', () => {
    const past = local(24, '10:00');
    const passed = { warnings: ['past'] } as const;
    expect(formTimeQuestion(past, passed)).toBe(
      'Criar o agendamento para terça-feira, 24/11/2026 às 10:00? Este horário já passou.',
    );
    expect(formTimeQuestion(local(24, '13:00'), { warnings: [] })).toBeUndefined();
    expect(formTimeQuestion(past, passed, { editingStart: at(23, '10:00').toISOString() })).toBe(
      'Mover para terça-feira, 24/11/2026 às 10:00? Este horário já passou.',
    );
    expect(
      formTimeQuestion(past, passed, { editingStart: at(24, '10:00').toISOString() }),
    ).toBeUndefined();
    expect(
      formTimeQuestion(
        local(25, '12:30'),
        { warnings: ['outside-hours'] },
        { owner: 'Bruno Lima' },
      ),
    ).toBe(
      'Criar o agendamento para quarta-feira, 25/11/2026 às 12:30? Fica fora do horário de atendimento de Bruno Lima.',
    );
  });
});
