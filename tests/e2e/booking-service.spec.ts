// Issue 32, point 10: a professional with services is booked for one of them, never for free by
// default; booking with no service is their choice ('Permitir agendamento sem serviço').
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  addProduct,
  bookableProfessional,
  dayLabel,
  pickDay,
  takePix,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
import { expect, logInAs, seeToast, test, uniqueEmail } from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

const phone = { width: 390, height: 844 };

/** The client types their name and e-mail as a person does, and confirms. */
async function fillAndConfirm(page: Page, name: string) {
  await page.getByLabel('Nome').click();
  await page.keyboard.type(name);
  await page.getByLabel('E-mail').click();
  await page.keyboard.type(uniqueEmail('cliente'));
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
}

test('a client of a professional with services picks one, and is charged its price', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, token, slug } = await bookableProfessional(request);
  await addProduct(request, token, { name: 'Consulta tributária', duration: 60, price: 350 });
  await takePix(request, token);
  // The office has its own privacy notice (decision 078) and asks two questions (decision 084),
  // made by the admin from Configurações.
  const notice = await request.patch('/api/admin/organization', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: 'Souza Advogados', privacyNotice: 'Tratamos seus dados para agendar.' },
  });
  expect(notice.status()).toBe(200);
  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('link', { name: 'Configurações', exact: true }).click();
  await page.getByRole('link', { name: 'Gerenciar perguntas do agendamento' }).click();
  for (const [label, type, required] of [
    ['CPF ou CNPJ', 'CPF ou CNPJ', true],
    ['Número do processo', 'Número de processo (CNJ)', false],
  ] as const) {
    await page.getByRole('button', { name: 'Nova pergunta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Pergunta', { exact: true }).click();
    await page.keyboard.type(label);
    await dialog.getByLabel('Tipo de resposta').selectOption({ label: type });
    if (!required) await dialog.getByLabel('Resposta obrigatória').click();
    await dialog.getByRole('button', { name: 'Criar pergunta' }).click();
    await seeToast(page, 'Pergunta criada');
  }
  const questions = page
    .getByRole('list', { name: 'Perguntas do agendamento' })
    .getByRole('listitem');
  await expect(questions).toHaveCount(2);
  await page.getByRole('button', { name: 'Subir “Número do processo”' }).click();
  await expect(questions.first()).toContainText('Número do processo');
  await page.getByRole('button', { name: 'Descer “Número do processo”' }).click();
  await expect(questions.first()).toContainText('CPF ou CNPJ');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('main'), 'intake-questions-admin');
  await page.context().clearCookies();

  await page.setViewportSize(phone);
  await page.goto(`/book/personal/${slug}`);

  // Nothing is chosen for the client, and no free default is offered.
  const service = page.getByLabel('Produto/Serviço');
  await expect(service.locator('option:checked')).toHaveText('Escolha um serviço');
  await expect(service.locator('option')).toHaveText([
    'Escolha um serviço',
    /^Consulta tributária · R\$\s350,00$/,
  ]);
  // A day chosen first shows no time until the service (which sets their length) is chosen.
  const day = zonedDate(1);
  await pickDay(page, day);
  await expect(page.getByRole('button', { name: dayLabel(day), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const times = page.getByRole('region', { name: 'Escolha o horário' });
  await expect(times).toContainText('Escolha o serviço para ver os horários livres.');
  await expect(timeButtons(page)).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  await expectNoSidewaysScroll(page, 'the booking page before a service is chosen');
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshots(page.locator('main'), 'booking-service-required');
  await page.setViewportSize(phone);

  await service.selectOption({ label: 'Consulta tributária · R$\u00a0350,00' });
  await timeButtons(page).first().click();
  // The office's questions: a CPF with a wrong check digit is refused under its field.
  await page.getByLabel('CPF ou CNPJ').click();
  await page.keyboard.type('529.982.247-26');
  await page.getByLabel('Número do processo (opcional)').click();
  await page.keyboard.type('07108025520188020001');
  await expect(page.getByLabel('Número do processo (opcional)')).toHaveValue(
    '0710802-55.2018.8.02.0001',
  );
  await fillAndConfirm(page, 'Mariana Alves');
  await seeToast(page, 'Campos obrigatórios');
  await expect(page.getByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
  await expect(
    page.getByText('Para agendar, aceite o Aviso de privacidade do escritório.'),
  ).toBeVisible();
  await page.getByLabel('CPF ou CNPJ').click();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await page.getByRole('checkbox', { name: /Li e aceito o Aviso de privacidade/ }).click();
  await expectNoSidewaysScroll(page, 'the booking form with questions');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('form'), 'intake-public-form');
  await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pague com Pix: R$ 350,00' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Pix confirmation');
});

test('a professional lets clients book without a service, and the default is then offered', async ({
  page,
  request,
}) => {
  const { pro, token, slug } = await bookableProfessional(request);
  await addProduct(request, token, { name: 'Consulta tributária', duration: 60, price: 350 });
  await logInAs(page, pro, /\/dashboard$/);
  await page.goto('/booking-form-settings');
  const allow = page.getByRole('switch', { name: 'Permitir agendamento sem serviço' });
  await expect(allow).not.toBeChecked();
  await allow.click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Configurações salvas!');
  await expect(allow).toBeChecked();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(cardTitled(page, 'Serviço'), 'booking-form-allow-no-service');

  await page.goto(`/book/personal/${slug}`);
  const service = page.getByLabel('Produto/Serviço');
  await expect(service.locator('option:checked')).toHaveText('Escolha um serviço');
  await expect(service.locator('option')).toHaveText([
    'Escolha um serviço',
    'Atendimento padrão',
    /^Consulta tributária/,
  ]);
  await service.selectOption({ label: 'Atendimento padrão' });
  await pickDay(page, zonedDate(1));
  await timeButtons(page).first().click();
  await fillAndConfirm(page, 'Carlos Souza');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agendamento confirmado!');
  await expect(page.getByRole('heading', { name: /Pague com Pix/ })).toHaveCount(0);
});
