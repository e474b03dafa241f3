import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';

export interface NewPasswordResetToken {
  organizationId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function insertPasswordResetToken(db: Db, token: NewPasswordResetToken) {
  await db.insert(passwordResetTokens).values(token);
}

/**
 * Marks a live token used and gives its user; undefined when it is unknown, used or expired.
 * The update matches only an unused row, so two requests with one token cannot both win.
 */
export async function consumePasswordResetToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({
      userId: passwordResetTokens.userId,
      organizationId: passwordResetTokens.organizationId,
    });
  return row;
}

/** Ends the user's other pending reset links (a new password makes them pointless). */
export async function retireResetTokens(db: Db, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
