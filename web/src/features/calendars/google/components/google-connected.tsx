import { CheckCircle2Icon, PlugZapIcon, UnplugIcon } from 'lucide-react';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { googleMessages } from '@core/messages.ts';
import { useChooseGoogleCalendar } from '../api/choose-google-calendar';
import { useDisconnectGoogle } from '../api/disconnect-google';
import type { GoogleStatus } from '../api/get-google-status';
import { useGoogleCalendars } from '../api/list-google-calendars';
import { useTestGoogleConnection } from '../api/test-google-connection';

/** A working connection: the account, the calendar for new events, test and disconnect. */
export function GoogleConnected({ status }: { status: GoogleStatus }) {
  const calendars = useGoogleCalendars(true);
  const choose = useChooseGoogleCalendar();
  const test = useTestGoogleConnection();
  const disconnect = useDisconnectGoogle();

  const options = (calendars.data ?? []).map((calendar) => ({
    value: calendar.id,
    label: calendar.primary ? `${calendar.summary} (principal)` : calendar.summary,
  }));
  if (status.calendarId && !options.some((option) => option.value === status.calendarId)) {
    options.unshift({ value: status.calendarId, label: status.calendarName ?? status.calendarId });
  }

  const onChoose = (calendarId: string) =>
    choose.mutate(calendarId, {
      onSuccess: ({ calendarName }) => notifySuccess('Agenda atualizada', calendarName),
      onError: (error) => notifyFailure(error, { title: googleMessages.calendarUpdateFailed }),
    });

  const onTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ user, calendar }) =>
        notifySuccess('Conexão funcionando', `${user.email} · ${calendar.summary}`),
      onError: (error) =>
        notifyFailure(error, {
          title:
            error instanceof ApiError
              ? googleMessages.testFailedTitle
              : googleMessages.testErrorTitle,
          fallback: googleMessages.unreachable,
        }),
    });

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => notifySuccess('Google Calendar desconectado'),
      onError: (error) => notifyFailure(error, { title: googleMessages.disconnectFailed }),
    });

  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm">
        <CheckCircle2Icon aria-hidden="true" className="size-4 text-emerald-600" />
        <span>
          Conectado como <strong>{status.googleEmail}</strong>
        </span>
      </p>
      <SelectField
        id="google-calendar"
        label="Agenda para novos eventos"
        value={status.calendarId ?? ''}
        onValueChange={onChoose}
        options={options}
        placeholder={calendars.isPending ? 'Carregando agendas...' : 'Escolha uma agenda'}
        disabled={choose.isPending || calendars.isPending}
        error={calendars.isError ? 'Não foi possível carregar suas agendas.' : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onTest} disabled={test.isPending}>
          <PlugZapIcon aria-hidden="true" />
          {test.isPending ? 'Testando...' : 'Testar conexão'}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={onDisconnect}
          disabled={disconnect.isPending}
        >
          <UnplugIcon aria-hidden="true" />
          {disconnect.isPending ? 'Desconectando...' : 'Desconectar'}
        </Button>
      </div>
    </div>
  );
}
