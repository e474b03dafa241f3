import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, onSessionRefused } from './api-client';

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
});
