import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { BookingFormSettingsDto } from '@core/schemas/booking-form.ts';

export const bookingFormSettingsPath = '/api/booking-form-settings';

/** GET /api/booking-form-settings: which fields the public booking form asks for. */
export function fetchBookingFormSettings() {
  return apiJson<BookingFormSettingsDto>('GET', bookingFormSettingsPath);
}

export const bookingFormSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [bookingFormSettingsPath],
    queryFn: fetchBookingFormSettings,
    ...cacheTiers.moderate,
  });

export function useBookingFormSettings() {
  return useQuery(bookingFormSettingsQueryOptions());
}
