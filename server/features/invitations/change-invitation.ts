import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { invitationsMessages } from '@core/messages.ts';
import type { InvitationDto } from '@core/schemas/invitations.ts';
import type { Db } from '../../db/client.ts';
import { webhookLogs } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import { invitationExpiry } from './create-invitation.ts';
import { INVITATION_EMAIL, invitationEmailRow } from './invitation-emails.ts';
import {
  type InvitationRow,
  findInvitation,
  renewInvitation,
  revokeInvitationRow,
  toInvitationDto,
} from './invitations.repository.ts';

interface ChangeOptions {
  actor: Actor;
  invitationId: string;
  now?: Date;
}

/** An invitation of the actor's office that is neither accepted nor revoked (404 / 409 otherwise). */
async function openInvitation(db: Db, actor: Actor, invitationId: string) {
  const invitation = await findInvitation(db, actor.organizationId, invitationId);
  if (!invitation) throw new AppError('NOT_FOUND', invitationsMessages.notFound);
  if (invitation.acceptedAt) throw new AppError('CONFLICT', invitationsMessages.alreadyAccepted);
  if (invitation.revokedAt) throw new AppError('CONFLICT', invitationsMessages.alreadyRevoked);
  return invitation;
}

/** An earlier send's e-mail still waiting in the outbox is not sent: its link could not open. */
async function cancelWaitingEmails(db: Db, invitation: InvitationRow) {
  await db
    .update(webhookLogs)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(webhookLogs.organizationId, invitation.organizationId),
        eq(webhookLogs.eventType, INVITATION_EMAIL),
        inArray(webhookLogs.status, ['pending', 'scheduled']),
        sql`${webhookLogs.payload} -> 'invitation' ->> 'id' = ${invitation.id}`,
      ),
    );
}

/** 'Reenviar': a new e-mail with a new link and a new week; the old link is dead at once. */
export async function resendInvitation(
  db: Db,
  { actor, invitationId, now = new Date() }: ChangeOptions,
): Promise<InvitationDto> {
  return db.transaction(async (tx) => {
    const before = await openInvitation(tx, actor, invitationId);
    const renewed = await renewInvitation(tx, {
      id: before.id,
      now,
      expiresAt: invitationExpiry(now),
    });
    if (!renewed) throw new AppError('CONFLICT', invitationsMessages.alreadyAccepted);
    await cancelWaitingEmails(tx, renewed);
    await tx.insert(webhookLogs).values(invitationEmailRow(renewed));
    const dto = toInvitationDto(renewed, now);
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'update',
      entity: 'invitation',
      entityId: renewed.id,
      before: toInvitationDto(before, now),
      after: dto,
    });
    return dto;
  });
}

/** 'Cancelar': the link is dead; the invitation stays in the list as 'Revogado'. */
export async function revokeInvitation(
  db: Db,
  { actor, invitationId, now = new Date() }: ChangeOptions,
): Promise<InvitationDto> {
  return db.transaction(async (tx) => {
    const before = await openInvitation(tx, actor, invitationId);
    const revoked = await revokeInvitationRow(tx, { id: before.id, now });
    if (!revoked) throw new AppError('CONFLICT', invitationsMessages.alreadyAccepted);
    await cancelWaitingEmails(tx, revoked);
    const dto = toInvitationDto(revoked, now);
    await recordAudit(tx, {
      ...auditedBy(actor),
      action: 'update',
      entity: 'invitation',
      entityId: revoked.id,
      before: toInvitationDto(before, now),
      after: dto,
    });
    return dto;
  });
}
