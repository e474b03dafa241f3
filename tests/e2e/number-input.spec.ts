import type { APIRequestContext } from '@playwright/test';
import { newProductForm } from './product-fixtures.ts';
import { professionalToken } from './booking-fixtures.ts';
import { expectAccessibleInBothThemes, expectDialogAccessibleInBothThemes } from './a11y.ts';
import {
  type Account,
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  seeToast,
  test,
} from './fixtures.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

async function savedPricesOf(request: APIRequestContext, pro: Account) {
  const token = await professionalToken(request, pro);
  const response = await request.get('/api/products', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ priceCents: number }>).map((p) => p.priceCents);
}

test('prices and minutes are read the way Brazilians type them, never rescaled', async ({
  page,
  request,
}) => {
  const { pro, form } = await newProductForm(page, request);
  await form.getByLabel('Nome').fill('Consulta inicial');
  const price = form.getByLabel('Preço (R$)');
  // Not a number, and a centavo too many: refused on the field, nothing saved.
  await price.fill('12a');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await expect(form.getByText('Número inválido.', { exact: false })).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('10,999');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await expect(form.getByText('Use no máximo 2 casas decimais')).toBeVisible();
  await form.getByLabel('Duração (minutos)').fill('2,5');
  await price.fill('250,90');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await expect(form.getByText('Use um número inteiro de minutos.')).toBeVisible();
  await expect(form.getByLabel('Duração (minutos)')).toHaveAttribute('aria-invalid', 'true');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(form, 'number-input-product-refused');
  await form.getByLabel('Duração (minutos)').fill('60');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await seeToast(page, 'Produto criado');
  const card = page.getByRole('article', { name: 'Consulta inicial' });
  await expect(card).toContainText('R$ 250,90');
  expect(await savedPricesOf(request, pro)).toEqual([25090]);

  await card.getByRole('button', { name: 'Editar Consulta inicial' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Produto' });
  await expect(edit.getByLabel('Preço (R$)')).toHaveValue('250,90');
  await edit.getByLabel('Preço (R$)').fill('1.250,90');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Produto atualizado');
  await expect(card).toContainText('R$ 1.250,90');
  expect(await savedPricesOf(request, pro)).toEqual([125090]);

  await card.getByRole('button', { name: 'Editar Consulta inicial' }).click();
  await expect(edit.getByLabel('Preço (R$)')).toHaveValue('1.250,90');
  await edit.getByLabel('Preço (R$)').fill('250,9');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Produto atualizado');
  await expect(card).toContainText('R$ 250,90');
  expect(await savedPricesOf(request, pro)).toEqual([25090]);

  // A reminder of 2,5 minutes is refused on its field, not added as '25 minutos antes'.
  await page.goto('/notifications');
  const minutes = page.getByLabel('Minutos antes do agendamento');
  await minutes.fill('2,5');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Use um número inteiro de minutos.')).toBeVisible();
  await expect(minutes).toHaveAttribute('aria-invalid', 'true');
  const reminders = page
    .getByRole('list', { name: 'Lembretes configurados' })
    .getByRole('listitem');
  await expect(reminders).toHaveText(['1 hora antes', '1 dia antes']);
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(cardTitled(page, 'Lembretes'), 'number-input-reminder-refused');
  await minutes.fill('1.440');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Este lembrete já está na lista.')).toBeVisible();
  await minutes.fill('90');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(reminders).toHaveText(['1 hora antes', '1 h 30 min antes', '1 dia antes']);

  // The agenda's own duration: 2,5 minutes is refused there too.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const appointment = page.getByRole('dialog', { name: 'Novo Agendamento' });
  const duration = appointment.getByLabel('Tempo de atendimento (minutos)');
  await expect(duration).toHaveValue('60');
  await duration.fill('2,5');
  await appointment.getByRole('button', { name: 'Criar Agendamento' }).click();
  await expect(appointment.getByText('Use um número inteiro de minutos.')).toBeVisible();
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
});

test('every other minutes field refuses 2,5 and reads 1.440 as one thousand four hundred forty', async ({
  page,
  request,
}) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAs(page, pro, /\/dashboard$/);

  // The profile's default duration and buffer, reached from the user menu.
  await page.goto('/settings');
  const duration = page.getByLabel('Duração padrão (minutos)');
  const buffer = page.getByLabel('Intervalo entre agendamentos (minutos)');
  await duration.fill('2,5');
  await buffer.fill('10,5');
  await page.getByRole('button', { name: 'Salvar' }).first().click();
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await expect(buffer).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use um número inteiro de minutos.')).toHaveCount(2);
  await duration.fill('45');
  await buffer.fill('10');
  await page.getByRole('button', { name: 'Salvar' }).first().click();
  await seeToast(page, 'Configurações salvas!');
  const token = await professionalToken(request, pro);
  const profile = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await profile.json()).toMatchObject({ defaultDuration: 45, bufferTime: 10 });

  // The weekly hours' slot length and simultaneous clients: whole numbers only.
  await page.goto('/availability');
  await page.getByLabel('Início', { exact: true }).fill('08:00');
  await page.getByLabel('Fim').fill('12:00');
  const slotLength = page.getByLabel('Duração (minutos)');
  const capacity = page.getByLabel('Atendimentos simultâneos');
  await slotLength.fill('2,5');
  await capacity.fill('1,5');
  await page.getByRole('button', { name: 'Adicionar Horário' }).click();
  await expect(slotLength).toHaveAttribute('aria-invalid', 'true');
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await slotLength.fill('30');
  await capacity.fill('2');
  await page.getByRole('button', { name: 'Adicionar Horário' }).click();
  await seeToast(page, 'Horário adicionado');
  await expect(page.getByRole('region', { name: 'Segunda-feira' })).toContainText('2 simultâneos');

  // A product's unpaid hold: 2,5 refused; 1.440 is a day, not 1 minute.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Produto' });
  await form.getByLabel('Nome').fill('Parecer');
  await form.getByLabel('Preço (R$)').fill('500');
  const hold = form.getByLabel('Liberar se não pago em (min)');
  await hold.fill('2,5');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await expect(hold).toHaveAttribute('aria-invalid', 'true');
  await hold.fill('1.440');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await seeToast(page, 'Produto criado');
  const products = await request.get('/api/products', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await products.json()).toMatchObject([
    { name: 'Parecer', priceCents: 50000, releaseUnpaidAfterMinutes: 1440 },
  ]);
});

test('a number is typed over what its field holds, as a person clicks in and types', async ({
  page,
  request,
}) => {
  const { pro, form } = await newProductForm(page, request);
  await form.getByLabel('Nome').click();
  await page.keyboard.type('Consulta tributária');
  // The price starts empty under its placeholder: nothing is added to what the person types.
  const price = form.getByLabel('Preço (R$)');
  await expect(price).toHaveValue('');
  await expect(price).toHaveAttribute('placeholder', '0,00');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(form, 'number-input-product-new');
  await price.click();
  await price.pressSequentially('350,00');
  await expect(price).toHaveValue('350,00');
  // A field that holds a value gives it up to what is typed: '45', not '6045'.
  const duration = form.getByLabel('Duração (minutos)');
  await expect(duration).toHaveValue('60');
  await duration.click();
  await duration.pressSequentially('45');
  await expect(duration).toHaveValue('45');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await seeToast(page, 'Produto criado');
  await expect(page.getByRole('article', { name: 'Consulta tributária' })).toContainText(
    'R$ 350,00',
  );
  const token = await professionalToken(request, pro);
  const headers = { authorization: `Bearer ${token}` };
  expect(await (await request.get('/api/products', { headers })).json()).toMatchObject([
    { name: 'Consulta tributária', priceCents: 35000, duration: 45 },
  ]);

  // Editing: the saved price is selected on entering the field, and typing replaces it.
  const card = page.getByRole('article', { name: 'Consulta tributária' });
  await card.getByRole('button', { name: 'Editar Consulta tributária' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Produto' });
  await edit.getByLabel('Preço (R$)').click();
  await page.keyboard.type('400');
  await expect(edit.getByLabel('Preço (R$)')).toHaveValue('400');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Produto atualizado');
  await expect(card).toContainText('R$ 400,00');

  // The profile's minutes and the weekly hours' numbers behave alike.
  await page.goto('/settings');
  const defaultDuration = page.getByLabel('Duração padrão (minutos)');
  await defaultDuration.click();
  await defaultDuration.pressSequentially('50');
  const buffer = page.getByLabel('Intervalo entre agendamentos (minutos)');
  await buffer.click();
  await buffer.pressSequentially('5');
  await page.getByRole('button', { name: 'Salvar' }).first().click();
  await seeToast(page, 'Configurações salvas!');
  const profile = await request.get('/api/user/profile', { headers });
  expect(await profile.json()).toMatchObject({ defaultDuration: 50, bufferTime: 5 });

  await page.goto('/availability');
  const slotLength = page.getByLabel('Duração (minutos)');
  await slotLength.click();
  await slotLength.pressSequentially('30');
  await expect(slotLength).toHaveValue('30');
  const capacity = page.getByLabel('Atendimentos simultâneos');
  await capacity.click();
  await capacity.pressSequentially('3');
  await expect(capacity).toHaveValue('3');
  await page.getByRole('button', { name: 'Adicionar Horário' }).click();
  await seeToast(page, 'Horário adicionado');
  await expect(page.getByRole('region', { name: 'Segunda-feira' })).toContainText('3 simultâneos');

  // The agenda's own length, in a new appointment.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const appointment = page.getByRole('dialog', { name: 'Novo Agendamento' });
  const length = appointment.getByLabel('Tempo de atendimento (minutos)');
  await expect(length).not.toHaveValue('');
  await length.click();
  await length.pressSequentially('90');
  await expect(length).toHaveValue('90');
});
