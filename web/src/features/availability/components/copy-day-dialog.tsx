import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useCopyDayAvailability } from '@/features/availability/api/copy-day-availability';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { type AvailabilityDto, CopyDayAvailabilityInput } from '@core/schemas/availability.ts';
import { WEEKDAY_NAMES, weekdayName } from '@core/weekdays.ts';

// Monday to Friday; the weekend is offered unticked, so copying to it is a choice.
const WORKDAYS = [1, 2, 3, 4, 5];
// The week as people in Brazil read it in a list: Monday first, Sunday last.
const LIST_ORDER = [1, 2, 3, 4, 5, 6, 0];
const listFormat = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

type CopyDayDialogProps = {
  day: number;
  windows: AvailabilityDto[];
  userId?: string;
  open: boolean;
  onClose: () => void;
};

/** Asks which days get one day's hours (in place of theirs) and saves only on 'Salvar'. */
export function CopyDayDialog({ day, windows, userId, open, onClose }: CopyDayDialogProps) {
  const copy = useCopyDayAvailability();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!open) return;
    setChosen(WORKDAYS.filter((other) => other !== day));
    setError(undefined);
  }, [open, day]);

  const dayName = weekdayName(day);
  const hours = listFormat.format(windows.map((w) => `${w.startTime}–${w.endTime}`));
  const toggle = (other: number, checked: boolean) =>
    setChosen((days) => (checked ? [...days, other] : days.filter((d) => d !== other)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CopyDayAvailabilityInput.safeParse({ userId, fromDay: day, toDays: chosen });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await copy.mutateAsync(parsed.data);
      const names = LIST_ORDER.filter((d) => chosen.includes(d)).map(weekdayName);
      notifySuccess('Horários copiados', `${listFormat.format(names)} agora seguem ${dayName}.`);
      onClose();
    } catch (failure) {
      notifyFailure(failure, { title: 'Erro ao copiar horários' });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Copiar horários de ${dayName}`}
      description={`${hours} passam a valer nos dias marcados, no lugar dos horários que eles têm hoje. Nada muda até você salvar.`}
      onSubmit={onSubmit}
      submitLabel="Salvar"
      pending={copy.isPending}
    >
      <fieldset
        className="grid min-w-0 gap-3"
        aria-describedby={error ? 'copy-days-error' : undefined}
      >
        <legend className="mb-3 text-sm font-medium">Copiar para</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {LIST_ORDER.filter((other) => other !== day).map((other) => {
            const id = `copy-day-${other}`;
            return (
              <div
                key={other}
                className="flex items-center gap-3 rounded-lg border bg-background/60 px-3 py-2.5 dark:bg-input/10"
              >
                <Checkbox
                  id={id}
                  checked={chosen.includes(other)}
                  onCheckedChange={(checked) => toggle(other, checked === true)}
                />
                <Label htmlFor={id}>{WEEKDAY_NAMES[other]}</Label>
              </div>
            );
          })}
        </div>
        {error && (
          <p id="copy-days-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
