import { GoogleReconnectBanner } from '../google/components/google-reconnect-banner';

/** Shown on the dashboards while a provider refuses its stored grant: one line per provider. */
export function CalendarReconnectBanner() {
  return <GoogleReconnectBanner />;
}
