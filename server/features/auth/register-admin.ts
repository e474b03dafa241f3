import { AppError } from '@core/app-error.ts';
import { DEFAULT_MEETING_DESCRIPTION } from '@core/constants.ts';
import { authMessages } from '@core/messages.ts';
import { nextProfessionalColor } from '@core/professional-colors.ts';
import type { RegisterAdminInput } from '@core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { withUniqueEmail } from '../users/create-professional.ts';
import { organizations } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findUserByEmail, insertUser, toUserDto } from '../users/users.repository.ts';
import { queueAccountEmail } from './account-emails.repository.ts';
import { accountEmailRow } from './account-emails.ts';
import { hashNewPassword } from './new-password.ts';
import { ACCOUNT_EMAIL_INTERVAL_MS } from './request-password-reset.ts';

/** A taken address is answered like any other refusal, so registering does not tell who has an account. */
const registrationRefused = () => new AppError('VALIDATION', authMessages.registerErrorDescription);

/**
 * Creates a new organization whose first user is its admin. When the address already has an
 * account, nothing is created, the answer is the generic refusal and the owner is told by e-mail.
 */
export async function registerAdmin(db: Db, input: RegisterAdminInput, now = new Date()) {
  // Hashed before the address is looked up: a taken address costs the same scrypt as a free one.
  const passwordHash = await hashNewPassword(input.password);
  const owner = await findUserByEmail(db, input.email);
  if (owner) {
    if (owner.isActive) {
      const since = new Date(now.getTime() - ACCOUNT_EMAIL_INTERVAL_MS);
      await queueAccountEmail(db, accountEmailRow('account.signup_attempt', owner), since);
    }
    throw registrationRefused();
  }
  try {
    return await createOrganizationWithAdmin(db, {
      name: input.name,
      // API callers may still leave it out: the office then takes its admin's name, as it used to.
      organizationName: input.organizationName ?? input.name,
      email: input.email,
      passwordHash,
    });
  } catch (error) {
    // Another registration took the address a moment ago.
    if (error instanceof AppError && error.code === 'CONFLICT') throw registrationRefused();
    throw error;
  }
}

/**
 * An external provider's user gets an organization of their own, with no local password; it
 * takes their name until they rename it in Configurações.
 */
export function registerExternalAdmin(
  db: Db,
  input: { name: string; email: string; externalId: string | null },
) {
  return createOrganizationWithAdmin(db, {
    ...input,
    organizationName: input.name,
    passwordHash: null,
  });
}

interface NewAdmin {
  name: string;
  organizationName: string;
  email: string;
  passwordHash: string | null;
  externalId?: string | null;
}

async function createOrganizationWithAdmin(db: Db, input: NewAdmin) {
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({ name: input.organizationName })
        .returning();
      const user = await insertUser(tx, {
        organizationId: organization!.id,
        name: input.name,
        email: input.email,
        passwordHash: input.passwordHash,
        externalId: input.externalId ?? null,
        role: 'admin',
        // The organization's first user: the palette's first colour.
        color: nextProfessionalColor([]),
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
