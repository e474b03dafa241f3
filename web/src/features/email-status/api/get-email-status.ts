import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { cacheTiers } from '@/lib/query-client';
import type { SessionDto } from '@core/schemas/auth.ts';

const sessionPath = '/api/auth/session';

/** GET /api/auth/session: whether this server sends e-mail (SMTP_URL set) or only keeps it. */
export async function fetchEmailConfigured(): Promise<boolean | undefined> {
  return (await apiJson<SessionDto>('GET', sessionPath)).emailConfigured;
}

export const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: [sessionPath, 'email'],
    queryFn: fetchEmailConfigured,
    // The server's configuration changes only with a restart.
    ...cacheTiers.static,
  });

/** Whether e-mail is on; undefined while unknown (loading, or not signed in). */
export function useEmailConfigured({ enabled }: { enabled: boolean }) {
  return useQuery({ ...emailStatusQueryOptions(), enabled }).data;
}
