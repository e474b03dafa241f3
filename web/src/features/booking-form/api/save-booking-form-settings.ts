import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type {
  BookingFormSettingsDto,
  SaveBookingFormSettingsInput,
} from '@core/schemas/booking-form.ts';
import {
  bookingFormSettingsPath,
  bookingFormSettingsQueryOptions,
} from './get-booking-form-settings';

export type SaveBookingFormSettingsBody = z.input<typeof SaveBookingFormSettingsInput>;

/** POST /api/booking-form-settings: a hidden field is never required (the server normalizes). */
export function saveBookingFormSettings(body: SaveBookingFormSettingsBody) {
  return apiJson<BookingFormSettingsDto>('POST', bookingFormSettingsPath, body);
}

export function useSaveBookingFormSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingFormSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(bookingFormSettingsQueryOptions().queryKey, settings);
      await invalidateAfterChange('settings', queryClient);
    },
  });
}
