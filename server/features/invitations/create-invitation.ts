import { AppError } from '@core/app-error.ts';
import { INVITATION_VALID_DAYS } from '@core/constants.ts';
import { authMessages, invitationsMessages } from '@core/messages.ts';
import type { CreateInvitationInput, InvitationDto } from '@core/schemas/invitations.ts';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import { findUserByEmail, lockOrganizationColors } from '../users/users.repository.ts';
import { invitationEmailRow } from './invitation-emails.ts';
import {
  findPendingInvitation,
  insertInvitation,
  toInvitationDto,
} from './invitations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);

const conflict = (message: string) => new AppError('CONFLICT', message, { email: message });

/**
 * The admin invites someone to their office. An address of this office (a user, or a live
 * invitation) is refused; any other address is invited alike, whether or not it has an account
 * in another office, so the answer tells nothing of other offices (decision 079): that account's
 * owner alone learns, by the e-mail, that it cannot join.
 */
export async function createInvitation(
  db: Db,
  { actor, input, now = new Date() }: { actor: Actor; input: CreateInvitationInput; now?: Date },
): Promise<InvitationDto> {
  return db.transaction(async (tx) => {
    // One invitation at a time per office: two requests for one address cannot both pass.
    await lockOrganizationColors(tx, actor.organizationId);
    const owner = await findUserByEmail(tx, input.email);
    if (owner?.organizationId === actor.organizationId) throw conflict(authMessages.emailTaken);
    const organizationId = actor.organizationId;
    if (await findPendingInvitation(tx, { organizationId, email: input.email, now })) {
      throw conflict(invitationsMessages.pendingExists);
    }
    const invitation = await insertInvitation(tx, {
      ...input,
      organizationId,
      invitedBy: actor.userId,
      sentAt: now,
      expiresAt: invitationExpiry(now),
    });
    await tx.insert(webhookLogs).values(invitationEmailRow(invitation));
    const dto = toInvitationDto(invitation, now);
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'create',
      entity: 'invitation',
      entityId: invitation.id,
      after: dto,
    });
    return dto;
  });
}
