import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { WaitlistEntryDto } from '@core/schemas/waitlist.ts';

const waitlistPath = '/api/waitlist';

/** GET /api/waitlist: the office's waitlist (a professional's own), from today on. */
export function useOfficeWaitlist() {
  return useQuery({
    queryKey: [waitlistPath],
    queryFn: () => apiJson<WaitlistEntryDto[]>('GET', waitlistPath),
  });
}

/** DELETE /api/waitlist/:id, then the list again. */
export function useRemoveWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>('DELETE', `${waitlistPath}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [waitlistPath] }),
  });
}
