import type { CalendarProvider, CalendarProviderDeps } from './calendar-provider.ts';
import { GoogleCalendarProvider } from './google/google-calendar-provider.ts';

/** Builds the calendar providers a server offers (buildApp takes another list in tests). */
export type CalendarProviders = (deps: CalendarProviderDeps) => CalendarProvider[];

/**
 * The calendars outside Agendei, one line per provider. Scheduling reads their busy times (each
 * provider is a BusySource); a new calendar is its folder and a line here.
 */
export const calendarProviders: CalendarProviders = (deps) => [new GoogleCalendarProvider(deps)];
