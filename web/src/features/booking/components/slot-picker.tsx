import { useMemo, useState } from 'react';
import type { SlotDto } from '@core/schemas/appointments.ts';
import { useSlots } from '../api/list-slots';
import { useLiveSlots } from '../api/watch-slots';
import {
  addMonths,
  browserTimeZone,
  formatLongDate,
  monthOf,
  monthRange,
  monthsBetween,
  todayIn,
} from '../lib/booking-dates';
import { MonthCalendar } from './month-calendar';
import { SlotSuggestions } from './slot-suggestions';
import { SlotsStatus } from './slots-status';
import { TimeSlots, ZoneNote } from './time-slots';

/** How far ahead the calendar goes. */
const MAX_MONTHS_AHEAD = 12;

type SlotPickerProps = {
  professionalId: string;
  /** The professional's zone: the days and times offered are theirs. */
  timeZone: string;
  productId?: string;
  /** On a client's private page: the times their appointment may move to. */
  manageToken?: string;
  selected?: SlotDto;
  /** Free times the server offered after a refused choice. */
  suggestions?: SlotDto[];
  onSelect: (slot: SlotDto) => void;
};

/**
 * A free time of one professional, picked on the month calendar and then in the day's times
 * (the booking page's pieces, on their own for pages that only need a new time).
 */
export function SlotPicker(props: SlotPickerProps) {
  const { professionalId, timeZone, productId, manageToken, selected, onSelect } = props;
  const today = todayIn(timeZone);
  const [month, setMonth] = useState(() => monthOf(selected?.date ?? today));
  const [date, setDate] = useState<string | undefined>(selected?.date);
  const slotsQuery = useSlots({
    professionalId,
    ...monthRange(month, today),
    productId,
    manageToken,
  });
  useLiveSlots(professionalId);
  const slots = useMemo(() => slotsQuery.data?.slots ?? [], [slotsQuery.data]);
  const availableDates = useMemo(() => new Set(slots.map((slot) => slot.date)), [slots]);
  const zones = { professional: timeZone, visitor: browserTimeZone() };
  const canGoForward = monthsBetween(monthOf(today), month) < MAX_MONTHS_AHEAD;
  const changeMonth = (delta: -1 | 1) => {
    setMonth(addMonths(month, delta));
    setDate(undefined);
  };
  const daySlots = slots.filter((slot) => slot.date === date);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <MonthCalendar
          month={month}
          today={today}
          availableDates={availableDates}
          loading={slotsQuery.isLoading}
          selectedDate={date}
          canGoBack={month > monthOf(today)}
          canGoForward={canGoForward}
          onMonthChange={changeMonth}
          onSelectDate={setDate}
        />
        <SlotsStatus
          slotsQuery={slotsQuery}
          month={month}
          hasFreeDays={availableDates.size > 0}
          canGoForward={canGoForward}
          onNextMonth={() => changeMonth(1)}
        />
      </div>
      <div className="grid content-start gap-4">
        {props.suggestions && props.suggestions.length > 0 && (
          <SlotSuggestions suggestions={props.suggestions} zones={zones} onSelect={onSelect} />
        )}
        {!date ? (
          <p className="text-sm text-muted-foreground">
            Escolha um dia no calendário para ver os horários livres.
          </p>
        ) : (
          <>
            <p className="text-sm font-medium first-letter:uppercase">{formatLongDate(date)}</p>
            {daySlots.length ? (
              <>
                <ZoneNote zones={zones} />
                <TimeSlots slots={daySlots} zones={zones} selected={selected} onSelect={onSelect} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Nenhum horário livre neste dia.</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
