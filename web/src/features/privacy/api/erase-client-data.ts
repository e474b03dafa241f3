import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { EraseClientResultDto } from '@core/schemas/privacy.ts';

export const eraseClientPath = '/api/privacy/clients/erase';

/** POST /api/privacy/clients/erase {email}: anonymizes the client; the agendas refresh. */
export function useEraseClientData() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<EraseClientResultDto>('POST', eraseClientPath, { email }),
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}
