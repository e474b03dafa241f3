import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import { availabilityPath } from './list-availability';

/** DELETE /api/availability/{id}. */
export async function deleteAvailability(id: string) {
  await apiRequest('DELETE', `${availabilityPath}/${encodeURIComponent(id)}`);
}

export function useDeleteAvailability() {
  return useMutation({
    mutationFn: deleteAvailability,
    onSuccess: () => invalidateAfterChange('other'),
  });
}
