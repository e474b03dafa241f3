import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type { DateOverrideDto, SavedDateOverrideDto } from '@core/schemas/date-overrides.ts';

/** Whose overrides a card manages: the signed-in professional's, one professional's (admin), the office's. */
export type OverrideScope =
  { kind: 'own' } | { kind: 'professional'; userId: string } | { kind: 'office' };

const basePath = (scope: OverrideScope) =>
  scope.kind === 'own' ? '/api/user/date-overrides' : '/api/admin/date-overrides';

export type OverrideBody = {
  startDate: string;
  endDate: string;
  name: string;
  startTime: string | null;
  endTime: string | null;
};

/** The overrides the scope shows: its own and, beside a professional's, the office's. */
export function useDateOverrides(scope: OverrideScope) {
  return useQuery({
    queryKey: [basePath(scope)],
    queryFn: () => apiJson<DateOverrideDto[]>('GET', basePath(scope)),
    select: (rows) =>
      rows.filter((row) =>
        scope.kind === 'office'
          ? row.userId === null
          : scope.kind === 'professional'
            ? row.userId === null || row.userId === scope.userId
            : true,
      ),
  });
}

const ownerOf = (scope: OverrideScope) =>
  scope.kind === 'own' ? {} : { userId: scope.kind === 'office' ? null : scope.userId };

export function useSaveDateOverride(scope: OverrideScope) {
  return useMutation({
    mutationFn: (body: OverrideBody) =>
      apiJson<SavedDateOverrideDto>('POST', basePath(scope), { ...body, ...ownerOf(scope) }),
    onSuccess: () => invalidateAfterChange('other'),
  });
}

/** 'Editar': PUT with the whole override (dates, name and hours), same owner. */
export function useEditDateOverride(scope: OverrideScope) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OverrideBody }) =>
      apiJson<SavedDateOverrideDto>('PUT', `${basePath(scope)}/${encodeURIComponent(id)}`, {
        ...body,
        ...ownerOf(scope),
      }),
    onSuccess: () => invalidateAfterChange('other'),
  });
}

export function useDeleteDateOverride(scope: OverrideScope) {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', `${basePath(scope)}/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateAfterChange('other'),
  });
}

/** 'Aplicar recesso forense': the office's 20/12–20/01 of the coming recess. */
export function useApplyForensicRecess() {
  return useMutation({
    mutationFn: () =>
      apiJson<SavedDateOverrideDto>('POST', '/api/admin/date-overrides/forensic-recess'),
    onSuccess: () => invalidateAfterChange('other'),
  });
}
