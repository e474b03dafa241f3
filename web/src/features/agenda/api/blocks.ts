import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { cacheTiers, invalidatePaths } from '@/lib/query-client';
import type { BlockDto } from '@core/schemas/blocks.ts';
import type { AgendaScope, AppointmentsRange } from './list-appointments';

export const blocksPath = '/api/blocks';

/** What a block is written as (instants in ISO 8601). */
export type BlockInput = {
  title: string;
  notes: string | null;
  startTime: string;
  endTime: string;
  userIds?: string[];
};

export type BlockWrite = { blocks: BlockDto[]; overlappingAppointments: number };

const iso = (date: Date) => new Date(date.getTime()).toISOString();

/** GET /api/blocks?from&to[&userId]: the blocked times overlapping the range. */
export function useBlocks(range: AppointmentsRange, scope: AgendaScope) {
  const query = new URLSearchParams({ from: iso(range.from), to: iso(range.to) });
  if (range.userId) query.set('userId', range.userId);
  return useQuery({
    queryKey: [blocksPath, scope, iso(range.from), iso(range.to), range.userId ?? 'all'],
    queryFn: () => apiJson<BlockDto[]>('GET', `${blocksPath}?${query}`),
    ...(scope === 'admin' ? cacheTiers.adminAppointments : cacheTiers.personalAppointments),
    placeholderData: keepPreviousData,
  });
}

const refresh = () => invalidatePaths([blocksPath, '/api/appointments']);

export function useSaveBlock(editingId: string | undefined) {
  return useMutation({
    mutationFn: (input: BlockInput) =>
      editingId
        ? apiJson<BlockWrite>('PATCH', `${blocksPath}/${encodeURIComponent(editingId)}`, {
            title: input.title,
            notes: input.notes,
            startTime: input.startTime,
            endTime: input.endTime,
          })
        : apiJson<BlockWrite>('POST', blocksPath, input),
    onSuccess: refresh,
  });
}

export function useDeleteBlock() {
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${blocksPath}/${encodeURIComponent(id)}`);
    },
    onSuccess: refresh,
  });
}
