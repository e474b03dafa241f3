import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { PrivacyNoticeDto } from '@core/schemas/booking.ts';

/** GET /api/booking/shared/admin/:key/privacy: the office's 'Aviso de privacidade'. */
export function usePrivacyNotice(officeKey: string) {
  const path = `/api/booking/shared/admin/${encodeURIComponent(officeKey)}/privacy`;
  return useQuery({
    queryKey: [path],
    queryFn: () => apiJson<PrivacyNoticeDto>('GET', path),
    ...cacheTiers.moderate,
  });
}
