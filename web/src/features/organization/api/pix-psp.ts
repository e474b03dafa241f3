import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { LatePixDto, PspSettingsDto, PspSettingsInput } from '@core/schemas/pix-psp.ts';

export const pixPspPath = '/api/organization/pix-psp';
export type PspSettingsBody = z.input<typeof PspSettingsInput>;

const pixPspQuery = () =>
  queryOptions({
    queryKey: [pixPspPath],
    queryFn: () => apiJson<PspSettingsDto>('GET', pixPspPath),
    ...cacheTiers.moderate,
  });

/** GET /api/organization/pix-psp (admins): the office's PSP, secrets only as 'configured'. */
export function usePixPsp() {
  return useQuery(pixPspQuery());
}

/** PUT: registers the webhook at the PSP, then saves; blank secrets keep the stored ones. */
export function useSavePixPsp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PspSettingsBody) => apiJson<PspSettingsDto>('PUT', pixPspPath, body),
    onSuccess: (saved) => queryClient.setQueryData(pixPspQuery().queryKey, saved),
  });
}

/** DELETE: back to each professional's static Pix. */
export function useRemovePixPsp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>('DELETE', pixPspPath),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [pixPspPath] }),
  });
}

const latePixPath = `${pixPspPath}/late`;

/** GET …/late (admins): Pix paid after their hold released the time, newest first, to refund. */
export function useLatePix() {
  return useQuery({
    queryKey: [latePixPath],
    queryFn: () => apiJson<LatePixDto[]>('GET', latePixPath),
    ...cacheTiers.moderate,
  });
}
