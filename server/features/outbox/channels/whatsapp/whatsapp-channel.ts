import { whatsappActive } from '../../../whatsapp/whatsapp-active.ts';
import type { OutboxChannel } from '../../outbox-channel.ts';
import { outboxRow, ownSettings } from '../../outbox-row.ts';
import { deliverWhatsappRow } from './deliver-whatsapp-row.ts';

/**
 * The client's WhatsApp message, when the organization has WhatsApp on and the appointment a
 * phone. It follows the e-mails' events and reminder times, not their switch: it is the
 * organization's channel, switched on by its admin.
 */
export const whatsappChannel: OutboxChannel<boolean> = {
  readAudience: (db, professional) => whatsappActive(db, professional.organizationId),
  audienceScope: 'organization',

  reminderMinutes: (subs, active) => (active ? ownSettings(subs).notificationTimes : []),

  rows({ event, subs, professional, snapshot, payload, timing, tellsPeople }, active) {
    const { reminderMinutes } = timing;
    if (!active || !tellsPeople || !snapshot.clientPhone) return [];
    if (reminderMinutes && !ownSettings(subs).notificationTimes.includes(reminderMinutes)) {
      return [];
    }
    return [
      outboxRow(professional, snapshot, {
        eventType: event,
        channel: 'whatsapp',
        subscriber: 'client',
        url: snapshot.clientPhone,
        payload: { ...payload, whatsapp: { timezone: professional.timezone } },
        ...timing,
      }),
    ];
  },

  deliver: (deps, row) => deliverWhatsappRow(deps, row),
};
