import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { AvailabilityDto, CreateAvailabilityInput } from '@core/schemas/availability.ts';
import { availabilityPath } from './list-availability';

export type CreateAvailabilityBody = z.input<typeof CreateAvailabilityInput>;

/** POST /api/availability: 409 when the window overlaps another active one that day. */
export function createAvailability(body: CreateAvailabilityBody) {
  return apiJson<AvailabilityDto>('POST', availabilityPath, body);
}

export function useCreateAvailability() {
  return useMutation({
    mutationFn: createAvailability,
    onSuccess: () => invalidateAfterChange('other'),
  });
}
