import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlusIcon, RefreshCwIcon } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { googleMessages } from '@core/messages.ts';
import { useGoogleStatus } from '../api/get-google-status';
import { googlePaths } from '../api/google-paths';
import { useStartGoogleOAuth } from '../api/start-google-oauth';
import { type GoogleAuthResult, useGoogleAuthResult } from '../lib/google-auth-result';
import { GoogleConnected } from './google-connected';

const note = 'rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground';

/** The Google Calendar connection of the signed-in user (SPEC §2 Settings, §4). */
export function GoogleCalendarCard() {
  const queryClient = useQueryClient();
  const status = useGoogleStatus();
  const start = useStartGoogleOAuth();

  useGoogleAuthResult(async (result: GoogleAuthResult) => {
    if (result === 'success') notifySuccess(googleMessages.connected);
    else {
      toast({
        variant: 'destructive',
        title: googleMessages.connectError,
        description: googleMessages.connectFailed,
      });
    }
    await queryClient.invalidateQueries({ queryKey: [googlePaths.status] });
    await queryClient.invalidateQueries({ queryKey: [googlePaths.calendars] });
  });

  const connect = () =>
    start.mutate(undefined, {
      onError: (error) =>
        notifyFailure(error, {
          title: googleMessages.connectError,
          fallback: googleMessages.connectFailed,
        }),
    });

  const connectButton = (label: string, Icon = CalendarPlusIcon) => (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      onClick={connect}
      disabled={start.isPending}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );

  const data = status.data;
  return (
    <SectionCard
      title="Google Calendar"
      description="Sincronize seus agendamentos e crie reuniões do Google Meet automaticamente."
      contentClassName="grid gap-4"
    >
      {status.isPending && <p className="text-sm text-muted-foreground">Carregando conexão...</p>}
      {status.isError && <p className={note}>Não foi possível carregar a conexão com o Google.</p>}
      {data && !data.configured && (
        <>
          <p className={note}>{googleMessages.notConfigured}</p>
          <Button type="button" variant="outline" disabled className="w-full">
            <CalendarPlusIcon aria-hidden="true" />
            Conectar Google Calendar
          </Button>
        </>
      )}
      {data?.configured && !data.connected && connectButton('Conectar Google Calendar')}
      {data?.configured && data.needsReconnect && (
        <>
          <p role="alert" className="rounded-lg border border-amber-500/60 px-4 py-3 text-sm">
            {googleMessages.needsReconnect}
          </p>
          {connectButton('Reconectar Google Calendar', RefreshCwIcon)}
        </>
      )}
      {data?.connected && !data.needsReconnect && <GoogleConnected status={data} />}
    </SectionCard>
  );
}
