import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { AvailabilityDto, CopyDayAvailabilityInput } from '@core/schemas/availability.ts';
import { availabilityPath } from './list-availability';

export type CopyDayAvailabilityBody = z.input<typeof CopyDayAvailabilityInput>;

/** POST /api/availability/copy: the chosen days get the copied day's hours in place of theirs. */
export function copyDayAvailability(body: CopyDayAvailabilityBody) {
  return apiJson<AvailabilityDto[]>('POST', `${availabilityPath}/copy`, body);
}

export function useCopyDayAvailability() {
  return useMutation({
    mutationFn: copyDayAvailability,
    onSuccess: () => invalidateAfterChange('other'),
  });
}
