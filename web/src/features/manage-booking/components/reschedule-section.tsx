import { CalendarClockIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getSuggestions } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { manageBookingMessages } from '@core/messages.ts';
import { formatDateTimeIn, formatWeekdayIn } from '@core/scheduling/format-instant.ts';
import type { SlotDto } from '@core/schemas/appointments.ts';
import type { ManagedBookingDto } from '@core/schemas/manage-booking.ts';
import { useRescheduleManagedBooking } from '../api/reschedule-managed-booking';

/** What the time picker gets: the chosen time, the server's suggestions and the way to choose. */
export type PickerProps = {
  selected?: SlotDto;
  suggestions: SlotDto[];
  onSelect: (slot: SlotDto) => void;
};

type RescheduleSectionProps = {
  token: string;
  booking: ManagedBookingDto;
  /** The free-time picker (the booking page's calendar and times). */
  renderPicker: (picker: PickerProps) => ReactNode;
};

/** Another time with the same professional and the same length, confirmed in one tap. */
export function RescheduleSection({ token, booking, renderPicker }: RescheduleSectionProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<SlotDto>();
  const [suggestions, setSuggestions] = useState<SlotDto[]>([]);
  const confirmBar = useRef<HTMLDivElement>(null);
  const reschedule = useRescheduleManagedBooking(token);
  const zone = booking.professional.timezone;

  const close = () => {
    setOpen(false);
    setSelected(undefined);
    setSuggestions([]);
  };
  const choose = (slot: SlotDto) => {
    setSelected(slot);
    setSuggestions([]);
    requestAnimationFrame(() => confirmBar.current?.scrollIntoView({ block: 'nearest' }));
  };
  const confirm = async () => {
    if (!selected) return;
    try {
      const moved = await reschedule.mutateAsync(selected.start);
      notifySuccess(
        manageBookingMessages.rescheduled,
        `Novo horário: ${formatDateTimeIn(moved.startTime, zone)}.`,
      );
      close();
    } catch (error) {
      const offered = getSuggestions(error);
      if (offered.length) {
        setSuggestions(offered);
        setSelected(undefined);
      }
      notifyFailure(error, {
        title: manageBookingMessages.errorTitle,
        fallback: manageBookingMessages.errorDescription,
      });
    }
  };

  return (
    <section aria-labelledby="reschedule-title">
      <Card className="gap-5 py-5 sm:py-6">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle id="reschedule-title" className="text-lg">
            Remarcar
          </CardTitle>
          <CardDescription>
            Escolha outro dia e horário com {booking.professional.name}. A duração continua a mesma.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {!open ? (
            <Button size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
              <CalendarClockIcon aria-hidden="true" />
              Escolher outro horário
            </Button>
          ) : (
            <div className="grid gap-6">
              {renderPicker({ selected, suggestions, onSelect: choose })}
              <div
                ref={confirmBar}
                className="flex scroll-mb-4 flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm" aria-live="polite">
                  {selected ? (
                    <>
                      Novo horário:{' '}
                      <strong className="font-semibold">
                        {formatWeekdayIn(selected.start, zone)},{' '}
                        {formatDateTimeIn(selected.start, zone)}
                      </strong>
                    </>
                  ) : (
                    <span className="text-muted-foreground">
                      Escolha um dia e um horário livres.
                    </span>
                  )}
                </p>
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button variant="ghost" size="lg" onClick={close} disabled={reschedule.isPending}>
                    Voltar
                  </Button>
                  <Button size="lg" onClick={confirm} disabled={!selected || reschedule.isPending}>
                    {reschedule.isPending ? 'Remarcando...' : 'Confirmar novo horário'}
                  </Button>
                </div>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
