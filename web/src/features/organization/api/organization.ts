import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { OrganizationDto } from '../../../../../core/schemas/organization.ts';

export const organizationPath = '/api/admin/organization';

const organizationQuery = () =>
  queryOptions({
    queryKey: [organizationPath],
    queryFn: () => apiJson<OrganizationDto>('GET', organizationPath),
    ...cacheTiers.moderate,
  });

/** GET /api/admin/organization (admins): the office's name. */
export function useOrganization(enabled: boolean) {
  return useQuery({ ...organizationQuery(), enabled });
}

/** PATCH /api/admin/organization: renames the office shown on its public pages. */
export function useRenameOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<OrganizationDto>('PATCH', organizationPath, { name }),
    onSuccess: (organization) =>
      queryClient.setQueryData(organizationQuery().queryKey, organization),
  });
}
