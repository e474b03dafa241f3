/** The Google connection endpoints (SPEC §7 Profile and Google). */
export const googlePaths = {
  status: '/api/google/status',
  oauth: '/api/google/oauth',
  calendars: '/api/google/calendars',
  calendar: '/api/google/calendar',
  test: '/api/google/test',
  disconnect: '/api/google/disconnect',
  conflicts: '/api/google/conflicts',
} as const;
