// The office has a name of its own (issue 19, point 8): asked at registration, it heads the
// office's public pages; the admin's personal name does not, and nobody without hours is offered.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { bookingSlugOf, openEveryDay, professionalToken } from './booking-fixtures.ts';
import {
  type Account,
  createAdmin,
  createProfessional,
  errorToast,
  expect,
  expectNoErrorToast,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

const OFFICE = 'Souza & Prado Advogados';
const ADMIN = 'Ana Souza';

/** The admin's account as the API knows it (to add a professional the way the admin screens do). */
async function signedInAdmin(request: APIRequestContext, email: string): Promise<Account> {
  const password = 'segredo123';
  const response = await request.post('/api/auth/user/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token, user } = await response.json();
  return { name: ADMIN, email, password, token, userId: user.id };
}

async function expectFitsPhones(page: Page, where: string) {
  const desktop = page.viewportSize()!;
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, `${where} at ${width} px`);
  }
  await page.setViewportSize(desktop);
}

test('a new office is registered with its name, which heads its shared page instead of the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('escritorio');
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill(ADMIN);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  // The office's name is required, and one letter is not a name: nothing is sent.
  await page.getByLabel('Nome do escritório').fill(' A ');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.locator('#register-organization-name-error')).toHaveText(
    'O nome do escritório deve ter pelo menos 2 caracteres',
  );
  await expect(errorToast(page, 'Erro no cadastro')).toContainText('nome do escritório');
  await expect(page).toHaveURL(/\/register$/);
  await expectAccessibleInBothThemes(page);
  await expectFitsPhones(page, '/register');
  await keepScreenshots(page.locator('body'), 'register-office-name');

  await page.getByLabel('Nome do escritório').fill(OFFICE);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await expectNoErrorToast(page);

  // A professional with opening hours; the admin has none.
  const admin = await signedInAdmin(request, email);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const brunoToken = await professionalToken(request, bruno);
  await openEveryDay(request, brunoToken);

  await page.goto('/booking-links');
  const sharedUrl = await page.getByLabel('Endereço: Link da organização').textContent();
  expect(sharedUrl).toContain(`/book/shared/${admin.userId}`);
  await page.goto(sharedUrl!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agende com ${OFFICE}`);
  await expect(page).toHaveTitle(`Agendar · ${OFFICE}`);
  const picker = page.getByRole('region', { name: 'Escolha o profissional' });
  await expect(picker.getByRole('button', { name: /Bruno Lima/ })).toBeVisible();
  await expect(picker.getByRole('button')).toHaveCount(1);
  await expect(page.getByText(ADMIN)).toHaveCount(0);
  await expect(page.getByText('Sem horários abertos')).toHaveCount(0);
  await expectNoErrorToast(page);
  await expectAccessibleInBothThemes(page);
  await expectFitsPhones(page, 'the shared page');
  await keepScreenshots(page.locator('body'), 'booking-shared-office-name');

  // Bruno's own page is headed with him, the office named second.
  await page.goto(`/book/personal/${await bookingSlugOf(request, brunoToken)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agende com Bruno Lima');
  await expect(page.getByRole('banner')).toContainText(OFFICE);
  await expect(page).toHaveTitle(`Agendar com Bruno Lima · ${OFFICE}`);
  await expect(page.getByText(ADMIN)).toHaveCount(0);
  await expectNoErrorToast(page);
  await keepScreenshots(page.locator('body'), 'booking-personal-office-name');
});

test('the shared page of an office where nobody has opening hours says so', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request, ADMIN, 'Escritório Vazio');
  await createProfessional(request, admin, 'Carla Mendes');
  await page.goto(`/book/shared/${admin.userId}`);
  await expect(
    page.getByRole('heading', { name: 'Nenhum horário disponível no momento' }),
  ).toBeVisible();
  await expect(
    page.getByText('Escritório Vazio ainda não abriu horários para agendamento online.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Escolha o profissional' })).toHaveCount(0);
  await expect(page.getByText('Carla Mendes')).toHaveCount(0);
  await expect(page.getByText(ADMIN)).toHaveCount(0);
  await expectNoErrorToast(page);
  await expectAccessibleInBothThemes(page);
  await expectFitsPhones(page, 'the empty shared page');
  await keepScreenshots(page.locator('body'), 'booking-shared-no-hours');
});
