import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { getMunicipalityByCode } from '@brazilian-utils/brazilian-utils/get-municipality-by-code';
import Holidays from 'date-holidays';
import type {
  HolidayDto,
  HolidayMunicipalitiesDto,
  HolidayStatesDto,
} from '@core/schemas/holidays.ts';
import type { LocalDate } from '@core/scheduling/local-date.ts';

/** Where an office is, for its holidays: a UF and the IBGE code of a município of that UF. */
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

const plain = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/**
 * The holiday calendar's own code of a município (IBGE code) whose municipal holidays it knows,
 * found by name within the UF; undefined for the others, where the UF's and national ones apply.
 */
function calendarRegionOf(state: string, city: string): string | undefined {
  const municipality = getMunicipalityByCode(city);
  if (!municipality || municipality.stateCode !== state) return undefined;
  const regions = Object.entries(catalog.getRegions('BR', state, 'pt') ?? {});
  return regions.find(([, name]) => plain(name) === plain(municipality.name))?.[0];
}

function closingHolidaysOfYear({ state, city }: HolidayLocation, year: number): HolidayDto[] {
  const key = `${state ?? ''}|${city ?? ''}|${year}`;
  const cached = byYear.get(key);
  if (cached) return cached;
  const region = state && city ? calendarRegionOf(state, city) : undefined;
  const calendar = state
    ? region
      ? new Holidays('BR', state, region, { languages: ['pt'] })
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

/** The UFs, by name. */
export function holidayStates(): HolidayStatesDto {
  const states = catalog.getStates('BR', 'pt') ?? {};
  return Object.entries(states)
    .map(([state, name]) => ({ state, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * Every município of a UF (the IBGE list), by name, each saying whether the calendar knows its
 * own holidays; none for an unknown UF.
 */
export function holidayMunicipalities(state: string): HolidayMunicipalitiesDto {
  if (!isKnownLocation({ state, city: null })) return [];
  const known = new Set(
    Object.values(catalog.getRegions('BR', state, 'pt') ?? {}).map((name) => plain(name)),
  );
  return getMunicipalities(state as Parameters<typeof getMunicipalities>[0]).map(
    ({ code, name }) => ({ code, name, localHolidays: known.has(plain(name)) }),
  );
}

/** Whether a UF and a município's IBGE code of that UF are known (city null: the UF only). */
export function isKnownLocation({ state, city }: HolidayLocation): boolean {
  if (!state) return city === null;
  const states = catalog.getStates('BR') ?? {};
  if (!(state in states)) return false;
  return city === null || getMunicipalityByCode(city)?.stateCode === state;
}
