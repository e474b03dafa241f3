import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { googlePaths } from './google-paths';

/** DELETE /api/google/disconnect: revokes the grant at Google and forgets it. */
export function disconnectGoogle() {
  return apiJson<void>('DELETE', googlePaths.disconnect);
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGoogle,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [googlePaths.calendars] });
      await queryClient.invalidateQueries({ queryKey: [googlePaths.status] });
    },
  });
}
