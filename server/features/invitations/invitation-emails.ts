import { INVITATION_VALID_DAYS, ROLE_LABELS } from '@core/constants.ts';
import type { Db } from '../../db/client.ts';
import { generateSessionToken, hashSessionToken } from '../auth/session-token.ts';
import type { EmailComposer } from '../email/email-composer.ts';
import {
  renderInvitationAccountExistsEmail,
  renderInvitationEmail,
} from '../email/render-account-email.ts';
import { findOrganization } from '../organization/organization.repository.ts';
import type { NewWebhookLog } from '../outbox/webhook-logs.repository.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import {
  type InvitationRow,
  findInvitationById,
  setInvitationToken,
} from './invitations.repository.ts';

export const INVITATION_EMAIL = 'invitation.sent';

interface InvitationPayload {
  event: typeof INVITATION_EMAIL;
  invitation: { id: string; sends: number };
}

/**
 * The outbox row of one send of an invitation. It names the invitation and the send only: the
 * link's secret is made when the e-mail is written, so it never sits in the outbox.
 */
export function invitationEmailRow(invitation: InvitationRow): NewWebhookLog {
  const payload: InvitationPayload = {
    event: INVITATION_EMAIL,
    invitation: { id: invitation.id, sends: invitation.sends },
  };
  return {
    organizationId: invitation.organizationId,
    eventType: INVITATION_EMAIL,
    channel: 'email',
    subscriber: 'user',
    status: 'pending',
    url: invitation.email,
    payload,
  };
}

async function organizationNameOf(db: Db, organizationId: string) {
  return (await findOrganization(db, organizationId))?.name ?? 'Agendei';
}

/**
 * Writes the invitation's e-mail. An address with an account (in any office) gets no link: it is
 * told that it cannot join. Otherwise the send's token is made and its hash kept; a send that was
 * overtaken (sent again, revoked, accepted, expired) is refused, and its row fails.
 */
export const composeInvitationEmail: EmailComposer = async (db, row, { baseUrl, now }) => {
  const { id, sends } = (row.payload as InvitationPayload).invitation;
  const invitation = await findInvitationById(db, id);
  if (!invitation) throw new Error('convite não encontrado');
  const organizationName = await organizationNameOf(db, invitation.organizationId);
  const facts = {
    name: invitation.name,
    email: invitation.email,
    organizationName,
    roleLabel: ROLE_LABELS[invitation.role],
  };
  const composed = { to: invitation.email, replyTo: undefined, organizationName };
  if (await findUserByEmail(db, invitation.email)) {
    return {
      ...composed,
      ...renderInvitationAccountExistsEmail(facts, { loginUrl: `${baseUrl}/login` }),
    };
  }
  const token = generateSessionToken();
  const live = await setInvitationToken(db, {
    id,
    sends,
    tokenHash: hashSessionToken(token),
    now: new Date(now ?? Date.now()),
  });
  if (!live) throw new Error('convite reenviado, cancelado, aceito ou expirado');
  const acceptUrl = `${baseUrl}/aceitar-convite?token=${token}`;
  return {
    ...composed,
    ...renderInvitationEmail(facts, { acceptUrl, validDays: INVITATION_VALID_DAYS }),
  };
};
