import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { GoogleTestDto } from '@core/schemas/google.ts';
import { googlePaths } from './google-paths';

/** GET /api/google/test: reads the account and the chosen calendar from Google now. */
export function testGoogleConnection() {
  return apiJson<GoogleTestDto>('GET', googlePaths.test);
}

export function useTestGoogleConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testGoogleConnection,
    // A refused grant flags the connection: the card shows 'Reconectar'.
    onError: () => queryClient.invalidateQueries({ queryKey: [googlePaths.status] }),
  });
}
