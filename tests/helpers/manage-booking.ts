import { eq } from 'drizzle-orm';
import { appointments } from '../../server/db/schema.ts';
import { bearer } from './factories.ts';
import {
  type BookableOptions,
  at,
  bookableProfessional,
  dateAhead,
  publicBooking,
} from './scheduling.ts';
import type { TestApp } from './test-app.ts';

/** The secret of an appointment's private link, read from the database as its e-mail would. */
export async function manageTokenOf(t: TestApp, appointmentId: string): Promise<string> {
  const [row] = await t.db
    .select({ token: appointments.manageToken })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new Error(`no appointment ${appointmentId}`);
  return row.token;
}

/** A service the professional offers; `slotIntervalMinutes` steps its slots (its duration if absent). */
type BookedService = { name: string; duration: number; slotIntervalMinutes?: number };

/** A service the professional offers: created, then booked by the client. */
async function productOf(t: TestApp, token: string, service: BookedService) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(token),
    payload: service,
  });
  if (response.statusCode !== 201) throw new Error(`product: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A client's public booking of a bookable professional, with the private link's token. */
export async function bookedWithLink(
  t: TestApp,
  options: BookableOptions & {
    days?: number;
    time?: string;
    clientEmail?: string;
    service?: BookedService;
  } = {},
) {
  const setup = await bookableProfessional(t, options);
  const date = dateAhead(options.days ?? 3, setup.timezone);
  const productId = options.service ? await productOf(t, setup.pro.token, options.service) : null;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/public',
    payload: publicBooking(setup.pro.id, at(date, options.time ?? '10:00', setup.timezone), {
      clientName: 'Maria Silva',
      clientEmail: options.clientEmail ?? 'maria@example.com',
      productId,
    }),
  });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  const appointment = response.json() as { id: string; startTime: string; endTime: string };
  return { ...setup, date, appointment, token: await manageTokenOf(t, appointment.id) };
}

/** The private link's routes, as the client's page calls them: read, cancel or reschedule. */
export const manageLink = (
  t: TestApp,
  token: string,
  action?: 'cancel' | 'reschedule',
  payload?: object,
) =>
  t.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/booking/manage/${token}${action ? `/${action}` : ''}`,
    payload,
  });
