import { formatBrl, priceLabel } from '@/lib/format-currency';
import { anyProfessionalMessages } from '@core/messages.ts';
import type { BookingPageDto, PublicProfessionalDto } from '@core/schemas/booking.ts';
import { offersNoService } from './booking-selection';

/** 'Qualquer profissional disponível' of an area is chosen as this pseudo professional's id. */
const PREFIX = 'any:';

export const anyProfessionalId = (area: string) => `${PREFIX}${area}`;

/** The area of an 'any professional' choice; undefined for a named professional. */
export function areaOfChoice(professionalId: string | undefined): string | undefined {
  return professionalId?.startsWith(PREFIX) ? professionalId.slice(PREFIX.length) : undefined;
}

const sameArea = (a: string, b: string) =>
  a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/** An office service's choice (decision 082): its id after this mark, in place of an area. */
const SERVICE = 'servico:';

export const serviceChoice = (serviceId: string) => `${SERVICE}${serviceId}`;

/** What the server is asked for: an area, or an office service. */
export function wantedOfChoice(choice: string): { area: string } | { serviceId: string } {
  return choice.startsWith(SERVICE)
    ? { serviceId: choice.slice(SERVICE.length) }
    : { area: choice };
}

/** Who an 'any professional' choice covers: an area's professionals, or a service's. */
function membersOf(page: BookingPageDto, choice: string) {
  const wanted = wantedOfChoice(choice);
  const everyone = page.professionals ?? [];
  if ('serviceId' in wanted) {
    return everyone.filter((p) =>
      p.products.some((own) => own.officeServiceId === wanted.serviceId),
    );
  }
  return everyone.filter(
    (p) => offersNoService(p) && (p.areas ?? []).some((own) => sameArea(own, wanted.area)),
  );
}

/**
 * An office service as the client picks it, with its price before they confirm: one price, or
 * the lowest to the highest when a professional has their own (decision 082).
 */
export function serviceWithPrice(page: BookingPageDto, service: { id: string; name: string }) {
  const prices = (page.professionals ?? []).flatMap((p) =>
    p.products.filter((own) => own.officeServiceId === service.id).map((own) => own.price),
  );
  if (!prices.length) return service.name;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const price = low === high ? priceLabel(low) : `${formatBrl(low)} a ${formatBrl(high)}`;
  return `${service.name} · ${price}`;
}

/** The name the choice is shown with: the area, or the service's name. */
function titleOf(page: BookingPageDto, choice: string) {
  const wanted = wantedOfChoice(choice);
  if ('area' in wanted) return wanted.area;
  return page.anyProfessional?.services?.find((s) => s.id === wanted.serviceId)?.name ?? '';
}

/**
 * The area's (or office service's, decision 082) professionals seen as one agenda (decision 073):
 * their weekly hours together, the shortest notice and the longest horizon; the server offers the
 * union of their free times, each on their own row of the service.
 */
export function anyProfessionalOf(
  page: BookingPageDto,
  choice: string,
): PublicProfessionalDto | undefined {
  const members = membersOf(page, choice);
  const area = titleOf(page, choice);
  const [first] = members;
  if (!first) return undefined;
  const closedForAll = (date: string) =>
    members.every((m) => m.daysOff?.some((d) => d.date === date));
  return {
    ...first,
    id: anyProfessionalId(choice),
    name: anyProfessionalMessages.anyProfessional,
    title: area,
    description: null,
    availability: members.flatMap((m) => m.availability),
    products: [],
    blockHolidays: members.every((m) => m.blockHolidays),
    openedHolidays: [...new Set(members.flatMap((m) => m.openedHolidays))],
    minimumNoticeMinutes: Math.min(...members.map((m) => m.minimumNoticeMinutes)),
    maximumHorizonDays: Math.max(...members.map((m) => m.maximumHorizonDays)),
    daysOff: (first.daysOff ?? []).filter((day) => closedForAll(day.date)),
    areas: [area],
  };
}
