import { z } from 'zod';
import {
  appointmentsMessages,
  areasMessages,
  bookingMessages,
  officeServicesMessages,
} from '../messages.ts';
import { isLocalDate } from '../scheduling/local-date.ts';
import { AreaName } from './areas.ts';
import { PublicBookingDto, PublicBookingInput, SlotDto } from './appointments.ts';

const LocalDateText = z
  .string({ error: appointmentsMessages.invalidRange })
  .refine(isLocalDate, appointmentsMessages.invalidRange);

/** The office of a shared page: its admin's id, as in /book/shared/{adminId}. */
const AdminId = z.uuid({ error: bookingMessages.linkNotFoundTitle });

/** An area, or an office service (decision 082: its professionals, each booked with it). */
const areaOrService = {
  area: AreaName.optional(),
  serviceId: z.uuid({ error: officeServicesMessages.notFound }).optional(),
};
function needsAreaOrService(value: { area?: string; serviceId?: string }, ctx: z.RefinementCtx) {
  if (!value.area && !value.serviceId) {
    ctx.addIssue({ code: 'custom', path: ['area'], message: areasMessages.areaRequired });
  }
}

/**
 * GET /api/slots/any: the union of the free times of the office's professionals of an area, or
 * of those who offer an office service (`serviceId`, which wins over `area`).
 */
export const AnySlotsQuery = z
  .object({ adminId: AdminId, ...areaOrService, from: LocalDateText, to: LocalDateText })
  .superRefine(needsAreaOrService);
export type AnySlotsQuery = z.output<typeof AnySlotsQuery>;

/** Each start once; `remaining` counts the professionals of the area free at it. */
export const AnySlotsDto = z.object({
  area: z.string().optional(),
  serviceId: z.string().optional(),
  from: z.string(),
  to: z.string(),
  slots: z.array(SlotDto),
});
export type AnySlotsDto = z.infer<typeof AnySlotsDto>;

/**
 * POST /api/appointments/public/any: a client books 'Qualquer profissional disponível' of an
 * area (booked without a service) or of an office service (booked with it); the server picks who
 * (decisions 073 and 082).
 */
export const AnyProfessionalBookingInput = PublicBookingInput.omit({
  professionalId: true,
  productId: true,
})
  .extend({ adminId: AdminId, ...areaOrService })
  .superRefine(needsAreaOrService);
export type AnyProfessionalBookingInput = z.output<typeof AnyProfessionalBookingInput>;

/** The booking, naming the professional who was given. */
export const AnyProfessionalBookingDto = PublicBookingDto.extend({
  professional: z.object({ id: z.string(), name: z.string(), title: z.string().nullable() }),
});
export type AnyProfessionalBookingDto = z.infer<typeof AnyProfessionalBookingDto>;
