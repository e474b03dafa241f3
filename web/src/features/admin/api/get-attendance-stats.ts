import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { AttendanceStatsDto } from '@core/schemas/stats.ts';

export const attendanceStatsPath = '/api/admin/stats/attendance';
export type AttendancePeriod = AttendanceStatsDto['period'];

/** GET /api/admin/stats/attendance: confirmation and no-show rates per professional (083). */
export function useAttendanceStats(period: AttendancePeriod, { enabled = true } = {}) {
  return useQuery({
    queryKey: [attendanceStatsPath, period],
    queryFn: () => apiJson<AttendanceStatsDto>('GET', `${attendanceStatsPath}?period=${period}`),
    ...cacheTiers.adminStats,
    enabled,
  });
}
