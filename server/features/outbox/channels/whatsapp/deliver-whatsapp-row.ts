import { deliveryMessages } from '@core/messages-delivery.ts';
import type { Config } from '@server/config.ts';
import type { Db } from '@server/db/client.ts';
import { type DeliveryAttempt, cancelledAttempt } from '../../delivery-attempt.ts';
import type { ClaimedRow } from '../../webhook-logs.repository.ts';
import { sendWhatsappMessage } from '../../../whatsapp/send-whatsapp-message.ts';
import { findWhatsappSettings } from '../../../whatsapp/whatsapp.repository.ts';
import { senderOf } from '../../../whatsapp/whatsapp-settings.ts';
import { whatsappRowMessage } from '../../../whatsapp/whatsapp-row-message.ts';
import type { WhatsappSender } from '../../../whatsapp/whatsapp-settings.ts';
import { templateMessage, whatsappParameter } from '../../../whatsapp/whatsapp-template.ts';
import { publicBaseUrl } from '../../../email/email-sender.ts';
import { WAITLIST_OFFER_EVENT } from '../../../waitlist/waitlist-offer-rows.ts';
import { waitlistOfferParameters } from '../../../waitlist/waitlist-offer-whatsapp.ts';

export interface WhatsappDeliveryDeps {
  db: Db;
  /** PUBLIC_URL and PORT make the private links (the waitlist offer's, the client's manage link). */
  config: Pick<Config, 'WHATSAPP_API_URL' | 'WEBHOOK_TIMEOUT_MS' | 'PUBLIC_URL' | 'PORT'>;
}

/** A waitlist offer's template message (its link made now), or undefined once it is gone. */
async function offerMessage(
  deps: WhatsappDeliveryDeps,
  row: ClaimedRow & { url: string },
  sender: WhatsappSender,
) {
  const parameters = await waitlistOfferParameters(deps.db, row, publicBaseUrl(deps.config));
  if (!parameters) return undefined;
  const { waitlistOffer } = sender.templates;
  return templateMessage(
    row.url,
    waitlistOffer,
    sender.language,
    parameters.map(whatsappParameter),
  );
}

/** A row sent as the test of the settings card (delivered even while WhatsApp is off). */
export const WHATSAPP_TEST_EVENT = 'whatsapp.test';

/**
 * Delivers a 'whatsapp' row to the client's phone (the row's target). The phone-number id,
 * token, template names and language are read now, so fixing them fixes the retries too;
 * switched off or incomplete, the row is cancelled.
 */
export async function deliverWhatsappRow(
  deps: WhatsappDeliveryDeps,
  row: ClaimedRow,
): Promise<DeliveryAttempt> {
  const settings = await findWhatsappSettings(deps.db, row.organizationId);
  const sender = senderOf(settings);
  const isTest = row.eventType === WHATSAPP_TEST_EVENT;
  if (!row.url || !sender || !(isTest || settings.enabled)) {
    return cancelledAttempt(row.url, deliveryMessages.whatsappNotConfigured);
  }
  const target = { ...row, url: row.url };
  const isOffer = row.eventType === WAITLIST_OFFER_EVENT;
  const message = isOffer
    ? await offerMessage(deps, target, sender)
    : await whatsappRowMessage(deps.db, target, sender, publicBaseUrl(deps.config));
  if (!message) {
    const gone = isOffer ? deliveryMessages.waitlistOfferGone : deliveryMessages.appointmentGone;
    return cancelledAttempt(row.url, gone);
  }
  const result = await sendWhatsappMessage(
    {
      apiUrl: deps.config.WHATSAPP_API_URL,
      phoneNumberId: sender.phoneNumberId,
      token: sender.token,
      timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    },
    message,
  );
  return { ...result, url: row.url };
}
