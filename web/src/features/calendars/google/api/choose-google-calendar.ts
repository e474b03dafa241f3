import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { googlePaths } from './google-paths';

/** PUT /api/google/calendar {calendarId}: answers the chosen calendar's name. */
export function chooseGoogleCalendar(calendarId: string) {
  return apiJson<{ calendarName: string }>('PUT', googlePaths.calendar, { calendarId });
}

export function useChooseGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseGoogleCalendar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [googlePaths.status] }),
  });
}
