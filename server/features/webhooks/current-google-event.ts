import type { Db } from '../../db/client.ts';
import { findGoogleEventOf } from '../google/google-sync.repository.ts';
import type { StoredPayload } from './notification-payload.ts';
import type { WebhookLogRow } from './webhook-logs.repository.ts';

/**
 * A webhook or e-mail written before the appointment's Google event existed (the booking's own
 * e-mails, reminders) goes out with the event id and Meet link the appointment has by then.
 */
export async function withCurrentGoogleEvent(db: Db, row: WebhookLogRow): Promise<WebhookLogRow> {
  const payload = row.payload as StoredPayload;
  if (!row.appointmentId || !payload.data || payload.data.googleEventId) return row;
  if (payload.event === 'appointment.cancelled' || payload.event === 'webhook.test') return row;
  const event = await findGoogleEventOf(db, row.appointmentId);
  if (!event) return row;
  return { ...row, payload: { ...payload, data: { ...payload.data, ...event } } };
}
