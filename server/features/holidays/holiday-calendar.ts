import Holidays from 'date-holidays';
import type { HolidayDto, HolidayLocationsDto } from '../../../core/schemas/holidays.ts';
import type { LocalDate } from '../../../core/scheduling/local-date.ts';

/** Where an office is, for its holidays: a UF and a date-holidays region code of that UF. */
export interface HolidayLocation {
  state: string | null;
  city: string | null;
}

/**
 * The types that close the public agenda. 'public' are the legal holidays; 'bank' in the BR data
 * are Carnaval Monday and Tuesday and Corpus Christi (pontos facultativos most offices keep);
 * 'optional' (Ash Wednesday morning, 24 and 31 December) and observances never close.
 */
const CLOSING_TYPES = new Set(['public', 'bank']);

/** Brazilian names where the library's 'pt' data uses the European ones. */
const BRAZILIAN_NAMES: Record<string, string> = {
  'Corpo de Deus': 'Corpus Christi',
  'Dia do trabalhador': 'Dia do Trabalhador',
};

const catalog = new Holidays();
const byYear = new Map<string, HolidayDto[]>();

function closingHolidaysOfYear({ state, city }: HolidayLocation, year: number): HolidayDto[] {
  const key = `${state ?? ''}|${city ?? ''}|${year}`;
  const cached = byYear.get(key);
  if (cached) return cached;
  const calendar = state
    ? city
      ? new Holidays('BR', state, city, { languages: ['pt'] })
      : new Holidays('BR', state, { languages: ['pt'] })
    : new Holidays('BR', { languages: ['pt'] });
  const seen = new Set<string>();
  const holidays: HolidayDto[] = [];
  for (const holiday of calendar.getHolidays(year, 'pt')) {
    if (!CLOSING_TYPES.has(holiday.type)) continue;
    const date = holiday.date.slice(0, 10);
    if (seen.has(date)) continue;
    seen.add(date);
    holidays.push({ date, name: BRAZILIAN_NAMES[holiday.name] ?? holiday.name });
  }
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(key, holidays);
  return holidays;
}

/** The holidays that close an office's public agenda between two dates (inclusive). */
export function closingHolidays(
  location: HolidayLocation,
  from: LocalDate,
  to: LocalDate,
): HolidayDto[] {
  const holidays: HolidayDto[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of closingHolidaysOfYear(location, year)) {
      if (holiday.date >= from && holiday.date <= to) holidays.push(holiday);
    }
  }
  return holidays;
}

/** The UFs and, for each, the cities whose municipal holidays the library knows. */
export function holidayLocations(): HolidayLocationsDto {
  const states = catalog.getStates('BR', 'pt') ?? {};
  return Object.entries(states)
    .map(([state, name]) => ({
      state,
      name,
      cities: Object.entries(catalog.getRegions('BR', state, 'pt') ?? {}).map(([code, city]) => ({
        code,
        name: city,
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** Whether a UF and city code are known to the holiday calendar (city null: state only). */
export function isKnownLocation({ state, city }: HolidayLocation): boolean {
  if (!state) return city === null;
  const states = catalog.getStates('BR') ?? {};
  if (!(state in states)) return false;
  return city === null || city in (catalog.getRegions('BR', state) ?? {});
}
