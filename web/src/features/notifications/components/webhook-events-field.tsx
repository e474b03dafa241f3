import { Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@core/constants.ts';
import type { WebhookScope } from '../api/webhook-scope';
import { eventLabels } from '../lib/webhook-log-display';
import { useSettingsForm } from '../lib/settings-form';

const eventHints: Record<WebhookEvent, string> = {
  'appointment.created': 'Quando um horário é marcado.',
  'appointment.updated': 'Quando dados ou horário mudam.',
  'appointment.cancelled': 'Quando um agendamento é removido.',
  'appointment.reminder': 'Nos horários definidos em Lembretes.',
  'appointment.confirmed': "Quando o agendamento passa a 'Confirmado'.",
  'appointment.no_show': "Quando o cliente é marcado como 'Faltou'.",
};

/** One checkbox per event the webhook receives. */
export function WebhookEventsField({ scope }: { scope: WebhookScope }) {
  const { control, formState } = useSettingsForm();
  const error = formState.errors.webhookEvents?.message;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-3 text-sm font-medium">Eventos enviados</legend>
      <Controller
        control={control}
        name="webhookEvents"
        render={({ field }) => (
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {WEBHOOK_EVENTS.map((event) => {
              const id = `${scope}-event-${event.replace('.', '-')}`;
              const toggle = (checked: boolean) =>
                field.onChange(
                  checked ? [...field.value, event] : field.value.filter((e) => e !== event),
                );
              return (
                <div
                  key={event}
                  className="flex items-start gap-3 rounded-lg border bg-background/60 px-3 py-2.5 dark:bg-input/10"
                >
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    checked={field.value.includes(event)}
                    onCheckedChange={(checked) => toggle(checked === true)}
                    aria-describedby={`${id}-hint`}
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={id}>{eventLabels[event]}</Label>
                    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                      {eventHints[event]}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        )}
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
