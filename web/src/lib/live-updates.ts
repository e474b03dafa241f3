import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openLiveEventSource } from './live-event-source';
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
    | 'user_updated'
    | 'block_changed'
    | 'session_ended';
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
  // A blocked time was created, moved or deleted (decision 077): the agendas draw it again.
  block_changed: ['/api/blocks'],
  // The server ended this session's stream (logout elsewhere, a new password): the screens ask
  // again, are refused, and the session ends here too.
  session_ended: appointmentPaths,
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
 * each change affects. The stream is opened again when lost; its errors are only logged (SPEC §8).
 */
export function useLiveUpdates() {
  const { token } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Signed in: the session cookie authenticates the stream (no token in its URL).
    if (!token || typeof EventSource === 'undefined') return;
    return openLiveEventSource(STREAM_PATH, {
      onMessage: (data) => {
        const update = parseUpdate(data);
        if (!update) return console.warn('Atualização em tempo real ilegível:', data);
        const paths = refreshedByUpdate[update.type];
        if (paths?.length) void invalidatePaths(paths, queryClient);
      },
      onLost: () => console.warn('Atualizações em tempo real: conexão perdida, tentando de novo.'),
    });
  }, [token, queryClient]);
}
