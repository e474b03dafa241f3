import { AppError } from '@core/app-error.ts';
import { authMessages, usersMessages } from '@core/messages.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import { findUserByEmail } from './users.repository.ts';

/**
 * The refusal of an address that already has an account. An admin hears that it is taken only
 * when the account is in their own office (they see its users anyway); an address of another
 * office gets a refusal that does not say it has an account, so adding professionals cannot
 * tell anyone who has an account elsewhere (registration is open: anyone can be an admin).
 */
function takenRefusal(actor: Actor, owner: { organizationId: string }): AppError {
  const message =
    owner.organizationId === actor.organizationId
      ? authMessages.emailTaken
      : usersMessages.emailUnavailable;
  return new AppError('CONFLICT', message, { email: message });
}

/** Refuses an address some other user has (`userId`, the user being edited, may keep theirs). */
export async function assertEmailFree(
  db: Db,
  { actor, email, userId }: { actor: Actor; email: string; userId?: string },
): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw takenRefusal(actor, owner);
}

/** Turns the race of two requests for one address into the same refusal as the early check. */
export async function withEmailOfOffice<T>(
  db: Db,
  { actor, email }: { actor: Actor; email: string | undefined },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_unique')) throw error;
    const owner = email ? await findUserByEmail(db, email) : undefined;
    throw takenRefusal(actor, owner ?? { organizationId: '' });
  }
}
