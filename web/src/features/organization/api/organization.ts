import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { HolidayMunicipalitiesDto, HolidayStatesDto } from '@core/schemas/holidays.ts';
import type { AdminOrganizationDto, UpdateOrganizationBody } from '@core/schemas/organization.ts';

export const organizationPath = '/api/admin/organization';
const holidayLocationsPath = '/api/holidays/locations';

const organizationQuery = () =>
  queryOptions({
    queryKey: [organizationPath],
    queryFn: () => apiJson<AdminOrganizationDto>('GET', organizationPath),
    ...cacheTiers.moderate,
  });

/** GET /api/admin/organization (admins): the office's name and location. */
export function useOrganization(enabled: boolean) {
  return useQuery({ ...organizationQuery(), enabled });
}

/** GET /api/holidays/locations: the UFs. */
export function useHolidayStates(enabled: boolean) {
  return useQuery({
    queryKey: [holidayLocationsPath],
    queryFn: () => apiJson<HolidayStatesDto>('GET', holidayLocationsPath),
    ...cacheTiers.static,
    enabled,
  });
}

/** GET /api/holidays/locations/:state: every município of a UF (IBGE), once a UF is chosen. */
export function useMunicipalities(state: string | undefined) {
  return useQuery({
    queryKey: [holidayLocationsPath, state],
    queryFn: () => apiJson<HolidayMunicipalitiesDto>('GET', `${holidayLocationsPath}/${state}`),
    ...cacheTiers.static,
    enabled: Boolean(state),
  });
}

/** PATCH /api/admin/organization: the name shown on its public pages and its location (holidays). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganizationBody) =>
      apiJson<AdminOrganizationDto>('PATCH', organizationPath, input),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationQuery().queryKey, organization);
      // Another location, other holidays on every calendar.
      await queryClient.invalidateQueries({ queryKey: ['/api/holidays'] });
    },
  });
}

const logoPath = `${organizationPath}/logo`;

/** The logo changed: the office's screen and every booking page read it again. */
function useLogoMutation<Input>(send: (input: Input) => Promise<AdminOrganizationDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationQuery().queryKey, organization);
      await queryClient.invalidateQueries({ queryKey: ['/api/booking'] });
    },
  });
}

/** PUT /api/admin/organization/logo: a PNG, JPEG or WebP as base64. */
export function useUploadLogo() {
  return useLogoMutation((contentBase64: string) =>
    apiJson<AdminOrganizationDto>('PUT', logoPath, { contentBase64 }),
  );
}

/** DELETE /api/admin/organization/logo. */
export function useRemoveLogo() {
  return useLogoMutation(() => apiJson<AdminOrganizationDto>('DELETE', logoPath));
}
