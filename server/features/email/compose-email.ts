import type { Db } from '../../db/client.ts';
import type { ClaimedRow } from '../outbox/webhook-logs.repository.ts';
import { accountEmailComposers } from '../auth/account-emails.ts';
import { INVITATION_EMAIL, composeInvitationEmail } from '../invitations/invitation-emails.ts';
import { EMAIL_EVENTS, composeNotificationEmail } from './compose-notification-email.ts';
import type { ComposeOptions, EmailComposer } from './email-composer.ts';
import { WAITLIST_OFFER_EVENT } from '../waitlist/waitlist-offer-rows.ts';
import { composeWaitlistOfferEmail } from '../waitlist/waitlist-offer-email.ts';
import {
  PAYMENT_CONFIRMED_EMAIL,
  composePaymentConfirmedEmail,
} from '../payments/payment-confirmed-email.ts';

/**
 * Every kind of e-mail row: the appointments' notifications, the account e-mails, invitations,
 * waitlist offers and the PSP's payment confirmations.
 */
const composers: Record<string, EmailComposer> = {
  ...Object.fromEntries(EMAIL_EVENTS.map((event) => [event, composeNotificationEmail])),
  ...accountEmailComposers,
  [INVITATION_EMAIL]: composeInvitationEmail,
  [WAITLIST_OFFER_EVENT]: composeWaitlistOfferEmail,
  [PAYMENT_CONFIRMED_EMAIL]: composePaymentConfirmedEmail,
};

/** The e-mail an outbox row stands for, written by the composer of its kind. */
export function composeEmail(db: Db, row: ClaimedRow, options: ComposeOptions) {
  const composer = composers[row.eventType];
  if (!composer) throw new Error(`linha de e-mail inválida (${row.eventType})`);
  return composer(db, row, options);
}
