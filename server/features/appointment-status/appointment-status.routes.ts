import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppointmentDto, AppointmentIdParams } from '@core/schemas/appointments.ts';
import {
  DayAttendanceDto,
  DayAttendanceInput,
  SetStatusInput,
} from '@core/schemas/appointment-status.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { markDayAttendance } from './mark-day-attendance.ts';
import { setAppointmentStatus } from './set-appointment-status.ts';

/**
 * The appointment's status (decision 083). Any signed-in user: an admin or a secretary for the
 * office's agenda, a professional for their own (the use cases check whose it is).
 */
export const appointmentStatusRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, events },
) => {
  app.post(
    '/api/appointments/:id/status',
    {
      config: { access: 'user' },
      schema: {
        params: AppointmentIdParams,
        body: SetStatusInput,
        response: { 200: AppointmentDto },
      },
    },
    async (request) =>
      setAppointmentStatus(db, {
        by: { kind: 'staff', actor: actorOf(request) },
        id: request.params.id,
        status: request.body.status,
        events,
      }),
  );

  app.post(
    '/api/appointments/attendance/day',
    {
      config: { access: 'user' },
      schema: { body: DayAttendanceInput, response: { 200: DayAttendanceDto } },
    },
    async (request) =>
      markDayAttendance(db, { actor: actorOf(request), input: request.body, events }),
  );
};
