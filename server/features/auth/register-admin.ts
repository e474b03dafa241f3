import { AppError } from '../../../core/app-error.ts';
import { DEFAULT_MEETING_DESCRIPTION } from '../../../core/constants.ts';
import { messages } from '../../../core/messages.ts';
import type { RegisterAdminInput } from '../../../core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { withUniqueEmail } from '../users/create-professional.ts';
import { organizations } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findUserByEmail, insertUser, toUserDto } from '../users/users.repository.ts';
import { hashPassword } from './password.ts';

/** Creates a new organization whose first user is its admin. */
export async function registerAdmin(db: Db, input: RegisterAdminInput) {
  if (await findUserByEmail(db, input.email))
    throw new AppError('CONFLICT', messages.auth.emailTaken);
  const passwordHash = await hashPassword(input.password);
  return createOrganizationWithAdmin(db, { name: input.name, email: input.email, passwordHash });
}

/** An external provider's user gets an organization of their own, with no local password. */
export function registerExternalAdmin(
  db: Db,
  input: { name: string; email: string; externalId: string | null },
) {
  return createOrganizationWithAdmin(db, { ...input, passwordHash: null });
}

interface NewAdmin {
  name: string;
  email: string;
  passwordHash: string | null;
  externalId?: string | null;
}

async function createOrganizationWithAdmin(db: Db, admin: NewAdmin) {
  const input = admin;
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({ name: input.name })
        .returning();
      const user = await insertUser(tx, {
        organizationId: organization!.id,
        name: input.name,
        email: input.email,
        passwordHash: input.passwordHash,
        externalId: input.externalId ?? null,
        role: 'admin',
        meetingDescription: DEFAULT_MEETING_DESCRIPTION,
      });
      await recordAudit(tx, {
        organizationId: organization!.id,
        actorUserId: user.id,
        actorKind: 'user',
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: toUserDto(user),
      });
      return user;
    }),
  );
}
