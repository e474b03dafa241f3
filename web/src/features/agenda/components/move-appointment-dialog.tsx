import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import { useAgenda } from '../lib/agenda-context';
import { durationMinutes } from '../lib/appointment-display';
import { fromTypedDateTime, inZone, shortDate, timeLabel } from '../lib/calendar-dates';
import { formatMinutes } from '../lib/format-minutes';
import { agendaMessages as text } from '../lib/agenda-messages';
import { useFollowingQuestion } from '../lib/use-following-question';
import { useGuardedMove } from '../lib/use-guarded-move';
import { useSeriesFollowing } from '../lib/use-series-following';
import { type SeriesScope, SeriesScopeChoice } from './series-scope-choice';

/** 07:00 to 18:30 every 30 minutes (SPEC §5). */
const times = Array.from({ length: 24 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});

type MoveAppointmentDialogProps = { target: { appointment: AppointmentDto; date: Date } | null };

/** 'Mover agendamento': a time grid on the date the calendar shows; the length is kept. */
export function MoveAppointmentDialog({ target }: MoveAppointmentDialogProps) {
  const { zone, dialogs } = useAgenda();
  const move = useGuardedMove();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [seriesScope, setSeriesScope] = useState<SeriesScope>('one');
  const following = useSeriesFollowing(() => {
    dialogs.changed();
    dialogs.close();
  });
  // 'Este e os seguintes' asks, as a single move does, naming each occurrence concerned.
  const followingQuestion = useFollowingQuestion();
  const [asking, setAsking] = useState<{ question: string; startTime: string }>();
  const [checking, setChecking] = useState(false);
  const moveFollowing = async (occurrence: AppointmentDto, start: Date) => {
    setChecking(true);
    // Hours or holidays that cannot be read are not asked about: the server still decides.
    const question = await followingQuestion(occurrence, start)
      .catch(() => undefined)
      .finally(() => setChecking(false));
    const startTime = start.toISOString();
    if (question) setAsking({ question, startTime });
    else await following.run({ id: occurrence.id, startTime });
  };

  useEffect(() => {
    if (!target) return;
    setDate(shortDate(inZone(target.date, zone)));
    setTime('');
    setSeriesScope('one');
    setAsking(undefined);
  }, [target, zone]);

  if (!target) return null;
  const { appointment } = target;
  const current = inZone(appointment.startTime, zone);
  const start = fromTypedDateTime(date, time, zone);

  return (
    <Dialog open onOpenChange={(open) => !open && dialogs.close()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Mover agendamento</DialogTitle>
          <DialogDescription>
            {appointment.clientName}, marcado para {shortDate(current)} às {timeLabel(current)}.
            Escolha o novo horário; a duração ({formatMinutes(durationMinutes(appointment))}) é
            mantida.
          </DialogDescription>
        </DialogHeader>
        <DateField
          id="move-date"
          label="Data"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <div
          role="group"
          aria-label="Novo horário"
          className="grid grid-cols-4 gap-2 sm:grid-cols-6"
        >
          {times.map((option) => {
            const isCurrent = date === shortDate(current) && option === timeLabel(current);
            return (
              <button
                key={option}
                type="button"
                aria-pressed={time === option}
                disabled={isCurrent}
                onClick={() => setTime(option)}
                className={cn(
                  'h-9 rounded-md border text-sm tabular-nums transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-40',
                  time === option &&
                    'border-primary bg-primary text-primary-foreground hover:bg-primary-hover',
                )}
              >
                {option}
              </button>
            );
          })}
        </div>
        {appointment.seriesId && (
          <SeriesScopeChoice value={seriesScope} onChange={setSeriesScope} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={dialogs.close}>
            Cancelar
          </Button>
          <Button
            disabled={!start || following.pending || checking}
            onClick={() => {
              if (!start) return;
              if (seriesScope === 'following') {
                void moveFollowing(appointment, start);
                return;
              }
              dialogs.close();
              void move(appointment, start, 'dialog');
            }}
          >
            Mover
          </Button>
        </DialogFooter>
        <ConfirmDialog
          open={asking !== undefined}
          onOpenChange={(open) => !open && setAsking(undefined)}
          title={text.confirmTimeTitle}
          tone="default"
          description={asking?.question ?? ''}
          confirmLabel="Mover"
          pendingLabel="Movendo..."
          pending={following.pending}
          onConfirm={() =>
            asking
              ? following.run({ id: appointment.id, startTime: asking.startTime })
              : Promise.resolve()
          }
        />
      </DialogContent>
    </Dialog>
  );
}
