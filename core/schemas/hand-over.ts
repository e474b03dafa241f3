import { z } from 'zod';
import { usersMessages } from '../messages.ts';

/**
 * 'Transferir agendamentos': the colleague who takes a professional's future appointments, and
 * whether it is only the preview ('Pré-visualizar' runs the same checks and writes nothing).
 */
export const TransferAppointmentsInput = z.object({
  toUserId: z.uuid({ error: usersMessages.transferTargetRequired }),
  dryRun: z.boolean().default(false),
});
export type TransferAppointmentsInput = z.output<typeof TransferAppointmentsInput>;

/** One appointment of the transfer, with its start as the agenda writes it (dd/MM/yyyy HH:mm). */
export const TransferredAppointmentDto = z.object({
  appointmentId: z.uuid(),
  clientName: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  when: z.string(),
});
export type TransferredAppointmentDto = z.infer<typeof TransferredAppointmentDto>;

/** What moved (or would move) and what stays with the professional because the colleague is not free. */
export const TransferAppointmentsDto = z.object({
  dryRun: z.boolean(),
  toUserId: z.uuid(),
  moved: z.array(TransferredAppointmentDto),
  clashes: z.array(TransferredAppointmentDto.extend({ reason: z.string() })),
});
export type TransferAppointmentsDto = z.infer<typeof TransferAppointmentsDto>;
