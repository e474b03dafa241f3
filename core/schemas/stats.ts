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

/** The attendance figures' period (decision 083): this week (Sunday–Saturday) or this month. */
export const AttendancePeriod = z.enum(['week', 'month']);
export const AttendanceStatsQuery = z.object({ period: AttendancePeriod.default('month') });

/**
 * One professional's attendance in the period (decision 083), each rate with what it counts and
 * null when it counts nothing (never a flattering 100 %).
 */
export const ProfessionalAttendanceDto = z.object({
  id: z.string(),
  name: z.string(),
  /** Appointments still booked with a start in the period (a cancelled one is gone). */
  booked: z.number().int(),
  /** Of those, the ones confirmed at some point (even if later marked). */
  confirmed: z.number().int(),
  /** Of those, marked 'Compareceu' and 'Faltou'. */
  attended: z.number().int(),
  noShow: z.number().int(),
  /** confirmed / booked, 0–100 with one decimal; null with nothing booked. */
  confirmationRate: z.number().nullable(),
  /** noShow / (attended + noShow), 0–100 with one decimal; null with nothing marked. */
  noShowRate: z.number().nullable(),
});
export type ProfessionalAttendanceDto = z.infer<typeof ProfessionalAttendanceDto>;

export const AttendanceStatsDto = z.object({
  period: AttendancePeriod,
  /** The period's first and last day (yyyy-MM-dd, the admin's zone). */
  from: z.string(),
  to: z.string(),
  professionals: z.array(ProfessionalAttendanceDto),
});
export type AttendanceStatsDto = z.infer<typeof AttendanceStatsDto>;
