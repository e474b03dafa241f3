// The integrations part of scripts/screenshots.ts: the organization's API token generated and the
// API switched on, one REST call and one MCP tool call in the activity log; each shot then
// generates a new MCP token on the screen, so it shows the token once and the filled-in setup.
import type { Page } from '@playwright/test';

type Api = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
type Session = { token: string };

/** Turns both integrations on and makes one call through each, as another system would. */
export async function seedIntegrations(api: Api, baseURL: string, admin: Session) {
  const { apiToken } = await api<{ apiToken: string }>(
    'POST',
    '/api/admin/generate-api-token',
    undefined,
    admin.token,
  );
  const { mcpToken } = await api<{ mcpToken: string }>(
    'POST',
    '/api/admin/generate-mcp-token',
    undefined,
    admin.token,
  );
  for (const kind of ['api', 'mcp']) {
    await api('POST', `/api/admin/toggle-${kind}`, { enabled: true }, admin.token);
  }
  await api('GET', '/api/v1/professionals', undefined, apiToken);
  const call = { name: 'list_professionals', arguments: {} };
  const response = await fetch(`${baseURL}/mcp-server`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${mcpToken}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: call }),
  });
  if (!response.ok) throw new Error(`POST /mcp-server: ${response.status}`);
}

/** Generates a new MCP token on the screen, as the admin does, and closes the toast. */
async function regenerateMcpToken(page: Page) {
  await page.getByRole('button', { name: 'Gerar novo token' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Gerar novo token' }).click();
  const toast = page.getByRole('region', { name: /Notificações/ }).getByRole('listitem');
  await toast.getByRole('button', { name: 'Fechar notificação' }).click();
  await toast.waitFor({ state: 'hidden' });
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header back on top of the shot
}

/** The integration shots, as entries of the main script's list. */
export const integrationShots = (admin: unknown) => [
  { path: '/integrations', name: 'integrations', session: admin, prepare: regenerateMcpToken },
];
