import { bearer } from './factories.ts';
import { type BookableOptions, bookableProfessional } from './scheduling.ts';
import type { TestApp } from './test-app.ts';

/** A new organization with a bookable professional, a REST API token and the API switched on. */
export async function apiOrganization(t: TestApp, options: BookableOptions = {}) {
  const { admin, pro } = await bookableProfessional(t, options);
  const headers = bearer(admin.token);
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/admin/generate-api-token',
    headers,
  });
  if (generated.statusCode !== 200) throw new Error(`api token: ${generated.body}`);
  const toggled = await t.app.inject({
    method: 'POST',
    url: '/api/admin/toggle-api',
    headers,
    payload: { enabled: true },
  });
  if (toggled.statusCode !== 200) throw new Error(`toggle api: ${toggled.body}`);
  return { admin, pro, token: generated.json().apiToken as string };
}

/** Calls the REST API v1 with a token. */
export const callV1 =
  (t: TestApp, token: string) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
