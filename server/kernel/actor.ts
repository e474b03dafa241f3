import type { Role } from '@core/constants.ts';

/** Who is acting on a request: the signed-in user of a session, or an integration token. */
export interface Actor {
  userId: string;
  organizationId: string;
  role: Role;
  /** The session, or the integration token (REST API, MCP) acting for its admin. */
  sessionId: string;
  /** 'google': a change pulled from the professional's Google Calendar (two-way sync). */
  /** 'system': a background job acting on the professional's behalf (an unpaid Pix released). */
  via: 'bearer' | 'cookie' | 'api' | 'mcp' | 'google' | 'system';
}
