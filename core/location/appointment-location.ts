import { z } from 'zod';
import { locationMessages as m } from './location-messages.ts';

export const LOCATION_KINDS = ['in_person', 'phone', 'online'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const LocationKind = z.enum(LOCATION_KINDS, { error: m.kindInvalid });

/** Where a new product happens until the professional says otherwise (the old Meet behaviour). */
export const DEFAULT_LOCATION_KIND: LocationKind = 'online';
export const MAX_LOCATION_DETAIL_LENGTH = 300;

/** The pt-BR name of each kind, as the product form and every summary write it. */
export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  in_person: 'Presencial',
  phone: 'Por telefone',
  online: 'Online',
};

/** Where an appointment happens, as every reader (page, e-mail, .ics, webhook, REST, MCP) gets it. */
export const AppointmentLocationDto = z.object({
  kind: LocationKind,
  /** The address, the phone or instructions, or the fixed video link; null when none was typed. */
  detail: z.string().nullable(),
  /** Online through Google Meet: the link comes from the professional's Google calendar. */
  googleMeet: z.boolean(),
  /** One pt-BR line that says it all, e.g. 'Presencial: Av. Paulista, 1000 - São Paulo'. */
  summary: z.string(),
});
export type AppointmentLocationDto = z.infer<typeof AppointmentLocationDto>;

/** Online on a conference the calendar makes (the DTO's public field keeps Google Meet's name). */
export const onConference = (location: AppointmentLocationDto): boolean => location.googleMeet;

export interface LocationFacts {
  kind: LocationKind;
  detail: string | null;
  /** Online on a conference the professional's calendar makes (Google Meet). */
  conference: boolean;
  /** The conference's link, once the calendar made it. */
  meetLink?: string | null;
}

/** The title and the one line that describe a place; promises nothing the facts do not hold. */
export function describeLocation(facts: LocationFacts): { title: string; summary: string } {
  const { kind, detail } = facts;
  if (kind === 'in_person') {
    return {
      title: LOCATION_KIND_LABELS.in_person,
      summary: detail
        ? `Presencial: ${detail}`
        : 'Presencial (endereço a confirmar com o profissional)',
    };
  }
  if (kind === 'phone') {
    return {
      title: LOCATION_KIND_LABELS.phone,
      summary: detail ? `Por telefone: ${detail}` : 'Por telefone',
    };
  }
  if (facts.conference) {
    return {
      title: 'Online (Google Meet)',
      summary: facts.meetLink
        ? `Online pelo Google Meet: ${facts.meetLink}`
        : 'Online pelo Google Meet (o link aparece na página do agendamento)',
    };
  }
  return {
    title: LOCATION_KIND_LABELS.online,
    summary: detail
      ? `Online: ${detail}`
      : 'Online (o link de acesso será combinado com o profissional)',
  };
}

/** The location DTO of stored facts. */
export function toLocationDto(facts: LocationFacts): AppointmentLocationDto {
  return {
    kind: facts.kind,
    detail: facts.conference ? (facts.meetLink ?? null) : facts.detail,
    googleMeet: facts.conference,
    summary: describeLocation(facts).summary,
  };
}

/** The place an appointment row keeps, as its DTO (null when nothing was said). */
export function appointmentLocationOf(row: {
  locationKind: LocationKind | null;
  locationDetail: string | null;
  locationConference: boolean;
  meetLink: string | null;
}): AppointmentLocationDto | null {
  if (row.meetLink && !row.locationKind) {
    return toLocationDto({
      kind: 'online',
      detail: null,
      conference: true,
      meetLink: row.meetLink,
    });
  }
  if (!row.locationKind) return null;
  const meetInstead = row.locationKind === 'online' && !row.locationDetail && !!row.meetLink;
  return toLocationDto({
    kind: row.locationKind,
    detail: row.locationDetail,
    conference: row.locationConference || meetInstead,
    meetLink: row.meetLink,
  });
}

/** The typed detail: trimmed, blank is none (null); absent stays absent. */
export const LocationDetail = z
  .string({ error: m.tooLong })
  .trim()
  .max(MAX_LOCATION_DETAIL_LENGTH, m.tooLong)
  .nullish()
  .transform((text) => (text === undefined ? undefined : text || null));

const HTTPS_LINK = /^https:\/\/[^\s/]+\.[^\s]+$/i;

/**
 * The product form's place rules: an address is required in person, a fixed video link must be
 * https. A detail sent alone (without its kind) is refused: the two change together.
 */
export function checkProductLocation(
  { locationKind, locationDetail }: { locationKind?: LocationKind; locationDetail?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!locationKind) {
    if (locationDetail !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['locationKind'], message: m.kindInvalid });
    }
    return;
  }
  if (locationKind === 'in_person' && !locationDetail) {
    ctx.addIssue({ code: 'custom', path: ['locationDetail'], message: m.addressRequired });
  }
  if (locationKind === 'online' && locationDetail && !HTTPS_LINK.test(locationDetail)) {
    ctx.addIssue({ code: 'custom', path: ['locationDetail'], message: m.invalidLink });
  }
}
