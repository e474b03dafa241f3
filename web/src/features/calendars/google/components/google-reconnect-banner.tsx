import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import { googleMessages } from '@core/messages.ts';
import { useGoogleStatus } from '../api/get-google-status';

/** Shown on the dashboards while Google refuses the stored grant: a link to reconnect. */
export function GoogleReconnectBanner() {
  const { data } = useGoogleStatus();
  if (!data?.configured || !data.needsReconnect) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/60 bg-amber-50 px-4 py-3 text-sm dark:bg-amber-950/30"
    >
      <p className="flex items-center gap-2">
        <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        {googleMessages.needsReconnect}
      </p>
      <Link href="/settings" className="font-medium underline underline-offset-4">
        Reconecte o Google Calendar
      </Link>
    </div>
  );
}
