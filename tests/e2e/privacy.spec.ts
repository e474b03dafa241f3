import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothThemes } from './a11y.ts';
import { entry, todayAt } from './agenda-fixtures.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';
import {
  createAdmin,
  createProfessional,
  errorToast,
  expect,
  logInAs,
  pickOption,
  seeToast,
  test,
  toast,
  uniqueEmail,
} from './fixtures.ts';

/** Clicks a button that downloads a file and returns the file's name and content. */
async function downloadWith(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const content = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), content };
}

test('an admin answers an LGPD request in two clicks: export, then erase; the agenda keeps the time', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const email = uniqueEmail('fernanda.privada');
  const booked = await request.post('/api/appointments', {
    data: {
      clientName: 'Fernanda Privada',
      clientEmail: email,
      clientPhone: '11987654321',
      notes: 'Processo trabalhista nº 123',
      startTime: todayAt(10),
      duration: 60,
      userId: bruno.userId,
    },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await logInAs(page, admin, /\/admin$/);
  await expect(entry(page, '10:00 – 11:00, Fernanda Privada, Bruno Lima')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Privacidade (LGPD)' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(cardTitled(page, 'Privacidade (LGPD)'), 'privacy-card');
  // Without an e-mail nothing is asked of the server.
  await page.getByRole('button', { name: 'Exportar JSON' }).click();
  await expect(page.getByText('Informe o e-mail do cliente.')).toBeVisible();
  await page.getByLabel('E-mail do cliente').fill(email.toUpperCase());

  const json = await downloadWith(page, 'Exportar JSON');
  expect(json.name).toMatch(/^dados-do-cliente-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.content.toString('utf8'));
  expect(exported.appointments).toEqual([
    expect.objectContaining({
      clientName: 'Fernanda Privada',
      clientEmail: email,
      notes: 'Processo trabalhista nº 123',
      professionalName: 'Bruno Lima',
    }),
  ]);
  await seeToast(page, 'Dados exportados');

  const csv = await downloadWith(page, 'Exportar CSV');
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.content.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const sheet = csv.content.toString('utf8');
  expect(sheet).toContain('"Nome";"E-mail";"Telefone";"Observações";"Profissional"');
  expect(sheet).toContain('Fernanda Privada');
  expect(sheet).toContain('Processo trabalhista nº 123');
  await seeToast(page, 'Dados exportados');

  // The two clicks of an erasure: the button, then the confirmation.
  await page.getByRole('button', { name: 'Apagar dados do cliente' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apagar os dados deste cliente?' });
  await expect(confirm).toContainText('continuam na agenda como "Cliente anonimizado"');
  await expectAccessible(page, 'confirmação de exclusão');
  await confirm.getByRole('button', { name: 'Apagar dados' }).click();
  await expect(toast(page, 'Pedido de exclusão atendido')).toContainText(
    'Dados do cliente apagados: 1 agendamento anonimizado (continuam na agenda)',
  );
  await expect(page.getByLabel('E-mail do cliente')).toHaveValue('');

  // Asking again finds nothing: the e-mail is nowhere any more.
  await page.getByLabel('E-mail do cliente').fill(email);
  await page.getByRole('button', { name: 'Exportar JSON' }).click();
  await expect(errorToast(page, 'Não foi possível exportar')).toContainText(
    'Nenhum dado encontrado para este e-mail nesta organização.',
  );

  await page.goto('/admin');
  const kept = entry(page, '10:00 – 11:00, Cliente anonimizado, Bruno Lima');
  await expect(kept).toBeVisible();
  await kept.click();
  const details = page.getByRole('dialog', { name: 'Cliente anonimizado' });
  await expect(details).toContainText('Dados pessoais do cliente apagados (LGPD).');
  await expect(details).not.toContainText(email);
  await expect(details.getByRole('link')).toHaveCount(0);
  await expectAccessible(page, 'detalhes de um agendamento anonimizado');
});

test('an admin turns on the anonymization of clients 12 months after their last appointment', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await logInAs(page, admin, /\/admin$/);
  await page.goto('/settings');
  const retention = page.getByRole('combobox', { name: 'Anonimizar dados de clientes' });
  await expect(retention).toHaveText('Desativado');
  await pickOption(retention, '12 meses');
  await page.locator('form', { has: retention }).getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Prazo de anonimização salvo!');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Anonimizar dados de clientes' })).toHaveText(
    '12 meses',
  );
});
