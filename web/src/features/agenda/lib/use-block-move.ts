import { useCallback } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { blocksMessages as text } from '@core/messages.ts';
import { useMoveBlock } from '../api/blocks';
import { dayAndTime, inZone } from './calendar-dates';

/**
 * Moves a blocked time to a new start (length kept) and says how it went, naming the day. A
 * refusal (409: an appointment or another block there) shows the server's message and the block
 * goes back. True when it moved.
 */
export function useBlockMove(zone: string) {
  const { mutateAsync } = useMoveBlock();
  return useCallback(
    async (id: string, start: Date): Promise<boolean> => {
      try {
        const written = await mutateAsync({ id, start });
        const moved = written.blocks[0];
        const when = moved ? dayAndTime(inZone(moved.startTime, zone)) : '';
        const overlapping = written.overlappingAppointments;
        notifySuccess(text.moved(when), overlapping ? text.overlapping(overlapping) : undefined);
        return true;
      } catch (error) {
        notifyFailure(error, { title: text.moveErrorTitle, fallback: text.moveErrorFallback });
        return false;
      }
    },
    [mutateAsync, zone],
  );
}
