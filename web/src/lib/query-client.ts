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
