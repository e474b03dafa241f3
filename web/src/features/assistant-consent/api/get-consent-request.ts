import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ConsentRequestDto } from '@core/schemas/mcp-oauth.ts';

export const consentRequestPath = (requestId: string) =>
  `/api/oauth/authorization-requests/${encodeURIComponent(requestId)}`;

/** GET /api/oauth/authorization-requests/:id: the assistant asking, the office, who may allow. */
export function fetchConsentRequest(requestId: string) {
  return apiJson<ConsentRequestDto>('GET', consentRequestPath(requestId));
}

export const consentRequestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: [consentRequestPath(requestId)],
    queryFn: () => fetchConsentRequest(requestId),
    // A decided or expired request is gone for good: asking again changes nothing.
    retry: false,
    staleTime: Infinity,
  });

export function useConsentRequest(requestId: string) {
  return useQuery(consentRequestQueryOptions(requestId));
}
