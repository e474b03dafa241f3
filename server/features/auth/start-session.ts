import { SESSION_TTL_DAYS } from '@core/constants.ts';
import type { AuthResponse } from '@core/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { toUserDto } from '../users/users.repository.ts';
import { generateSessionToken, hashSessionToken } from './session-token.ts';
import { insertSession } from './sessions.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session the user did not ask to remember also ends on the server after a day. */
const SHORT_SESSION_DAYS = 1;

export interface StartSessionOptions {
  user: typeof users.$inferSelect;
  rememberMe: boolean;
  userAgent: string | null;
  now?: Date;
}

export async function startSession(db: Db, options: StartSessionOptions): Promise<AuthResponse> {
  const now = options.now ?? new Date();
  const days = options.rememberMe ? SESSION_TTL_DAYS : SHORT_SESSION_DAYS;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const token = generateSessionToken();
  await insertSession(db, {
    organizationId: options.user.organizationId,
    userId: options.user.id,
    tokenHash: hashSessionToken(token),
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return { user: toUserDto(options.user), token, expiresAt: expiresAt.toISOString() };
}
