import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from './api-client';

const MINUTE = 60_000;

/** Cache freshness tiers of SPEC §9; spread into a query's options. */
export const cacheTiers = {
  /** auth, appointments, users, admin */
  critical: { staleTime: 2 * MINUTE, gcTime: 5 * MINUTE },
  /** products, settings, webhooks */
  moderate: { staleTime: 10 * MINUTE, gcTime: 20 * MINUTE },
  /** everything else */
  static: { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE },
  /** appointments on the personal screens: fresh for 5 min, kept 10, not refetched on focus */
  personalAppointments: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, refetchOnWindowFocus: false },
  /** appointments on the admin screen: never cached, refetched every 30 s */
  adminAppointments: { staleTime: 0, gcTime: 0, refetchInterval: 30_000 },
  /** admin statistics: stale after 10 s, refetched every 30 s and on window focus */
  adminStats: {
    staleTime: 10_000,
    gcTime: 5 * MINUTE,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  },
} as const;

/** Default read: GET on the query key segments joined with '/', parsed as JSON. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiJson('GET', queryKey.map(String).join('/'));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        ...cacheTiers.static,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** What a write changed, for the invalidation rules of SPEC §9. */
export type ChangedArea = 'appointments' | 'users' | 'auth' | 'settings' | 'other';

// Query keys start with the API path they read, so a path prefix names a family of queries.
const refreshedPaths: Record<Exclude<ChangedArea, 'other'>, string[]> = {
  appointments: ['/api/appointments', '/api/admin'],
  users: ['/api/admin'],
  auth: ['/api/auth'],
  settings: ['/api/user/profile', '/api/booking-form-settings', '/api/notification-settings'],
};

/** Refreshes every query whose API path starts with one of the prefixes. */
export function invalidatePaths(prefixes: readonly string[], client: QueryClient = queryClient) {
  return client.invalidateQueries({
    predicate: ({ queryKey: [path] }) =>
      typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix)),
  });
}

/** Refreshes the queries a change affects; any other change refreshes everything (SPEC §9). */
export function invalidateAfterChange(area: ChangedArea, client: QueryClient = queryClient) {
  if (area === 'other') return client.invalidateQueries();
  return invalidatePaths(refreshedPaths[area], client);
}
