// Issue 34, recurring appointments by staff: a professional creates a 10-week series from
// 'Novo Agendamento' on Minha Agenda; one week is taken, the dialog names it, and it is skipped.
import type { Locator } from '@playwright/test';
import { expectDialogAccessibleInBothThemes } from './a11y.ts';
import {
  bearerOf,
  book,
  dayAt,
  entry,
  openEveryDay,
  typedDate,
  viewButton,
} from './agenda-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  pickOption,
  seeToast,
  test,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

/** Types into a field as a person does: select what it holds, then key by key. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

test('staff create a 10-week series with one clash named and skipped', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const token = await bearerOf(request, pro);
  await openEveryDay(request, token);
  // The fourth week at 10:00 is already taken.
  await book(request, token, { clientName: 'Pedro Ocupado', startTime: dayAt(2 + 21, 10) });
  // The sixth week is Bruno's day off: the series asks about it by its date before sending.
  const dayOff = dayAt(2 + 35, 12).slice(0, 10);
  const closed = await request.post('/api/user/date-overrides', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Congresso', startDate: dayOff, endDate: dayOff, startTime: null, endTime: null },
  });
  expect(closed.status(), await closed.text()).toBe(201);

  await logInAs(page, pro, /\/dashboard$/);
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByLabel('Nome do cliente').click();
  await form.getByLabel('Nome do cliente').pressSequentially('Maria Santos');
  await form.getByLabel('E-mail').click();
  await form.getByLabel('E-mail').pressSequentially('maria@example.com');
  await typeInto(form.getByLabel('Data'), typedDate(2).replaceAll('/', ''));
  await typeInto(form.getByLabel('Horário'), '1000');
  await pickOption(form.getByRole('combobox', { name: 'Repetir' }), 'Toda semana');
  await expect(form.getByRole('radio', { name: 'Após N vezes' })).toBeChecked();
  // 53 times is more than a series may have: said under the field, nothing sent.
  await typeInto(form.getByLabel('Quantas vezes'), '53');
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();
  await expect(form.getByText('Uma série pode ter no máximo 52 ocorrências.')).toBeVisible();
  await typeInto(form.getByLabel('Quantas vezes'), '10');
  await expect(form.getByText('Uma série pode ter no máximo 52 ocorrências.')).toHaveCount(0);
  await keepScreenshots(form.getByRole('group', { name: 'Repetir' }), 'series-repeat');
  await expectDialogAccessibleInBothThemes(page);
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();

  // Not only the first occurrence: every one that needs a second look, named by its date.
  const asked = page.getByRole('alertdialog', { name: 'Confirmar horário' });
  await expect(asked).toContainText('Criar a série? 1 ocorrência pede atenção:');
  await expect(asked).toContainText(`${typedDate(37)} 10:00: É dia sem atendimento (Congresso).`);
  await keepScreenshots(asked, 'series-warnings');
  await asked.getByRole('button', { name: 'Criar Agendamento' }).click();

  const clash = page.getByRole('alertdialog', { name: 'Conflitos na série' });
  await expect(clash).toBeVisible();
  await expect(clash.getByRole('listitem')).toHaveCount(1);
  await expect(clash.getByRole('listitem')).toContainText(`${typedDate(23)} 10:00`);
  await expect(clash.getByRole('listitem')).toContainText('O profissional já está ocupado');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(clash, 'series-clash');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, 'series clash list');
  await page.setViewportSize({ width: 1280, height: 800 });
  await clash.getByRole('button', { name: 'Pular conflitos e criar os demais' }).click();
  await seeToast(page, 'Série criada');
  await expect(form).toBeHidden();
  await expectNoErrorToast(page);

  const listed = await request.get(
    `/api/appointments?from=${dayAt(0, 0).slice(0, 10)}&to=${dayAt(80, 0).slice(0, 10)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(listed.status(), await listed.text()).toBe(200);
  const series = ((await listed.json()) as { clientName: string; seriesId?: string }[]).filter(
    (a) => a.clientName === 'Maria Santos',
  );
  expect(series).toHaveLength(9);
  expect(new Set(series.map((a) => a.seriesId)).size).toBe(1);

  // The second week's occurrence, from its details: 'Remover' asks which, 'Este e os seguintes'.
  await viewButton(page, 'Dia').click();
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: 'Próximo' }).click();
  await entry(page, '10:00 – 11:00, Maria Santos').click();
  await page
    .getByRole('dialog', { name: 'Maria Santos' })
    .getByRole('button', { name: 'Remover' })
    .click();
  const remove = page.getByRole('alertdialog', { name: 'Remover agendamento da série?' });
  await expect(remove.getByRole('radio', { name: 'Somente este' })).toBeChecked();
  await remove.getByRole('radio', { name: 'Este e os seguintes' }).check();
  await expectDialogAccessibleInBothThemes(page);
  await remove.getByRole('button', { name: 'Remover' }).click();
  await seeToast(page, 'Agendamentos removidos');
  await expect(entry(page, '10:00 – 11:00, Maria Santos')).toHaveCount(0);
  const left = await request.get(
    `/api/appointments?from=${dayAt(0, 0).slice(0, 10)}&to=${dayAt(80, 0).slice(0, 10)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const kept = ((await left.json()) as { clientName: string }[]).filter(
    (a) => a.clientName === 'Maria Santos',
  );
  expect(kept).toHaveLength(1);
});
