import { bearer } from './factories.ts';
import { type BookableOptions, bookableProfessional } from './scheduling.ts';
import type { TestApp } from './test-app.ts';

/** A REST API token for the admin's organization, with the API switched on. */
export async function enableApi(t: TestApp, adminToken: string): Promise<string> {
  const headers = bearer(adminToken);
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/admin/generate-api-token',
    headers,
  });
  if (generated.statusCode !== 200) throw new Error(`generate-api-token: ${generated.body}`);
  const toggled = await t.app.inject({
    method: 'POST',
    url: '/api/admin/toggle-api',
    headers,
    payload: { enabled: true },
  });
  if (toggled.statusCode !== 200) throw new Error(`toggle-api: ${toggled.body}`);
  return generated.json().apiToken as string;
}

/** An organization with a bookable professional, a REST API token and the API switched on. */
export async function apiOrganization(t: TestApp, options: BookableOptions = {}) {
  const organization = await bookableProfessional(t, options);
  return { ...organization, apiToken: await enableApi(t, organization.admin.token) };
}
