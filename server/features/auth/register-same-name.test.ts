import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registering at the same moment with the same name', () => {
  // On PostgreSQL (npm run test:pg) these run concurrently and race for the same booking slug.
  it('gives every office its own booking link, never a 500', async () => {
    const stamp = Date.now().toString(36);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/admin/register',
          payload: {
            name: `Helena Duarte ${stamp}`,
            email: `helena-${stamp}-${i}@example.com`,
            password: 'segredo123',
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const slugs = responses.map(
      (response) => (response.json() as { user: { bookingSlug: string } }).user.bookingSlug,
    );
    expect(new Set(slugs).size).toBe(6);
  });
});
