import { isAnonymizedEmail } from '@core/anonymized-client.ts';
import { deliveryMessages } from '@core/messages-delivery.ts';
import type { OutboxChannel } from '../../outbox-channel.ts';
import {
  clientReminderKind,
  clientReminderMinutes,
  confirmationFlag,
  outboxRow,
  ownSettings,
} from '../../outbox-row.ts';
import { type EmailFacts, loadEmailFacts } from './email-facts.ts';

/**
 * E-mails to the client and the professional, under the professional's own settings. Its batch
 * reads what the e-mails need beyond their rows (names, private links) once; SMTP off on this
 * server, an e-mail is only kept in email_outbox and its row ends 'not_sent'.
 */
export const emailChannel: OutboxChannel<undefined, EmailFacts | undefined> = {
  // The client's reminders include the confirmation time; the professional's only their times.
  reminderMinutes: clientReminderMinutes,

  rows({ event, subs, professional, snapshot, payload, timing, tellsPeople }) {
    const email = ownSettings(subs);
    const { reminderMinutes } = timing;
    if (!tellsPeople || !email.emailNotificationsEnabled) return [];
    const clientKind = clientReminderKind(subs, snapshot, reminderMinutes);
    const toProfessional = !reminderMinutes || email.notificationTimes.includes(reminderMinutes);
    return (['client', 'professional'] as const).flatMap((recipient) => {
      if (recipient === 'client' ? clientKind === 'none' : !toProfessional) return [];
      const address = recipient === 'client' ? snapshot.clientEmail : professional.email;
      // An anonymized client (LGPD) has no address: nothing is sent to the placeholder.
      if (recipient === 'client' && isAnonymizedEmail(address)) return [];
      return outboxRow(professional, snapshot, {
        eventType: event,
        channel: 'email',
        subscriber: recipient,
        url: address,
        payload: {
          ...payload,
          ...(recipient === 'client' ? confirmationFlag(clientKind) : {}),
          email: {
            recipient,
            timezone: professional.timezone,
            professionalEmail: professional.email,
          },
        },
        ...timing,
      });
    });
  },

  loadContext: loadEmailFacts,

  takesRefresh: true,

  async deliver(deps, row, facts) {
    const attempt = { httpStatus: null, excerpt: null, url: row.url };
    try {
      if ((await deps.sendEmail(row, facts)) === 'stored') {
        const error = deliveryMessages.emailNotConfigured;
        return { ...attempt, ok: false, retryable: false, notSent: true, error };
      }
      return { ...attempt, ok: true, retryable: false, error: null };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ...attempt, ok: false, retryable: true, error: reason.slice(0, 300) };
    }
  },
};
