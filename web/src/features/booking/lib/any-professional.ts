import { areasMessages } from '@core/messages.ts';
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

/**
 * The area's professionals seen as one agenda (decision 073): their weekly hours together, the
 * shortest notice and the longest horizon; the server offers the union of their free times.
 */
export function anyProfessionalOf(
  page: BookingPageDto,
  area: string,
): PublicProfessionalDto | undefined {
  const members = (page.professionals ?? []).filter(
    (p) => offersNoService(p) && (p.areas ?? []).some((own) => sameArea(own, area)),
  );
  const [first] = members;
  if (!first) return undefined;
  const closedForAll = (date: string) =>
    members.every((m) => m.daysOff?.some((d) => d.date === date));
  return {
    ...first,
    id: anyProfessionalId(area),
    name: areasMessages.anyProfessional,
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
