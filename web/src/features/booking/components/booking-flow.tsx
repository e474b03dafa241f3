import { Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { HydrateLater } from '@/components/hydrate-later';
import { toast } from '@/components/ui/use-toast';
import { bookedMessage, postToHost } from '@/lib/embed-mode';
import { lazyPage } from '@/lib/lazy-page';
import { appointmentsMessages, bookingMessages, validationMessages } from '@core/messages.ts';
import type { PublicBookingDto } from '@core/schemas/appointments.ts';
import type { BookingPageDto } from '@core/schemas/booking.ts';
import { bookingWindowOf } from '@core/scheduling/booking-window.ts';
import { addDays } from '@core/scheduling/local-date.ts';
import { useSlots } from '../api/list-slots';
import { useLiveSlots } from '../api/watch-slots';
import {
  addMonths,
  browserTimeZone,
  monthOf,
  monthRange,
  monthsBetween,
  todayIn,
} from '../lib/booking-dates';
import {
  initialSelection,
  professionalsOf,
  selectionReducer,
  serviceChosen,
} from '../lib/booking-selection';
import type { IntakeBody } from '../lib/booking-intake';
import type { ClientDetails } from '../lib/client-form';
import { reveal } from '../lib/reveal';
import { slotWasTaken } from '../lib/slot-taken';
import { useBookingSubmit } from '../lib/use-booking-submit';
import {
  anyProfessionalId,
  anyProfessionalOf,
  areaOfChoice,
  serviceChoice,
  serviceWithPrice,
  wantedOfChoice,
} from '../lib/any-professional';
import { AnyProfessionalChoice } from './any-professional-choice';
import { BookingAside } from './booking-aside';
import type { BookingDetails } from './booking-summary';
import { DateStep } from './date-step';
import { NoOpenHours, OfficeIntro } from './office-intro';
import { ProfessionalIntro } from './professional-intro';
import { ProfessionalPicker } from './professional-picker';
import { StepCard } from './step-card';
import { TimeStep } from './time-step';

// The form (react-hook-form and the zod schemas) loads only when a day is chosen. Once loaded,
// neither suspends again (lazyPage): a server-rendered page never meets a late suspension.
const ClientForm = lazyPage(() => import('./client-form'), 'ClientForm');
// The confirmation (and its Pix payment) loads with the form, before the booking is sent.
const BookingSuccess = lazyPage(() => import('./booking-success'), 'BookingSuccess');
// A full day's waitlist form: its own chunk, loaded when a full day is chosen (issue 36).
const WaitlistForm = lazyPage(() => import('./waitlist-form'), 'WaitlistForm');

/** How far ahead the calendar goes. */
const MAX_MONTHS_AHEAD = 12;

type Confirmation = BookingDetails & {
  clientEmail: string;
  pix: PublicBookingDto['pix'];
  booked: PublicBookingDto;
  organizationName: string;
};

/** The public booking flow: professional → date → time → form, then the confirmation. */
export function BookingFlow({ page }: { page: BookingPageDto }) {
  const professionals = useMemo(() => professionalsOf(page), [page]);
  const [selection, dispatch] = useReducer(selectionReducer, page, initialSelection);
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const timeStep = useRef<HTMLElement>(null);
  const formStep = useRef<HTMLElement>(null);

  // 'Qualquer profissional disponível' of an area: its professionals as one agenda (decision 073).
  const anyArea = areaOfChoice(selection.professionalId);
  const any =
    anyArea && page.anyProfessional
      ? { adminId: page.anyProfessional.adminId, ...wantedOfChoice(anyArea) }
      : undefined;
  const professional = useMemo(
    () =>
      anyArea
        ? anyProfessionalOf(page, anyArea)
        : professionals.find((p) => p.id === selection.professionalId),
    [anyArea, page, professionals, selection.professionalId],
  );
  const product = professional?.products.find((p) => p.id === selection.productId);
  // The office's questions for what is booked, and its notice's tick (decision 084).
  const serviceId = any && 'serviceId' in any ? any.serviceId : undefined;
  const chosenServices = [product?.id, product?.officeServiceId, serviceId];
  const visitorZone = browserTimeZone();
  const zones = { professional: professional?.timezone ?? visitorZone, visitor: visitorZone };
  const today = todayIn(zones.professional);
  const { month } = selection;
  // The booking window: no month past its horizon is offered (decision 070).
  const window = professional && bookingWindowOf(professional, product);
  const lastMonth = monthOf(addDays(today, window?.maximumHorizonDays ?? 365));
  const slotsQuery = useSlots(
    professional && {
      professionalId: professional.id,
      ...monthRange(month, today),
      productId: selection.productId ?? undefined,
      ...(any ? { any } : {}),
    },
  );
  useLiveSlots(any ? undefined : professional?.id);
  const slots = useMemo(() => slotsQuery.data?.slots ?? [], [slotsQuery.data]);
  const details: BookingDetails = {
    professionalName: professional?.name,
    date: selection.date,
    product,
    slot: selection.slot,
    zones,
  };

  const booking = useBookingSubmit({
    onSlotLost: () => {
      dispatch({ type: 'slotLost' });
      reveal(timeStep.current);
    },
    onBooked: (appointment: PublicBookingDto & { professional?: { name: string } }) => {
      setConfirmation({
        ...details,
        // 'Qualquer profissional': the answer names who was given.
        professionalName: appointment.professional?.name ?? details.professionalName,
        clientEmail: appointment.clientEmail,
        pix: appointment.pix,
        booked: appointment,
        organizationName: page.organization.name,
      });
      // Embedded on an office's website: the office's analytics learn of it, not who booked.
      postToHost(bookedMessage({ ...appointment, professionalName: professional?.name }));
    },
  });

  // Someone else took the chosen time while the form was open: say so before the client types on.
  const chosen = selection.slot;
  const { ownStarts } = booking;
  useEffect(() => {
    const fresh = slotsQuery.data;
    if (!slotWasTaken({ chosen, fresh, fetching: slotsQuery.isFetching, ownStarts })) return;
    dispatch({ type: 'slotLost' });
    toast({ variant: 'destructive', title: appointmentsMessages.slotTaken });
  }, [chosen, slotsQuery.data, slotsQuery.isFetching, ownStarts]);

  const submit = (
    values: ClientDetails,
    setError: Parameters<typeof booking.submit>[1],
    answers: IntakeBody,
  ) => {
    if (!professional || !selection.slot) {
      toast({
        variant: 'destructive',
        title: bookingMessages.requiredTitle,
        description: validationMessages.requiredFields,
      });
      reveal(timeStep.current);
      return;
    }
    const client = {
      clientName: values.clientName,
      clientEmail: values.clientEmail,
      clientPhone: values.clientPhone ?? null,
      notes: values.notes ?? null,
      startTime: selection.slot.start,
      ...answers,
    };
    if (any) return booking.submit({ ...any, ...client }, setError);
    return booking.submit(
      { professionalId: professional.id, ...client, productId: product?.id ?? null },
      setError,
    );
  };

  if (confirmation) {
    return (
      <Suspense>
        <BookingSuccess
          {...confirmation}
          onBookAnother={() => {
            setConfirmation(undefined);
            dispatch({ type: 'reset', selection: initialSelection(page) });
          }}
        />
      </Suspense>
    );
  }

  const shared = page.type === 'shared';
  if (shared && professionals.length === 0) {
    return <NoOpenHours organizationName={page.organization.name} />;
  }
  // Steps are numbered from the professional (shared links) or from the date (personal ones).
  const dateStep = shared ? 2 : 1;
  return (
    <div className="grid gap-6 sm:gap-8">
      <HydrateLater part={1}>
        {shared || !professional ? (
          <OfficeIntro organizationName={page.organization.name} />
        ) : (
          <ProfessionalIntro professional={professional} />
        )}
      </HydrateLater>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          {shared && (
            <StepCard step={1} title="Escolha o profissional">
              <div className="grid gap-4">
                {page.anyProfessional && (
                  <AnyProfessionalChoice
                    areas={page.anyProfessional.areas}
                    services={(page.anyProfessional.services ?? []).map((service) => ({
                      choice: serviceChoice(service.id),
                      name: serviceWithPrice(page, service),
                    }))}
                    chosenArea={anyArea}
                    onChoose={(area) => {
                      booking.clearSuggestions();
                      dispatch({
                        type: 'professional',
                        professionalId: anyProfessionalId(area),
                        month: monthOf(
                          todayIn(anyProfessionalOf(page, area)?.timezone ?? visitorZone),
                        ),
                      });
                    }}
                  />
                )}
                <ProfessionalPicker
                  professionals={professionals}
                  selectedId={selection.professionalId}
                  onSelect={(id) => {
                    const chosen = professionals.find((p) => p.id === id);
                    booking.clearSuggestions();
                    dispatch({
                      type: 'professional',
                      professionalId: id,
                      month: monthOf(todayIn(chosen?.timezone ?? visitorZone)),
                    });
                  }}
                />
              </div>
            </StepCard>
          )}
          <div className="grid items-stretch gap-6 md:grid-cols-2">
            <HydrateLater part={2}>
              <DateStep
                step={dateStep}
                professional={professional}
                holidays={page.holidays}
                selection={selection}
                today={today}
                slotsQuery={slotsQuery}
                canGoBack={month > monthOf(today)}
                canGoForward={
                  monthsBetween(monthOf(today), month) < MAX_MONTHS_AHEAD &&
                  monthsBetween(month, lastMonth) > 0
                }
                bookingWindow={window}
                waitlist={!any}
                onProductChange={(productId) => dispatch({ type: 'product', productId })}
                onMonthChange={(delta) =>
                  dispatch({ type: 'month', month: addMonths(month, delta) })
                }
                onSelectDate={(date) => {
                  void ClientForm.preload();
                  void BookingSuccess.preload();
                  dispatch({ type: 'date', date });
                  reveal(timeStep.current);
                }}
              />
            </HydrateLater>
            <HydrateLater part={3}>
              <TimeStep
                ref={timeStep}
                step={dateStep + 1}
                date={selection.date}
                needsService={Boolean(professional && !serviceChosen(professional, selection))}
                slots={slots.filter((slot) => slot.date === selection.date)}
                selected={selection.slot}
                zones={zones}
                suggestions={booking.suggestions}
                waitlist={
                  professional && !any && selection.date ? (
                    <Suspense>
                      <WaitlistForm
                        key={`${professional.id}-${selection.date}`}
                        professionalId={professional.id}
                        date={selection.date}
                        productId={selection.productId ?? null}
                      />
                    </Suspense>
                  ) : undefined
                }
                onSelect={(slot, suggested) => {
                  booking.clearSuggestions();
                  dispatch({ type: suggested ? 'suggestion' : 'slot', slot });
                  reveal(formStep.current);
                }}
              />
            </HydrateLater>
          </div>
          <HydrateLater part={4}>
            <StepCard ref={formStep} step={dateStep + 2} title="Seus dados">
              {professional && selection.formOpen ? (
                <Suspense
                  fallback={
                    <p className="text-sm text-muted-foreground">Carregando formulário...</p>
                  }
                >
                  <ClientForm
                    key={`${professional.id} ${chosenServices.join(' ')}`}
                    settings={professional.bookingForm}
                    intake={{
                      all: page.intake,
                      chosen: chosenServices,
                      privacyHref: page.organization.privacyHref,
                    }}
                    onSubmit={submit}
                  />
                </Suspense>
              ) : (
                <p className="text-sm text-muted-foreground">
                  Escolha um horário para informar seus dados.
                </p>
              )}
            </StepCard>
          </HydrateLater>
        </div>
        <HydrateLater part={5}>
          <BookingAside
            details={details}
            open={Boolean(selection.formOpen)}
            pending={booking.pending}
            office={page.organization}
            consentAsked={page.intake?.consentRequired ?? false}
          />
        </HydrateLater>
      </div>
    </div>
  );
}
