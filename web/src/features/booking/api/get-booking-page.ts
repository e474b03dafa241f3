import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { BookingPageDto } from '@core/schemas/booking.ts';

/** The three public link kinds of SPEC §2. */
export type BookingLink =
  | { kind: 'personal'; slug: string }
  | { kind: 'shared'; adminId: string }
  | { kind: 'professional'; slug: string };

function bookingPagePath(link: BookingLink) {
  switch (link.kind) {
    case 'personal':
      return `/api/booking/personal/${encodeURIComponent(link.slug)}`;
    case 'shared':
      return `/api/booking/shared/admin/${encodeURIComponent(link.adminId)}`;
    case 'professional':
      return `/api/booking/${encodeURIComponent(link.slug)}`;
  }
}

/** GET /api/booking/...: the organization and the bookable professionals of a link. */
export function fetchBookingPage(link: BookingLink) {
  return apiJson<BookingPageDto>('GET', bookingPagePath(link));
}

export const bookingPageQueryOptions = (link: BookingLink) =>
  queryOptions({
    queryKey: [bookingPagePath(link)],
    queryFn: () => fetchBookingPage(link),
    ...cacheTiers.moderate,
  });

export function useBookingPage(link: BookingLink) {
  return useQuery(bookingPageQueryOptions(link));
}
