import { describe, expect, it } from 'vitest';
import { notificationsMessages } from '@core/messages.ts';
import { checkReminder, formatReminder, withReminder } from './reminder-times';

const n = notificationsMessages;

describe('formatReminder', () => {
  it('says reminders as people do', () => {
    expect(formatReminder(60)).toBe('1 hora antes');
    expect(formatReminder(120)).toBe('2 horas antes');
    expect(formatReminder(1440)).toBe('1 dia antes');
    expect(formatReminder(10080)).toBe('7 dias antes');
    expect(formatReminder(90)).toBe('1 h 30 min antes');
    expect(formatReminder(30)).toBe('30 minutos antes');
    expect(formatReminder(1)).toBe('1 minuto antes');
    expect(formatReminder(1500)).toBe('1 dia 1 h antes');
  });
});

describe('checkReminder', () => {
  it('accepts a whole number of minutes above 0', () => {
    expect(checkReminder('90', [60])).toEqual({ minutes: 90 });
  });

  it('refuses zero, negatives and text', () => {
    for (const typed of ['0', '-10', 'abc', ' '])
      expect(checkReminder(typed, [])).toEqual({ error: n.reminderInvalid });
  });

  it('refuses 2,5 minutes clearly instead of adding 25', () => {
    for (const typed of ['2,5', '1.5'])
      expect(checkReminder(typed, [])).toEqual({ error: 'Use um número inteiro de minutos.' });
  });

  it('reads minutes written the Brazilian way', () => {
    expect(checkReminder('1.440', [])).toEqual({ minutes: 1440 });
  });

  it('refuses a time already in the list', () => {
    expect(checkReminder('60', [60, 1440])).toEqual({ error: n.reminderDuplicate });
  });

  it('refuses more than 30 days and more than 10 reminders', () => {
    expect(checkReminder('50000', [])).toEqual({ error: n.reminderTooLarge });
    const full = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(checkReminder('60', full)).toEqual({ error: n.tooManyReminders });
  });
});

describe('withReminder', () => {
  it('keeps the list sorted ascending', () => {
    expect(withReminder([60, 1440], 90)).toEqual([60, 90, 1440]);
  });
});
