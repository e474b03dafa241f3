import type { SlotDto } from '@core/schemas/appointments.ts';
import type { BookingPageDto, PublicProfessionalDto } from '@core/schemas/booking.ts';
import { noServiceAllowed } from '@core/no-service-allowed.ts';
import { type Month, browserTimeZone, monthOf, todayIn } from './booking-dates';

/** The service chosen: a product's id, null for none ('Atendimento padrão'), undefined not yet. */
export type ServiceChoice = string | null | undefined;

/** What the client has chosen so far, in the order of the flow. */
export type BookingSelection = {
  professionalId?: string;
  productId?: ServiceChoice;
  month: Month;
  date?: string;
  slot?: SlotDto;
  /** The client reached the form once: it stays open (keeping what they typed) until a reset. */
  formOpen?: boolean;
};

export type SelectionAction =
  | { type: 'professional'; professionalId: string; month: Month }
  | { type: 'product'; productId: string | null }
  | { type: 'month'; month: Month }
  | { type: 'date'; date: string }
  | { type: 'slot'; slot: SlotDto }
  | { type: 'suggestion'; slot: SlotDto }
  | { type: 'slotLost' }
  | { type: 'reset'; selection: BookingSelection };

/** The professionals a link offers: one for a personal link, the team for a shared one. */
export function professionalsOf(page: BookingPageDto): PublicProfessionalDto[] {
  if (page.type === 'personal') return page.professional ? [page.professional] : [];
  return page.professionals ?? [];
}

/** Whether the professional lets clients book with no service ('Atendimento padrão'). */
export const offersNoService = (professional: PublicProfessionalDto) =>
  noServiceAllowed(professional.bookingForm, professional.products.length);

/** Times can be offered: the service (which sets their length) is chosen, or there is none to choose. */
export const serviceChosen = (professional: PublicProfessionalDto, selection: BookingSelection) =>
  professional.products.length === 0 || selection.productId !== undefined;

/** A personal link starts on its professional, /book/{slug} on the link's one; this month. */
export function initialSelection(page: BookingPageDto): BookingSelection {
  const wanted = page.type === 'personal' ? page.professional?.id : page.preselectedProfessionalId;
  const professional = professionalsOf(page).find((p) => p.id === wanted);
  return {
    professionalId: professional?.id,
    month: monthOf(todayIn(professional?.timezone ?? browserTimeZone())),
  };
}

/** Each choice clears the ones that depend on it: professional → product, date → time. */
export function selectionReducer(
  state: BookingSelection,
  action: SelectionAction,
): BookingSelection {
  switch (action.type) {
    case 'professional':
      if (action.professionalId === state.professionalId) return state;
      return { professionalId: action.professionalId, month: action.month };
    case 'product':
      return { ...state, productId: action.productId, slot: undefined };
    case 'month':
      return { ...state, month: action.month, date: undefined, slot: undefined };
    case 'date':
      return { ...state, date: action.date, slot: undefined };
    case 'slot':
      return { ...state, slot: action.slot, formOpen: true };
    case 'suggestion':
      return {
        ...state,
        month: monthOf(action.slot.date),
        date: action.slot.date,
        slot: action.slot,
        formOpen: true,
      };
    case 'slotLost':
      return { ...state, slot: undefined };
    case 'reset':
      return action.selection;
  }
}
