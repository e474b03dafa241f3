import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ManageLinkDto } from '@core/schemas/manage-booking.ts';

/** How often the confirmation reads its booking again while its Pix is awaited. */
const PAYMENT_CHECK_MS = 4_000;

/** The Pix's status while the booking stands; undefined once its hold released it (cancelled). */
const paymentOf = (link: ManageLinkDto | undefined) =>
  link?.status === 'scheduled' ? link.paymentStatus : undefined;

/**
 * While a booking's Pix is awaited, its private link (GET /api/booking/manage/:token) is read
 * again every few seconds, only while the page is in sight: true once the payment arrived (the
 * office's PSP or the professional marked it paid). Stops once it is no longer awaited (paid, or
 * released by its hold), or on a link that fails.
 */
export function usePaidYet(manageToken: string | undefined, awaiting: boolean): boolean {
  const query = useQuery({
    queryKey: ['/api/booking/manage', manageToken, 'payment'],
    queryFn: () =>
      apiJson<ManageLinkDto>('GET', `/api/booking/manage/${encodeURIComponent(manageToken!)}`),
    enabled: awaiting && manageToken !== undefined,
    refetchInterval: ({ state }) =>
      state.status === 'error' || (state.data && paymentOf(state.data) !== 'pending')
        ? false
        : PAYMENT_CHECK_MS,
    retry: false,
  });
  return paymentOf(query.data) === 'paid';
}
