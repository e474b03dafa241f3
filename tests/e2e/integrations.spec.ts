import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';
import {
  createAdmin,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
  toast,
} from './fixtures.ts';

/** A JSON-RPC 2.0 POST to the MCP server, as an AI assistant sends it. */
function callMcp(request: APIRequestContext, token: string, method: string, params: object) {
  return request.post('/mcp-server', {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    data: { jsonrpc: '2.0', id: 1, method, params },
  });
}

const initialize = {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: { name: 'journey', version: '1.0' },
};

const listProfessionals = (request: APIRequestContext, token: string) =>
  request.get('/api/v1/professionals', { headers: { authorization: `Bearer ${token}` } });

/** Generates a token on the screen and reads it from the box that shows it once. */
async function readNewToken(page: Page, box: string) {
  await seeToast(page, 'Token gerado!');
  const token = (await page.getByRole('region', { name: box }).locator('code').textContent()) ?? '';
  expect(token).toMatch(/^agd_(api|mcp)_[\w-]{40,}$/);
  return token;
}

/** Moves a switch and waits for the server to confirm it. */
async function flip(page: Page, name: string, confirmation: string, checked: boolean) {
  await page.getByRole('switch', { name }).click();
  await seeToast(page, confirmation);
  await expect(page.getByRole('switch', { name })).toBeChecked({ checked });
}

test('an admin opens the REST API and the MCP server to other systems and follows their use', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await createAdmin(request);
  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('link', { name: 'Integrações IA' }).click();
  await expect(page.getByRole('heading', { name: 'Integrações IA' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dicas de segurança' })).toBeVisible();
  await expect(page.getByText(`${new URL(page.url()).origin}/api/v1`)).toBeVisible();

  // The API token: shown whole once, copied, and its button gone while it lives.
  await page.getByRole('button', { name: 'Gerar token da API' }).click();
  const apiToken = await readNewToken(page, 'Novo token da API');
  const apiBox = page.getByRole('region', { name: 'Novo token da API' });
  await expect(apiBox).toContainText('não será mostrado novamente');
  await apiBox.getByRole('button', { name: 'Copiar' }).click();
  await expect(apiBox.getByRole('button', { name: 'Copiado' })).toBeVisible();
  await seeToast(page, 'Token copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiToken);
  await expect(page.getByRole('button', { name: 'Gerar token da API' })).toHaveCount(0);
  await expect(page.getByText(`${apiToken.slice(0, 12)}…`)).toBeVisible();

  // The switch decides whether that token opens the API.
  expect((await listProfessionals(request, apiToken)).status()).toBe(403);
  await flip(page, 'API ativada', 'API REST ativada', true);
  expect((await listProfessionals(request, apiToken)).status()).toBe(200);
  await flip(page, 'API ativada', 'API REST desativada', false);
  expect((await listProfessionals(request, apiToken)).status()).toBe(403);

  // A leaked API token is revoked after a confirmation, and a new one can be generated.
  await flip(page, 'API ativada', 'API REST ativada', true);
  await page.getByRole('button', { name: 'Revogar token' }).first().click();
  const revoke = page.getByRole('alertdialog', { name: 'Revogar o token da API?' });
  await expect(revoke).toContainText('HTTP 401');
  await revoke.getByRole('button', { name: 'Revogar token' }).click();
  await expect(toast(page, 'Token revogado')).toBeVisible();
  await expectNoErrorToast(page);
  await seeToast(page, 'Token revogado');
  expect((await listProfessionals(request, apiToken)).status()).toBe(401);
  await expect(page.getByRole('region', { name: 'Novo token da API' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Gerar token da API' }).click();
  const newApiToken = await readNewToken(page, 'Novo token da API');
  expect(newApiToken).not.toBe(apiToken);
  expect((await listProfessionals(request, newApiToken)).status()).toBe(200);
  await keepScreenshots(cardTitled(page, 'API REST'), 'integrations-api-revoke');
  await flip(page, 'API ativada', 'API REST desativada', false);

  // The MCP token: generated, then replaced after a confirmation; the setup carries the new one.
  const setup = page.locator('pre', { hasText: 'mcpServers' });
  await expect(setup).toContainText('Bearer <SEU_TOKEN_MCP>');
  await page.getByRole('button', { name: 'Gerar token MCP' }).click();
  const oldMcpToken = await readNewToken(page, 'Novo token MCP');
  await expect(setup).toContainText(`Bearer ${oldMcpToken}`);
  await page.getByRole('button', { name: 'Gerar novo token' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Gerar um novo token MCP?' });
  await expect(confirm).toContainText('deixa de funcionar na hora');
  await confirm.getByRole('button', { name: 'Gerar novo token' }).click();
  const mcpToken = await readNewToken(page, 'Novo token MCP');
  expect(mcpToken).not.toBe(oldMcpToken);
  await expect(setup).toContainText(`Bearer ${mcpToken}`);

  expect((await callMcp(request, mcpToken, 'initialize', initialize)).status()).toBe(403);
  await flip(page, 'Servidor MCP ativado', 'Servidor MCP ativado', true);
  expect((await callMcp(request, oldMcpToken, 'initialize', initialize)).status()).toBe(401);
  const accepted = await callMcp(request, mcpToken, 'initialize', initialize);
  expect(accepted.status()).toBe(200);
  expect((await accepted.json()).result.serverInfo.name).toContain('Agendei');
  const call = { name: 'list_professionals', arguments: {} };
  expect((await callMcp(request, mcpToken, 'tools/call', call)).status()).toBe(200);

  // Both integrations' calls are in the activity kept for audit.
  await page.getByRole('button', { name: 'Atualizar atividade' }).click();
  const activity = page.getByRole('list', { name: 'Atividade recente' }).getByRole('listitem');
  const apiCall = activity.filter({ hasText: 'GET /api/v1/professionals → 200' });
  await expect(apiCall.first()).toContainText('API');
  await expect(apiCall.first()).toContainText('Chamada à API REST');
  const mcpCall = activity.filter({ hasText: 'tool:list_professionals → ok' });
  await expect(mcpCall).toContainText('MCP');
  await expect(activity.filter({ hasText: 'Gerou um novo token MCP' })).toContainText(admin.name);
  await expect(activity.filter({ hasText: 'Revogou o token da API' })).toContainText(admin.name);

  await expectAccessibleInBothThemes(page);
});

test('an API token generated meanwhile elsewhere is not replaced, and the screen says why', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('link', { name: 'Integrações IA' }).click();
  const generate = page.getByRole('button', { name: 'Gerar token da API' });
  await expect(generate).toBeVisible();

  // Another tab of the same admin generates it first.
  const elsewhere = await request.post('/api/admin/generate-api-token', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(elsewhere.status()).toBe(200);

  await generate.click();
  const failure = toast(page, 'Falha ao gerar token API');
  await expect(failure).toContainText('revogue o atual em Integrações IA e gere outro');
  await seeToast(page, 'Falha ao gerar token API');
  await expect(generate).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Novo token da API' })).toHaveCount(0);
  await expect(page.getByText(/^agd_api_.{4}…$/)).toBeVisible();
});
