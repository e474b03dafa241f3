import type { Role } from '../../../core/constants.ts';

/** Who is acting on a request: the signed-in user of a session. */
export interface Actor {
  userId: string;
  organizationId: string;
  role: Role;
  sessionId: string;
  via: 'bearer' | 'cookie';
}
