import type { WebhookEvent } from '@core/constants.ts';
import type { AppointmentStatus, ReportedStatus } from '@core/schemas/appointment-status.ts';
import type { IntakeAnswer } from '@core/intake/intake-answers.ts';
import {
  type AppointmentLocationDto,
  type LocationKind,
  appointmentLocationOf,
} from '@core/location/appointment-location.ts';
import {
  type PublicEventFields,
  publicEventFields,
  publicEventId,
} from '../calendars/calendar-connections.ts';
import type { ExternalEventColumns } from '../calendars/external-event.ts';

/**
 * The appointment as the webhook payload (SPEC §3) and the e-mails describe it; the external
 * event's public field (`PublicEventFields`) follows `meetLink`.
 */
export interface AppointmentSnapshot extends PublicEventFields {
  appointmentId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  startTime: string;
  endTime: string;
  notes: string | null;
  professionalName: string;
  productName: string | null;
  meetLink: string | null;
  /** Decision 083: its status then ('cancelled' in appointment.cancelled); absent in older rows. */
  status?: ReportedStatus;
  /** Where it happens; absent in rows written before migration 0012. */
  location?: AppointmentLocationDto | null;
  /** Whose agenda it is in, and the IANA zone of that professional's clock (issue 32). */
  professionalId?: string;
  timeZone?: string;
  /** appointment.updated that moved it: where it was before. */
  previousStartTime?: string;
  previousEndTime?: string;
  /**
   * The weekly series it was booked in, while none of it was skipped, moved or cancelled
   * (decision 074): its first occurrence and RRULE, which the .ics carries.
   */
  recurrence?: SeriesRecurrence;
  /** The client's intake answers (decision 084): webhooks and the office's e-mails only. */
  intakeAnswers?: IntakeAnswer[];
}

export interface SeriesRecurrence {
  seriesId: string;
  firstStartTime: string;
  firstEndTime: string;
  /** 'FREQ=WEEKLY;INTERVAL=2;COUNT=10' */
  rule: string;
}

/** What an outbox row keeps; the delivered body adds the event id and the timestamp. */
export interface StoredPayload {
  event: WebhookEvent | 'webhook.test' | 'whatsapp.test';
  data: AppointmentSnapshot & { reminderMinutes?: number; message?: string };
  reminderMinutes?: number;
  /**
   * The client's reminder at the professional's confirmation time, planned while the appointment
   * was 'scheduled' (decision 087): it asks them to confirm, by e-mail with one-click links and by
   * WhatsApp as the confirmation template with its quick-reply buttons (decision 088), while the
   * appointment is still 'scheduled' when it goes.
   */
  askConfirmation?: true;
  /**
   * That request, sent right after a booking made once its time had passed (decision 092): its
   * e-mail says nothing of "sent 1 dia antes".
   */
  askedLate?: true;
  /** E-mail rows: who reads it and in which zone its times are written. */
  email?: { recipient: 'client' | 'professional'; timezone: string; professionalEmail: string };
  /** WhatsApp rows: the zone the template's date and time are written in. */
  whatsapp?: { timezone: string };
}

/** The JSON body POSTed to a webhook URL. */
export interface WebhookBody extends Omit<StoredPayload, 'email' | 'whatsapp'> {
  id: string;
  timestamp: string;
}

export function webhookBody(eventId: string, timestamp: Date, stored: StoredPayload): WebhookBody {
  const { email: _email, whatsapp: _whatsapp, ...rest } = stored;
  return { id: eventId, ...rest, timestamp: timestamp.toISOString() };
}

export interface SnapshotSource {
  id: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  startTime: Date;
  endTime: Date;
  notes: string | null;
  productName: string | null;
  meetLink: string | null;
  /** The appointment's external event (migration 0023); the payload's public field reads it. */
  calendarProvider: string | null;
  calendarEventId: string | null;
  locationKind: LocationKind | null;
  locationDetail: string | null;
  locationConference: boolean;
  status: AppointmentStatus;
  intakeAnswers?: IntakeAnswer[] | null;
}

export function snapshotOf(appointment: SnapshotSource, professionalName: string) {
  return {
    appointmentId: appointment.id,
    clientName: appointment.clientName,
    clientEmail: appointment.clientEmail,
    clientPhone: appointment.clientPhone,
    startTime: appointment.startTime.toISOString(),
    endTime: appointment.endTime.toISOString(),
    notes: appointment.notes,
    professionalName,
    productName: appointment.productName,
    status: appointment.status,
    ...eventFieldsOf(appointment),
    location: appointmentLocationOf(appointment),
    ...(appointment.intakeAnswers?.length ? { intakeAnswers: appointment.intakeAnswers } : {}),
  } satisfies AppointmentSnapshot;
}

/**
 * The payload's fields for an appointment's external event: the meeting link, then SPEC §3's
 * public field of the event, which keeps its name (calendar-connections.ts fills it).
 */
export function eventFieldsOf(link: ExternalEventColumns & { meetLink: string | null }) {
  return { meetLink: link.meetLink, ...publicEventFields(link) };
}

/** The external event id a payload carries (null: none when it was written). */
export const payloadEventId = (data: AppointmentSnapshot) => publicEventId(data);
