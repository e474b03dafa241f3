import { whatsappActive } from '../../../whatsapp/whatsapp-active.ts';
import type { OutboxChannel } from '../../outbox-channel.ts';
import {
  clientReminderKind,
  clientReminderMinutes,
  confirmationFlag,
  outboxRow,
} from '../../outbox-row.ts';
import { deliverWhatsappRow } from './deliver-whatsapp-row.ts';

/**
 * The client's WhatsApp message, when the organization has WhatsApp on and the appointment a
 * phone. It follows the e-mails' events and reminder times (with the one asking the client to
 * confirm), not their switch: it is the organization's channel, switched on by its admin.
 */
export const whatsappChannel: OutboxChannel<boolean> = {
  readAudience: (db, professional) => whatsappActive(db, professional.organizationId),
  audienceScope: 'organization',

  reminderMinutes: (subs, active) => (active ? clientReminderMinutes(subs) : []),

  rows({ event, subs, professional, snapshot, payload, timing, tellsPeople }, active) {
    if (!active || !tellsPeople || !snapshot.clientPhone) return [];
    // The reminder times and the one asking to confirm (decision 087).
    const kind = clientReminderKind(subs, snapshot, timing.reminderMinutes);
    if (kind === 'none') return [];
    return [
      outboxRow(professional, snapshot, {
        eventType: event,
        channel: 'whatsapp',
        subscriber: 'client',
        url: snapshot.clientPhone,
        payload: {
          ...payload,
          ...confirmationFlag(kind),
          whatsapp: { timezone: professional.timezone },
        },
        ...timing,
      }),
    ];
  },

  deliver: (deps, row) => deliverWhatsappRow(deps, row),
};
