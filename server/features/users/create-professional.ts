import { AppError } from '@core/app-error.ts';
import { DEFAULT_MEETING_DESCRIPTION } from '@core/constants.ts';
import { authMessages } from '@core/messages.ts';
import { nextProfessionalColor } from '@core/professional-colors.ts';
import type { CreateProfessionalInput } from '@core/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedBy } from '../audit/audited-by.ts';
import type { Actor } from '../../kernel/actor.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import { assertEmailFree, withEmailOfOffice } from './email-for-office.ts';
import { insertUser, lockOrganizationColors, toUserDto } from './users.repository.ts';

/** Turns the race of two requests for one e-mail into the same 409 as the early check. */
export async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError('CONFLICT', authMessages.emailTaken);
    }
    throw error;
  }
}

/**
 * An admin adds a professional to their own organization; without a chosen colour they get the
 * first of the palette nobody there has.
 */
export async function createProfessional(
  db: Db,
  { actor, input }: { actor: Actor; input: CreateProfessionalInput },
) {
  await assertEmailFree(db, { actor, email: input.email });
  const { password, ...profile } = input;
  const passwordHash = await hashNewPassword(password);
  return withEmailOfOffice(db, { actor, email: input.email }, () =>
    db.transaction(async (tx) => {
      const color =
        profile.color ??
        nextProfessionalColor(await lockOrganizationColors(tx, actor.organizationId));
      const user = await insertUser(tx, {
        ...profile,
        color,
        organizationId: actor.organizationId,
        role: 'professional',
        passwordHash,
        meetingDescription: DEFAULT_MEETING_DESCRIPTION,
      });
      const dto = toUserDto(user);
      await recordAudit(tx, {
        ...auditedBy(actor),
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: dto,
      });
      return dto;
    }),
  );
}
