import { GoogleCalendarCard } from '../google/components/google-calendar-card';

/** The connection card of each calendar provider, for the settings page: one line per provider. */
export function CalendarSettingsCard() {
  return <GoogleCalendarCard />;
}
