import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiJson } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-client';
import type {
  CreateSeriesInput,
  SeriesClashDto,
  SeriesDto,
} from '@core/schemas/appointment-series.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';

export type CreateSeriesBody = z.input<typeof CreateSeriesInput>;

/** POST /api/appointments/series: 409 with `clashes` when a date is taken (decision 074). */
export function createAppointmentSeries(body: CreateSeriesBody) {
  return apiJson<SeriesDto>('POST', '/api/appointments/series', body);
}

export function useCreateAppointmentSeries() {
  return useMutation({
    mutationFn: createAppointmentSeries,
    onSuccess: () => invalidateAfterChange('appointments'),
  });
}

/** The taken dates a 409 named, or none. */
export function clashesOf(error: unknown): SeriesClashDto[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  try {
    const body = JSON.parse(error.bodyText) as { clashes?: SeriesClashDto[] };
    return Array.isArray(body.clashes) ? body.clashes : [];
  } catch {
    return [];
  }
}

/** 'Este e os seguintes': cancels the occurrence and the later ones of its series. */
export function cancelFollowing(id: string) {
  return apiJson<void>('DELETE', `/api/appointments/${id}/series?scope=following`);
}

/** 'Este e os seguintes': moves the occurrence to `startTime` and the later ones by as much. */
export function moveFollowing(id: string, startTime: string) {
  return apiJson<unknown>('PATCH', `/api/appointments/${id}/series?scope=following`, {
    startTime,
  });
}

/** What 'Este e os seguintes' would change: the occurrence and the later ones, as they are now. */
export function fetchFollowing(id: string) {
  return apiJson<AppointmentDto[]>('GET', `/api/appointments/${id}/series?scope=following`);
}
