import { z } from 'zod';
import { appointmentsMessages, bookingMessages } from '../messages.ts';
import { isLocalDate } from '../scheduling/local-date.ts';
import { AreaName } from './areas.ts';
import { PublicBookingDto, PublicBookingInput, SlotDto } from './appointments.ts';

const LocalDateText = z
  .string({ error: appointmentsMessages.invalidRange })
  .refine(isLocalDate, appointmentsMessages.invalidRange);

/** The office of a shared page: its admin's id, as in /book/shared/{adminId}. */
const AdminId = z.uuid({ error: bookingMessages.linkNotFoundTitle });

/** GET /api/slots/any: the union of the free times of the office's professionals of an area. */
export const AnySlotsQuery = z.object({
  adminId: AdminId,
  area: AreaName,
  from: LocalDateText,
  to: LocalDateText,
});
export type AnySlotsQuery = z.output<typeof AnySlotsQuery>;

/** Each start once; `remaining` counts the professionals of the area free at it. */
export const AnySlotsDto = z.object({
  area: z.string(),
  from: z.string(),
  to: z.string(),
  slots: z.array(SlotDto),
});
export type AnySlotsDto = z.infer<typeof AnySlotsDto>;

/**
 * POST /api/appointments/public/any: a client books 'Qualquer profissional disponível' of an
 * area; the server picks who (decision 073). Booked without a service.
 */
export const AnyProfessionalBookingInput = PublicBookingInput.omit({
  professionalId: true,
  productId: true,
}).extend({ adminId: AdminId, area: AreaName });
export type AnyProfessionalBookingInput = z.output<typeof AnyProfessionalBookingInput>;

/** The booking, naming the professional who was given. */
export const AnyProfessionalBookingDto = PublicBookingDto.extend({
  professional: z.object({ id: z.string(), name: z.string(), title: z.string().nullable() }),
});
export type AnyProfessionalBookingDto = z.infer<typeof AnyProfessionalBookingDto>;
