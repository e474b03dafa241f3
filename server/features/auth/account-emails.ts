import type { Db } from '../../db/client.ts';
import type { ComposedEmail } from '../email/compose-notification-email.ts';
import type { EmailComposer } from '../email/email-composer.ts';
import {
  renderPasswordResetEmail,
  renderSignupAttemptEmail,
} from '../email/render-account-email.ts';
import { findOrganization } from '../organization/organization.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import type { NewWebhookLog, ClaimedRow } from '../outbox/webhook-logs.repository.ts';
import { insertPasswordResetToken } from './password-resets.repository.ts';
import { generateSessionToken, hashSessionToken } from './session-token.ts';

/** The e-mails about a user's own account, sent through the outbox like every other e-mail. */
export const ACCOUNT_EMAILS = ['account.password_reset', 'account.signup_attempt'] as const;
export type AccountEmail = (typeof ACCOUNT_EMAILS)[number];

/** A reset link opens for this long after its e-mail is written. */
export const RESET_LINK_MINUTES = 60;

interface AccountPayload {
  event: AccountEmail;
  account: { userId: string };
}

/**
 * The outbox row of an account e-mail. It names the user only: the reset link's secret is made
 * when the e-mail is written, so it never sits in the outbox (whose rows admins can list).
 */
export function accountEmailRow(
  kind: AccountEmail,
  user: { id: string; organizationId: string; email: string },
): NewWebhookLog & { userId: string } {
  const payload: AccountPayload = { event: kind, account: { userId: user.id } };
  return {
    organizationId: user.organizationId,
    userId: user.id,
    eventType: kind,
    channel: 'email',
    subscriber: 'user',
    status: 'pending',
    url: user.email,
    payload,
  };
}

async function recipientOf(db: Db, row: ClaimedRow) {
  const { userId } = (row.payload as AccountPayload).account;
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt || !user.isActive) throw new Error('conta não encontrada ou inativa');
  const organization = await findOrganization(db, user.organizationId);
  const organizationName = organization?.name ?? 'Agendei';
  return { user, organizationName };
}

function composed(
  to: string,
  organizationName: string,
  rendered: Omit<ComposedEmail, 'to' | 'replyTo' | 'organizationName'>,
): ComposedEmail {
  return { to, replyTo: undefined, organizationName, ...rendered };
}

/** The composers of the account e-mails, for the e-mail sender's list of kinds. */
export const accountEmailComposers: Record<AccountEmail, EmailComposer> = {
  'account.password_reset': async (db, row, { baseUrl, now = Date.now() }) => {
    const { user, organizationName } = await recipientOf(db, row);
    const token = generateSessionToken();
    await insertPasswordResetToken(db, {
      organizationId: user.organizationId,
      userId: user.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now + RESET_LINK_MINUTES * 60_000),
    });
    const rendered = renderPasswordResetEmail(
      { name: user.name, email: user.email, organizationName },
      { resetUrl: `${baseUrl}/redefinir-senha?token=${token}`, validMinutes: RESET_LINK_MINUTES },
    );
    return composed(user.email, organizationName, rendered);
  },
  'account.signup_attempt': async (db, row, { baseUrl }) => {
    const { user, organizationName } = await recipientOf(db, row);
    const rendered = renderSignupAttemptEmail(
      { name: user.name, email: user.email, organizationName },
      { loginUrl: `${baseUrl}/login`, forgotPasswordUrl: `${baseUrl}/esqueci-senha` },
    );
    return composed(user.email, organizationName, rendered);
  },
};
