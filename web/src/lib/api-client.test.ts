import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getSuggestions, onSessionRefused } from './api-client';

function answer(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(status === 204 ? null : '{}', { status })),
  );
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the session when our API refuses it with 401', async () => {
    const refused = vi.fn();
    const stop = onSessionRefused(refused);
    answer(401);
    await expect(apiRequest('GET', '/api/user/profile')).rejects.toThrow(/^401: /);
    expect(refused).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says nothing for other failures, successes, or after unsubscribing', async () => {
    const refused = vi.fn();
    const stop = onSessionRefused(refused);
    answer(403);
    await expect(apiRequest('GET', '/api/admin/users')).rejects.toThrow(/^403: /);
    answer(204);
    await apiRequest('POST', '/api/auth/logout');
    stop();
    answer(401);
    await expect(apiRequest('GET', '/api/user/profile')).rejects.toThrow(/^401: /);
    expect(refused).not.toHaveBeenCalled();
  });

  it('sends a call’s own headers besides the JSON body’s', async () => {
    answer(201);
    await apiRequest(
      'POST',
      '/api/appointments/public',
      { a: 1 },
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.headers).toEqual({ 'Idempotency-Key': 'k1', 'Content-Type': 'application/json' });
    expect(init?.credentials).toBe('include');
  });
});

describe('getSuggestions', () => {
  it('reads the server’s suggestions (UTC and the professional’s clock) as booking slots', () => {
    const suggestion = {
      startUtc: '2026-11-25T12:00:00.000Z',
      endUtc: '2026-11-25T13:00:00.000Z',
      startLocal: '2026-11-25T09:00',
      endLocal: '2026-11-25T10:00',
      timeZone: 'America/Sao_Paulo',
      remaining: 1,
    };
    const body = JSON.stringify({
      error: 'CONFLICT',
      message: 'Ocupado',
      suggestions: [suggestion],
    });
    expect(getSuggestions(new ApiError(409, 'Conflict', body))).toEqual([
      {
        start: suggestion.startUtc,
        end: suggestion.endUtc,
        date: '2026-11-25',
        time: '09:00',
        remaining: 1,
      },
    ]);
    expect(getSuggestions(new ApiError(409, 'Conflict', '{}'))).toEqual([]);
  });
});
