import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  type Account,
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  seeToast,
  test,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { CALLBACK_URL, InMemoryOAuthProvider, oauthClient } from './mcp-oauth-client.ts';
import { keepScreenshots } from './screenshots.ts';

/** The browser's return to the assistant: answered here, its URL kept for the journey. */
async function catchCallback(page: Page) {
  const returned: URL[] = [];
  await page.route(`${CALLBACK_URL}**`, async (route) => {
    returned.push(new URL(route.request().url()));
    await route.fulfill({
      contentType: 'text/html',
      body: '<title>Assistente</title><p>Pronto.</p>',
    });
  });
  return returned;
}

async function switchMcpOn(request: import('@playwright/test').APIRequestContext, admin: Account) {
  const response = await request.post('/api/admin/toggle-mcp', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { enabled: true },
  });
  expect(response.status()).toBe(200);
}

/** Signs in on the login form the consent screen shows first, and comes back to it. */
async function signInForConsent(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await seeToast(page, 'Login realizado com sucesso!');
  await expect(page).toHaveURL(/\/conectar-assistente\?pedido=/);
}

test('an admin connects an AI assistant by signing in, then revokes it in Integrações IA', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request, 'Ana Souza', 'Souza Advogados');
  await switchMcpOn(request, admin);
  const endpoint = `${baseURL}/mcp-server`;
  const provider = new InMemoryOAuthProvider('Claude (teste)');
  const statuses: number[] = [];

  // Discovery and registration: the first call is refused and the client asks for a sign-in.
  const first = oauthClient(endpoint, provider, statuses);
  await expect(first.client.connect(first.transport)).rejects.toBeInstanceOf(UnauthorizedError);
  expect(statuses).toEqual([401]);
  expect(provider.clientInformation()?.client_id).toBeTruthy();
  const [authorizationUrl] = provider.authorizationUrls;
  expect(authorizationUrl?.searchParams.get('code_challenge_method')).toBe('S256');

  // The browser: sign in first, then the consent names the client and the office.
  const returned = await catchCallback(page);
  await page.goto(authorizationUrl!.href);
  await signInForConsent(page, admin);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conectar Claude (teste) ao Agendei' }),
  ).toBeVisible();
  await expect(page.getByText('quer acessar a agenda de Souza Advogados')).toBeVisible();
  await expect(page.getByText('127.0.0.1:7777')).toBeVisible();
  expect(returned).toEqual([]);
  await expectAccessibleInBothThemes(page);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSidewaysScroll(page, `the consent screen at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await keepScreenshots(page.locator('body'), 'mcp-oauth-consent');

  await expectNoErrorToast(page);
  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(`${CALLBACK_URL}**`);
  expect(returned).toHaveLength(1);
  const code = returned[0]!.searchParams.get('code');
  expect(code).toMatch(/^agd_oac_/);
  expect(returned[0]!.searchParams.get('state')).toBe(authorizationUrl!.searchParams.get('state'));

  // The client trades the code for tokens and calls a tool with them.
  await first.transport.finishAuth(code!);
  expect(provider.tokens()?.access_token).toMatch(/^agd_oat_/);
  const connected = oauthClient(endpoint, provider, statuses);
  await connected.client.connect(connected.transport);
  const result = await connected.client.callTool({ name: 'list_professionals', arguments: {} });
  expect(result.isError).not.toBe(true);
  expect(JSON.stringify(result.structuredContent)).toContain('Ana Souza');

  // Integrações IA lists the client; 'Revogar' stops it at once.
  await page.goto('/integrations');
  const section = page.getByRole('region', { name: 'Assistentes conectados' });
  const item = section.getByRole('listitem').filter({ hasText: 'Claude (teste)' });
  await expect(item).toContainText('por Ana Souza');
  await expect(item).toContainText('Último uso em');
  await expectNoErrorToast(page);
  await expectAccessibleInBothThemes(page);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSidewaysScroll(page, `Integrações IA with a connected assistant at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await keepScreenshots(section, 'mcp-oauth-connections');
  await item.getByRole('button', { name: 'Revogar Claude (teste)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revogar o acesso de Claude (teste)?' });
  await expect(dialog).toContainText('HTTP 401');
  await dialog.getByRole('button', { name: 'Revogar' }).click();
  await seeToast(page, 'Acesso revogado');
  await expect(section).toContainText('Nenhum assistente conectado');
  await expectNoErrorToast(page);

  // The client's next call is refused (401); its refresh fails too, so it must ask for a sign-in.
  statuses.length = 0;
  await expect(
    connected.client.callTool({ name: 'list_professionals', arguments: {} }),
  ).rejects.toThrow();
  expect(statuses[0]).toBe(401);
  expect(provider.authorizationUrls).toHaveLength(2);
  await connected.client.close();
});

test('a professional is told only an admin can connect an assistant, and can only refuse', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  await switchMcpOn(request, admin);
  const professional = await createProfessional(request, admin);
  const provider = new InMemoryOAuthProvider('ChatGPT (teste)');
  const first = oauthClient(`${baseURL}/mcp-server`, provider, []);
  await expect(first.client.connect(first.transport)).rejects.toBeInstanceOf(UnauthorizedError);

  const returned = await catchCallback(page);
  await page.goto(provider.authorizationUrls[0]!.href);
  await signInForConsent(page, professional);
  await expect(page.getByRole('alert')).toContainText('Só um administrador do escritório');
  await expect(page.getByRole('button', { name: 'Permitir' })).toHaveCount(0);
  await expectNoErrorToast(page);
  await page.getByRole('button', { name: 'Recusar' }).click();
  await page.waitForURL(`${CALLBACK_URL}**`);
  expect(returned).toHaveLength(1);
  expect(returned[0]!.searchParams.get('error')).toBe('access_denied');
  expect(returned[0]!.searchParams.get('code')).toBeNull();
});
