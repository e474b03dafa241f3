import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { HolidayLocationsDto } from '../../../../../core/schemas/holidays.ts';
import type {
  OrganizationDto,
  UpdateOrganizationInput,
} from '../../../../../core/schemas/organization.ts';

export const organizationPath = '/api/admin/organization';
const holidayLocationsPath = '/api/holidays/locations';

const organizationQuery = () =>
  queryOptions({
    queryKey: [organizationPath],
    queryFn: () => apiJson<OrganizationDto>('GET', organizationPath),
    ...cacheTiers.moderate,
  });

/** GET /api/admin/organization (admins): the office's name and location. */
export function useOrganization(enabled: boolean) {
  return useQuery({ ...organizationQuery(), enabled });
}

/** GET /api/holidays/locations: the UFs, each with the cities whose holidays the server knows. */
export function useHolidayLocations(enabled: boolean) {
  return useQuery({
    queryKey: [holidayLocationsPath],
    queryFn: () => apiJson<HolidayLocationsDto>('GET', holidayLocationsPath),
    ...cacheTiers.static,
    enabled,
  });
}

/** PATCH /api/admin/organization: the name shown on its public pages and its location (holidays). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganizationInput) =>
      apiJson<OrganizationDto>('PATCH', organizationPath, input),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationQuery().queryKey, organization);
      // Another location, other holidays on every calendar.
      await queryClient.invalidateQueries({ queryKey: ['/api/holidays'] });
    },
  });
}
