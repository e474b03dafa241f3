import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { AvailabilityDto } from '@core/schemas/availability.ts';
import { availabilityPath } from './list-availability';

/** PATCH /api/availability/{id} with { id, isActive } (SPEC §7). */
export function toggleAvailability({ id, isActive }: { id: string; isActive: boolean }) {
  return apiJson<AvailabilityDto>('PATCH', `${availabilityPath}/${encodeURIComponent(id)}`, {
    id,
    isActive,
  });
}

export function useToggleAvailability() {
  return useMutation({
    mutationFn: toggleAvailability,
    onSuccess: () => invalidateAfterChange('other'),
  });
}
