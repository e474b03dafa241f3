import { describe, expect, it } from 'vitest';
import { newAppointmentValues } from './appointment-form';
import { momentErrors, onlyMomentMissing, requiredErrors } from './appointment-form-errors';
import { inZone } from './calendar-dates';

const zone = 'America/Sao_Paulo';
const filled = {
  ...newAppointmentValues(inZone('2026-11-24T13:00:00Z', zone), inZone(Date.now(), zone)),
  userId: 'bruno',
  clientName: 'Carla',
  clientEmail: 'carla@example.com',
};

describe('the create/edit form marks each field in trouble', () => {
  it('marks each empty required field with its own message', () => {
    const empty = { ...filled, clientName: ' ', userId: '', date: '', time: '' };
    expect(requiredErrors(empty, true)).toEqual([
      ['clientName', 'Informe o nome do cliente.'],
      ['userId', 'Escolha um profissional.'],
      ['date', 'Informe a data.'],
      ['time', 'Informe o horário.'],
    ]);
    expect(requiredErrors({ ...filled, userId: '' }, false)).toEqual([]);
  });

  it('knows when only the moment is missing (SPEC §5 has its own sentence for it)', () => {
    expect(onlyMomentMissing(requiredErrors({ ...filled, date: '' }, true))).toBe(true);
    expect(onlyMomentMissing(requiredErrors({ ...filled, date: '', clientName: '' }, true))).toBe(
      false,
    );
  });

  it('refuses a date that is not a real DD/MM/AAAA day and a time that is not HH:MM', () => {
    expect(momentErrors('24/11/2026', '10:30')).toEqual([]);
    expect(momentErrors('31/02/2026', '24:00')).toEqual([
      ['date', 'Data inválida. Use o formato DD/MM/AAAA.'],
      ['time', 'Horário inválido. Use o formato HH:MM, de 00:00 a 23:59.'],
    ]);
    expect(momentErrors('2026-11-24', '1030')).toHaveLength(2);
  });
});
