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
  const { token, slug } = await bookableProfessional(request);
  await addProduct(request, token, { name: 'Consulta tributária', duration: 60, price: 350 });
  await takePix(request, token);
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
  await fillAndConfirm(page, 'Mariana Alves');
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
