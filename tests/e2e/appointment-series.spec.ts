// Issue 34, recurring appointments by staff: a professional creates a 10-week series from
// 'Novo Agendamento' on Minha Agenda; one week is taken, the dialog names it, and it is skipped.
// Then 'Mover' with 'Este e os seguintes' asks about the one that would land on a day off.
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

test('staff create a 10-week series with one clash skipped, then move this and the following ones', async ({
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
  // The day after it is another day off: moving the series on by a day lands the sixth week there.
  const recess = dayAt(2 + 36, 12).slice(0, 10);
  const closedToo = await request.post('/api/user/date-overrides', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Recesso', startDate: recess, endDate: recess, startTime: null, endTime: null },
  });
  expect(closedToo.status(), await closedToo.text()).toBe(201);

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
  // How many: the day off, and any national holiday the ten weeks meet from the day this runs.
  await expect(asked).toContainText(/Criar a série\? \d+ ocorrências? pedem? atenção:/);
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

  const seriesOfMaria = async () => {
    const listed = await request.get(
      `/api/appointments?from=${dayAt(0, 0).slice(0, 10)}&to=${dayAt(80, 0).slice(0, 10)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(listed.status(), await listed.text()).toBe(200);
    type Listed = { clientName: string; seriesId?: string; startTime: string };
    return ((await listed.json()) as Listed[]).filter((a) => a.clientName === 'Maria Santos');
  };
  const seriesStarts = async () => (await seriesOfMaria()).map((a) => a.startTime).sort();
  const series = await seriesOfMaria();
  expect(series).toHaveLength(9);
  expect(new Set(series.map((a) => a.seriesId)).size).toBe(1);

  // The second week's occurrence, from its details: 'Mover' a day on, 'Este e os seguintes'.
  await viewButton(page, 'Dia').click();
  for (let i = 0; i < 9; i++) await page.getByRole('button', { name: 'Próximo' }).click();
  await entry(page, '10:00 – 11:00, Maria Santos').click();
  await page
    .getByRole('dialog', { name: 'Maria Santos' })
    .getByRole('button', { name: 'Mover', exact: true })
    .click();
  const moving = page.getByRole('dialog', { name: 'Mover agendamento' });
  await typeInto(moving.getByLabel('Data'), typedDate(10).replaceAll('/', ''));
  await moving
    .getByRole('group', { name: 'Novo horário' })
    .getByRole('button', { name: '10:00' })
    .click();
  await moving.getByRole('radio', { name: 'Este e os seguintes' }).check();
  const askMove = page.getByRole('alertdialog', { name: 'Confirmar horário' });
  // Named by its date; the first week, which stays, is not asked about.
  const recessAsked = `${typedDate(38)} 10:00: É dia sem atendimento (Recesso).`;
  // Answering no moves nothing; asked again, yes moves them all.
  await moving.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(askMove).toContainText('Mover este e os seguintes?');
  await expect(askMove).toContainText(recessAsked);
  await expect(askMove).not.toContainText(typedDate(2));
  await askMove.getByRole('button', { name: 'Cancelar' }).click();
  await expect(askMove).toBeHidden();
  expect(await seriesStarts()).toEqual([2, 9, 16, 30, 37, 44, 51, 58, 65].map((d) => dayAt(d, 10)));
  await moving.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(askMove).toContainText(recessAsked);
  await askMove.getByRole('button', { name: 'Mover', exact: true }).click();
  await seeToast(page, 'Agendamentos movidos');
  await expect(moving).toBeHidden();
  await expect(entry(page, '10:00 – 11:00, Maria Santos')).toHaveCount(0);
  await page.getByRole('button', { name: 'Próximo' }).click();
  // The first week stays; the others are each a day later.
  expect(await seriesStarts()).toEqual(
    [2, 10, 17, 31, 38, 45, 52, 59, 66].map((d) => dayAt(d, 10)),
  );

  // The moved occurrence, from its details: 'Remover' asks which, 'Este e os seguintes'.
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
  expect(await seriesStarts()).toEqual([dayAt(2, 10)]);
});
