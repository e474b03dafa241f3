import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, apiRequest } from '@/lib/api-client';
import { cacheTiers, invalidateAfterChange } from '@/lib/query-client';
import type { OfficeServiceDto, OfficeServiceInput } from '@core/schemas/office-services.ts';

export const officeServicesPath = '/api/admin/office-services';

export type OfficeServiceBody = z.input<typeof OfficeServiceInput>;

/** GET /api/admin/office-services: the office's services, each with who offers it (admin). */
export const officeServicesQueryOptions = () =>
  queryOptions({
    queryKey: [officeServicesPath],
    queryFn: () => apiJson<OfficeServiceDto[]>('GET', officeServicesPath),
    ...cacheTiers.moderate,
  });

export function useOfficeServices() {
  return useQuery(officeServicesQueryOptions());
}

/** POST (new) or PUT (id) /api/admin/office-services: the whole service and who offers it. */
export function useSaveOfficeService() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: OfficeServiceBody }) =>
      id
        ? apiJson<OfficeServiceDto>('PUT', `${officeServicesPath}/${encodeURIComponent(id)}`, body)
        : apiJson<OfficeServiceDto>('POST', officeServicesPath, body),
    onSuccess: () => invalidateAfterChange('other'),
  });
}

/** DELETE /api/admin/office-services/{id}: refused (409) while bookings of it are to come. */
export function useDeleteOfficeService() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', `${officeServicesPath}/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateAfterChange('other'),
  });
}
