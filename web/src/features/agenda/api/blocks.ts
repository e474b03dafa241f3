import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The block at a new start, its length kept (as the server does). */
function movedTo(block: BlockDto, start: Date): BlockDto {
  const length = Date.parse(block.endTime) - Date.parse(block.startTime);
  return { ...block, startTime: iso(start), endTime: iso(new Date(start.getTime() + length)) };
}

/**
 * PATCH /api/blocks/{id} with a new start: shown at once on every agenda holding the block; a
 * refusal (409: an appointment or another block there) puts it back where it was.
 */
export function useMoveBlock() {
  const queryClient = useQueryClient();
  const lists = { queryKey: [blocksPath] };
  return useMutation({
    mutationFn: ({ id, start }: { id: string; start: Date }) =>
      apiJson<BlockWrite>('PATCH', `${blocksPath}/${encodeURIComponent(id)}`, {
        startTime: iso(start),
      }),
    onMutate: async ({ id, start }) => {
      await queryClient.cancelQueries(lists);
      const snapshot = queryClient.getQueriesData<BlockDto[]>(lists);
      queryClient.setQueriesData<BlockDto[]>(lists, (list) =>
        list?.map((block) => (block.id === id ? movedTo(block, start) : block)),
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: refresh,
  });
}
