import { z } from 'zod';

/** The admin dashboard's figures; each counts what is still booked (a cancelled one is gone). */
export const AdminStatsDto = z.object({
  /** The office's accounts, active or not (removed ones excluded). */
  totalUsers: z.number().int(),
  /** Active accounts, admins included: everyone who can be booked. */
  activeProfessionals: z.number().int(),
  /** Booked for today (the admin's day). */
  appointmentsToday: z.number().int(),
  /** Booked ever, past and future. */
  totalAppointments: z.number().int(),
  /** Booked for this week (Sunday to Saturday, the admin's zone). */
  weekAppointments: z.number().int(),
  /** Booked for this month. */
  monthAppointments: z.number().int(),
  /** This week's total divided by 7, one decimal. */
  dailyAverage: z.number(),
  /** Who has most of this week's appointments. */
  mostActiveProfessional: z
    .object({ id: z.string(), name: z.string(), count: z.number().int() })
    .nullable(),
  /** Appointments that were booked for this week and cancelled since. */
  weekCancelled: z.number().int(),
  /**
   * Share (0–100, one decimal) of this week's bookings not cancelled: weekAppointments over
   * weekAppointments + weekCancelled; null when nothing was booked for this week.
   */
  weekKeptRate: z.number().nullable(),
  timezone: z.string(),
});
export type AdminStatsDto = z.infer<typeof AdminStatsDto>;
