import { z } from 'zod';

export const AdminStatsDto = z.object({
  totalUsers: z.number().int(),
  activeProfessionals: z.number().int(),
  appointmentsToday: z.number().int(),
  totalAppointments: z.number().int(),
  weekAppointments: z.number().int(),
  monthAppointments: z.number().int(),
  /** This week's total divided by 7, one decimal. */
  dailyAverage: z.number(),
  mostActiveProfessional: z
    .object({ id: z.string(), name: z.string(), count: z.number().int() })
    .nullable(),
  /** Share (0–100) of the last 30 days' bookings kept rather than cancelled; null without any. */
  confirmationRate: z.number().nullable(),
  timezone: z.string(),
});
export type AdminStatsDto = z.infer<typeof AdminStatsDto>;
