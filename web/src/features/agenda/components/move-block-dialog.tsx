import { type FormEvent, useEffect, useState } from 'react';
import { DateField } from '@/components/date-field';
import { FormDialog } from '@/components/form-dialog';
import { TimeField } from '@/components/time-field';
import { blocksMessages as text } from '@core/messages.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { useAgenda } from '../lib/agenda-context';
import {
  fromTypedDateTime,
  inZone,
  shortDate,
  timeLabel,
  typedDateParts,
} from '../lib/calendar-dates';
import { formatMinutes } from '../lib/format-minutes';
import { useBlockMove } from '../lib/use-block-move';

type Errors = { date?: string; time?: string };

/**
 * 'Mover bloqueio': the new date and start typed as a person does (dd/mm/aaaa, HH:mm), its length
 * kept, for keyboard and phone users who cannot drag (decision 077). A refused time keeps the
 * dialog open with the server's message, so another can be typed.
 */
export function MoveBlockDialog({ block }: { block: BlockDto | null }) {
  const { zone, dialogs } = useAgenda();
  const move = useBlockMove(zone);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!block) return;
    const start = inZone(block.startTime, zone);
    setDate(shortDate(start));
    setTime(timeLabel(start));
    setErrors({});
  }, [block, zone]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!block) return;
    const start = fromTypedDateTime(date, time, zone);
    if (!start) {
      setErrors(typedDateParts(date) ? { time: text.invalidStart } : { date: text.invalidDate });
      return;
    }
    if (start.getTime() === Date.parse(block.startTime)) {
      setErrors({ time: text.sameTime });
      return;
    }
    setPending(true);
    const moved = await move(block.id, start);
    setPending(false);
    if (moved) dialogs.close();
  };

  const current = block ? inZone(block.startTime, zone) : null;
  const end = block ? inZone(block.endTime, zone) : null;
  return (
    <FormDialog
      open={block !== null}
      onClose={dialogs.close}
      title={text.moveTitle}
      description={
        block && current && end
          ? text.moveDescription(
              block.title,
              shortDate(current) === shortDate(end)
                ? `${shortDate(current)}, ${timeLabel(current)} – ${timeLabel(end)}`
                : `${shortDate(current)} ${timeLabel(current)} – ${shortDate(end)} ${timeLabel(end)}`,
              formatMinutes((end.getTime() - current.getTime()) / 60_000),
            )
          : ''
      }
      onSubmit={submit}
      submitLabel="Mover"
      pending={pending}
    >
      <div className="grid grid-cols-2 gap-4">
        <DateField
          id="block-move-date"
          label="Nova data"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setErrors({});
          }}
          error={errors.date}
        />
        <TimeField
          id="block-move-time"
          label="Novo início"
          value={time}
          onChange={(event) => {
            setTime(event.target.value);
            setErrors({});
          }}
          error={errors.time}
        />
      </div>
    </FormDialog>
  );
}
