import { AppError } from '@core/app-error.ts';
import { DEFAULT_MEETING_DESCRIPTION } from '@core/constants.ts';
import { invitationsMessages } from '@core/messages.ts';
import { nextProfessionalColor } from '@core/professional-colors.ts';
import type { AcceptInvitationInput, InvitationPreviewDto } from '@core/schemas/invitations.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import { findOrganization } from '../organization/organization.repository.ts';
import { findUserByEmail, insertUser, lockOrganizationColors } from '../users/users.repository.ts';
import {
  acceptInvitationRow,
  findInvitationByToken,
  setAcceptedUser,
} from './invitations.repository.ts';

/** One answer for a link that is unknown, used, revoked or expired, or whose address is taken. */
const invalidLink = () =>
  new AppError('VALIDATION', invitationsMessages.invalidLink, {
    token: invitationsMessages.invalidLink,
  });

/** What the accept page shows of a live link: the address and the office that invites. */
export async function previewInvitation(
  db: Db,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<InvitationPreviewDto> {
  const invitation = await findInvitationByToken(db, hashSessionToken(token), now);
  if (!invitation) throw invalidLink();
  const organization = await findOrganization(db, invitation.organizationId);
  return {
    email: invitation.email,
    name: invitation.name,
    organizationName: organization?.name ?? 'Agendei',
  };
}

/**
 * The invitee chooses their password: the link is spent, their account is made in the office
 * with the invited role, name and specialty, and the caller signs them in. A refused password
 * leaves the link usable (it is checked first).
 */
export async function acceptInvitation(
  db: Db,
  { input, now = new Date() }: { input: AcceptInvitationInput; now?: Date },
) {
  const passwordHash = await hashNewPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await acceptInvitationRow(tx, {
        tokenHash: hashSessionToken(input.token),
        now,
      });
      if (!invitation || (await findUserByEmail(tx, invitation.email))) throw invalidLink();
      const colors = await lockOrganizationColors(tx, invitation.organizationId);
      const user = await insertUser(tx, {
        organizationId: invitation.organizationId,
        name: invitation.name,
        email: invitation.email,
        role: invitation.role,
        title: invitation.title,
        color: nextProfessionalColor(colors),
        passwordHash,
        meetingDescription: DEFAULT_MEETING_DESCRIPTION,
      });
      await setAcceptedUser(tx, invitation.id, user.id);
      await recordAudit(tx, {
        organizationId: user.organizationId,
        actorUserId: user.id,
        actorKind: 'user',
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: { invitationId: invitation.id, role: user.role },
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw invalidLink();
    throw error;
  }
}
