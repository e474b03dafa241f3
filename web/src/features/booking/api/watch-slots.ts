import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openLiveEventSource } from '@/lib/live-event-source';
import { slotsPath } from './list-slots';

/**
 * Keeps an open page's times current: GET /api/booking-stream says when the professional's free
 * times changed (someone else booked, hours changed) and the slots are fetched again.
 */
export function useLiveSlots(professionalId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!professionalId || typeof EventSource === 'undefined') return;
    return openLiveEventSource(`/api/booking-stream?professionalIds=${professionalId}`, {
      onMessage: (data) => {
        const event = JSON.parse(String(data)) as { type: string };
        if (event.type === 'slots_changed')
          void queryClient.invalidateQueries({ queryKey: [slotsPath] });
      },
      onLost: () =>
        console.warn('Atualização ao vivo dos horários interrompida; tentando novamente.'),
    });
  }, [professionalId, queryClient]);
}
