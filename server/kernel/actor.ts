import type { Role } from '@core/constants.ts';
import { CALENDAR_SYNC_CHANNEL, type LogChannel } from '@core/schemas/notifications.ts';

/** Who is acting on a request: the signed-in user of a session, or an integration token. */
export interface Actor {
  userId: string;
  organizationId: string;
  role: Role;
  /** The session, or the integration token (REST API, MCP) acting for its admin. */
  sessionId: string;
  /**
   * 'calendar': a change pulled from the professional's calendar outside Agendei (two-way sync);
   * the provider's id is in `sessionId` ('<provider>-sync', pull-calendar-changes.ts).
   */
  /** 'system': a background job acting on the professional's behalf (an unpaid Pix released). */
  via: 'bearer' | 'cookie' | 'api' | 'mcp' | 'calendar' | 'system';
}

/** The outbox channel a change came from (pulled from the calendar): no row goes back to it. */
export function changeOrigin(actor: Pick<Actor, 'via'>): LogChannel | undefined {
  return actor.via === 'calendar' ? CALENDAR_SYNC_CHANNEL : undefined;
}
