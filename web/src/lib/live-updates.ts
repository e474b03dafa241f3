import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidatePaths } from './query-client';
import { useSession } from './session';

const STREAM_PATH = '/api/notifications/stream';

/** A message of the live-updates stream (SPEC §3: type, userId, appointmentId, source). */
export type LiveUpdate = {
  type:
    | 'connection_established'
    | 'appointment_created'
    | 'appointment_updated'
    | 'appointment_deleted'
    | 'user_updated';
  userId?: string;
  appointmentId?: string | null;
  source?: string | null;
};

const appointmentPaths = ['/api/appointments', '/api/admin/stats'];

/** What each kind of change refreshes (SPEC §4); connection_established refreshes nothing. */
export const refreshedByUpdate: Record<LiveUpdate['type'], readonly string[]> = {
  connection_established: [],
  appointment_created: [...appointmentPaths, '/api/availability'],
  appointment_updated: appointmentPaths,
  appointment_deleted: appointmentPaths,
  user_updated: [...appointmentPaths, '/api/booking', '/api/admin/users'],
};

function parseUpdate(data: unknown): LiveUpdate | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (!message || typeof message !== 'object' || !('type' in message)) return null;
    return message as LiveUpdate;
  } catch {
    return null;
  }
}

/**
 * Keeps the signed-in screens current: listens to the server's event stream and refreshes what
 * each change affects. EventSource reconnects by itself; stream errors are only logged (SPEC §8).
 */
export function useLiveUpdates() {
  const { token } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    // EventSource cannot send headers: the token goes in the query (the server never logs it).
    const source = new EventSource(`${STREAM_PATH}?token=${encodeURIComponent(token)}`, {
      withCredentials: true,
    });
    source.onmessage = (event: MessageEvent) => {
      const update = parseUpdate(event.data);
      if (!update) return console.warn('Atualização em tempo real ilegível:', event.data);
      const paths = refreshedByUpdate[update.type];
      if (paths?.length) void invalidatePaths(paths, queryClient);
    };
    source.onerror = () =>
      console.warn('Atualizações em tempo real: conexão perdida, tentando de novo.');
    return () => source.close();
  }, [token, queryClient]);
}
