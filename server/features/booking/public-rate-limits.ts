import type { Config } from '../../config.ts';

/**
 * The route options of the public pages' API (no session): writes at the public booking's rate
 * per minute and address, reads six times looser (a page reloads its data when the tab regains
 * focus).
 */
export function publicRateLimits(config: Pick<Config, 'PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE'>) {
  const perMinute = config.PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE;
  return {
    writes: { access: 'public' as const, rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    reads: {
      access: 'public' as const,
      rateLimit: { max: perMinute * 6, timeWindow: '1 minute' },
    },
  };
}
