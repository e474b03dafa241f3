import { BellRingIcon, PlusIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useController } from 'react-hook-form';
import { NumberField } from '@/components/number-field';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import type { WebhookScope } from '../api/webhook-scope';
import { checkReminder, formatReminder, withReminder } from '../lib/reminder-times';
import { useSettingsForm } from '../lib/settings-form';

/** 'Lembretes': how long before each appointment the reminders go out. */
export function ReminderTimesCard({ scope }: { scope: WebhookScope }) {
  const { control } = useSettingsForm();
  const { field, fieldState } = useController({ control, name: 'notificationTimes' });
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const id = `${scope}-reminder-minutes`;
  const times = field.value;

  const add = () => {
    const check = checkReminder(typed, times);
    if (check.error !== undefined) return setError(check.error);
    field.onChange(withReminder(times, check.minutes));
    setTyped('');
    setError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // adds the reminder instead of submitting the whole form
    if (typed.trim()) add();
  };

  return (
    <SectionCard
      title="Lembretes"
      description="Quanto tempo antes de cada agendamento os lembretes são enviados (e-mail e webhook com o evento Lembrete)."
      contentClassName="grid grid-cols-1 gap-5"
    >
      {times.length ? (
        <ul aria-label="Lembretes configurados" className="flex flex-wrap gap-2">
          {times.map((minutes) => (
            <li
              key={minutes}
              className="flex items-center gap-1.5 rounded-full border bg-primary/8 py-1 pr-1 pl-3 text-sm"
            >
              <BellRingIcon aria-hidden="true" className="size-3.5 text-primary" />
              <span className="font-medium">{formatReminder(minutes)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={`Remover lembrete de ${formatReminder(minutes)}`}
                title="Remover"
                onClick={() => field.onChange(times.filter((time) => time !== minutes))}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nenhum lembrete: só os avisos imediatos.</p>
      )}
      {fieldState.error?.message && (
        <p className="text-sm text-destructive">{fieldState.error.message}</p>
      )}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <NumberField
            id={id}
            label="Minutos antes do agendamento"
            placeholder="Ex.: 90"
            hint="60 = 1 hora · 1440 = 1 dia · 10080 = 7 dias"
            error={error}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          className="mt-6"
          disabled={!typed.trim()}
          onClick={add}
        >
          <PlusIcon aria-hidden="true" />
          Adicionar
        </Button>
      </div>
    </SectionCard>
  );
}
