import type { NamedDay } from '../api/list-holidays';

/** A month's day (1–31) and what names it. */
type Named = { day: number; named: NamedDay };

/**
 * A month's holidays and days off in words, consecutive days of one name together:
 * 'Feriados: 25 (Natal)' and 'Sem atendimento: 20 a 31 (Recesso forense)' (days in order).
 */
export function namedDayRuns(days: readonly Named[]): string[] {
  const runs: { first: number; last: number; named: NamedDay }[] = [];
  for (const { day, named } of days) {
    const run = runs.at(-1);
    const same = run && run.named.name === named.name && run.named.dayOff === named.dayOff;
    if (same && run.last === day - 1) run.last = day;
    else runs.push({ first: day, last: day, named });
  }
  const words = (dayOff: boolean) =>
    runs
      .filter((run) => run.named.dayOff === dayOff)
      .map(({ first, last, named }) =>
        first === last ? `${first} (${named.name})` : `${first} a ${last} (${named.name})`,
      )
      .join(', ');
  return [
    ...(runs.some((run) => !run.named.dayOff) ? [`Feriados: ${words(false)}`] : []),
    ...(runs.some((run) => run.named.dayOff) ? [`Sem atendimento: ${words(true)}`] : []),
  ];
}
