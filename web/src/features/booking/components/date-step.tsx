import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SlotsDto } from '@core/schemas/appointments.ts';
import type { PublicProfessionalDto } from '@core/schemas/booking.ts';
import type { HolidayDto } from '@core/schemas/holidays.ts';
import { type BookingSelection, offersNoService } from '../lib/booking-selection';
import { MonthCalendar } from './month-calendar';
import { monthDays } from '../lib/booking-dates';
import { addDays, weekdayOf } from '@core/scheduling/local-date.ts';
import { ProductSelect } from './product-select';
import { SlotsStatus } from './slots-status';
import { StepCard } from './step-card';
import { bookingWindowMessages } from '@core/messages.ts';
import { BOOKING_NOTICE, type BookingWindow } from '@core/scheduling/booking-window.ts';

type DateStepProps = {
  step: number;
  professional?: PublicProfessionalDto;
  /** The office's holidays (from the page data): they close the professional's agenda by default. */
  holidays?: readonly HolidayDto[];
  selection: BookingSelection;
  today: string;
  slotsQuery: UseQueryResult<SlotsDto>;
  canGoBack: boolean;
  canGoForward: boolean;
  onProductChange: (productId: string | null) => void;
  onMonthChange: (delta: -1 | 1) => void;
  onSelectDate: (date: string) => void;
  /** The professional's (or the service's) booking window, said under the calendar. */
  bookingWindow?: BookingWindow | undefined;
  /** Full days can be chosen to join their waitlist (a professional, not 'Qualquer profissional'). */
  waitlist?: boolean;
};

/** The product (it sets the length, so it comes first) and the month calendar. */
export function DateStep(props: DateStepProps) {
  const { professional, selection, slotsQuery } = props;
  const availableDates = useMemo(
    () => new Set(slotsQuery.data?.slots.map((slot) => slot.date)),
    [slotsQuery.data],
  );
  const closedHolidays = useMemo(() => {
    if (!professional?.blockHolidays) return new Map<string, string>();
    const opened = new Set(professional.openedHolidays);
    return new Map(
      (props.holidays ?? []).filter((h) => !opened.has(h.date)).map((h) => [h.date, h.name]),
    );
  }, [professional, props.holidays]);
  // Days off (decision 069) close the agenda like holidays, named as days without service.
  const daysOff = useMemo(
    () => new Map((professional?.daysOff ?? []).map((day) => [day.date, day.name])),
    [professional],
  );
  const products = professional?.products ?? [];
  const fullDates = useMemo(() => {
    if (!props.waitlist || !professional || !slotsQuery.data) return undefined;
    const weekdays = new Set(professional.availability.map((window) => window.dayOfWeek));
    const last = addDays(props.today, props.bookingWindow?.maximumHorizonDays ?? 0);
    return new Set(
      monthDays(selection.month).days.filter(
        (date) =>
          date >= props.today &&
          date <= last &&
          weekdays.has(weekdayOf(date)) &&
          !availableDates.has(date) &&
          !closedHolidays.has(date) &&
          !daysOff.has(date),
      ),
    );
  }, [
    props.waitlist,
    props.today,
    props.bookingWindow,
    professional,
    slotsQuery.data,
    selection.month,
    availableDates,
    closedHolidays,
    daysOff,
  ]);

  return (
    <StepCard
      step={props.step}
      title={products.length ? 'Escolha o serviço e a data' : 'Escolha a data'}
    >
      {!professional ? (
        <p className="text-sm text-muted-foreground">
          Escolha um profissional para ver os dias disponíveis.
        </p>
      ) : (
        <div className="grid gap-5">
          {products.length > 0 && (
            <ProductSelect
              products={products}
              allowNoService={offersNoService(professional)}
              value={selection.productId}
              onChange={props.onProductChange}
            />
          )}
          <div>
            <MonthCalendar
              month={selection.month}
              today={props.today}
              availableDates={availableDates}
              loading={slotsQuery.isLoading}
              holidays={closedHolidays}
              daysOff={daysOff}
              fullDates={fullDates}
              selectedDate={selection.date}
              canGoBack={props.canGoBack}
              canGoForward={props.canGoForward}
              onMonthChange={props.onMonthChange}
              onSelectDate={props.onSelectDate}
            />
            <SlotsStatus
              slotsQuery={slotsQuery}
              month={selection.month}
              hasFreeDays={availableDates.size > 0}
              noHours={professional.availability.length === 0}
              canGoForward={props.canGoForward}
              onNextMonth={() => props.onMonthChange(1)}
            />
            {props.bookingWindow && <BookingWindowNote window={props.bookingWindow} />}
          </div>
        </div>
      )}
    </StepCard>
  );
}

/** The notice clients must give (when the office asks more than SPEC's minutes) and the horizon. */
function BookingWindowNote({ window }: { window: BookingWindow }) {
  const notice = window.minimumNoticeMinutes;
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {notice > BOOKING_NOTICE.default && `${bookingWindowMessages.noticeHint(notice)} `}
      {bookingWindowMessages.horizonHint(window.maximumHorizonDays)}
    </p>
  );
}
