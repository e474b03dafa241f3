import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { AnySlotsDto } from '@core/schemas/any-professional.ts';
import type { SlotsDto } from '@core/schemas/appointments.ts';

export const slotsPath = '/api/slots';

export type SlotsRequest = {
  professionalId: string;
  /** 'yyyy-MM-dd', in the professional's zone. */
  from: string;
  to: string;
  productId?: string;
  /**
   * A client's private link: the times their appointment may move to, with its own time not busy
   * (GET /api/booking/manage/{token}/slots). Kept under the /api/slots key, so every refresh of
   * the free times refreshes these too.
   */
  manageToken?: string;
  /** 'Qualquer profissional disponível' (decision 073): the union of an area's free times. */
  any?: { adminId: string; area?: string; serviceId?: string };
};

/** GET /api/slots: the free slots of a professional between two dates (at most 92 days). */
export function fetchSlots({
  professionalId,
  from,
  to,
  productId,
  manageToken,
  any,
}: SlotsRequest) {
  if (any) return fetchAnySlots({ ...any, from, to, professionalId });
  if (manageToken) {
    const dates = new URLSearchParams({ from, to });
    return apiJson<SlotsDto>(
      'GET',
      `/api/booking/manage/${encodeURIComponent(manageToken)}/slots?${dates}`,
    );
  }
  const query = new URLSearchParams({ professionalId, from, to });
  if (productId) query.set('productId', productId);
  return apiJson<SlotsDto>('GET', `${slotsPath}?${query}`);
}

/** GET /api/slots/any: each free start of the area's (or office service's) professionals once. */
async function fetchAnySlots(request: {
  adminId: string;
  area?: string;
  serviceId?: string;
  from: string;
  to: string;
  professionalId: string;
}): Promise<SlotsDto> {
  const { professionalId, ...asked } = request;
  const query = Object.entries(asked).filter((entry): entry is [string, string] => !!entry[1]);
  const union = await apiJson<AnySlotsDto>('GET', `${slotsPath}/any?${new URLSearchParams(query)}`);
  const zone = '';
  return { professionalId, timeZone: zone, timezone: zone, ...union };
}

// Free slots change with every booking: cached like appointments (critical tier).
export const slotsQueryOptions = (request: SlotsRequest) =>
  queryOptions({
    queryKey: [slotsPath, request],
    queryFn: () => fetchSlots(request),
    ...cacheTiers.critical,
  });

/** The slots of the month shown; idle until a professional is chosen. */
export function useSlots(request: SlotsRequest | undefined) {
  return useQuery({
    ...slotsQueryOptions(request ?? { professionalId: '', from: '', to: '' }),
    enabled: Boolean(request),
  });
}
