// SPEC §5/§8's remaining agenda texts, where SPEC places them: a form without date and time, a
// new time the server could not take, and the calendar when the appointments cannot be read.
import {
  book,
  entry,
  fillNewAppointment,
  freezeClockAt,
  officeWithBusyBruno,
  todayAt,
} from './agenda-fixtures.ts';
import { expect, logInAs, seeToast, test } from './fixtures.ts';

test('the agenda says what is missing and what failed, in pt-BR', async ({
  page,
  request,
  guard,
}) => {
  const { admin, bruno } = await officeWithBusyBruno(request, todayAt(15));
  // Early in the day for the browser: the new time is still ahead, whenever this runs.
  await freezeClockAt(page, todayAt(7));
  await logInAs(page, admin, /\/admin$/);

  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await fillNewAppointment(page, form, {
    professional: 'Bruno Lima',
    client: 'Sem Horário',
    email: 'sem.horario@example.com',
    time: '',
  });
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();
  await seeToast(page, 'Por favor, selecione uma data e hora');
  await expect(form.getByLabel('Horário')).toHaveAccessibleDescription('Informe o horário.');
  await page.keyboard.press('Escape');

  // The network drops while a new time is saved from the 'Mover' dialog.
  await book(request, admin.token, {
    clientName: 'Maria Mover',
    startTime: todayAt(10),
    userId: bruno.userId,
  });
  const booked = entry(page, '10:00 – 11:00, Maria Mover, Bruno Lima');
  await booked.click();
  await page
    .getByRole('dialog', { name: 'Maria Mover' })
    .getByRole('button', { name: 'Mover', exact: true })
    .click();
  const moving = page.getByRole('dialog', { name: 'Mover agendamento' });
  await moving
    .getByRole('group', { name: 'Novo horário' })
    .getByRole('button', { name: '12:00' })
    .click();
  await page.route('**/api/appointments/*', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
  );
  await moving.getByRole('button', { name: 'Mover', exact: true }).click();
  // Bruno has no working hours: asked first, then the save fails.
  await page
    .getByRole('alertdialog', { name: 'Confirmar horário' })
    .getByRole('button', { name: 'Mover' })
    .click();
  await seeToast(page, 'Não foi possível alterar o horário do agendamento.');
  await expect(booked).toBeVisible();

  // The appointments cannot be read: the calendar says so instead of showing an empty week.
  guard.allowServerError(/\/api\/appointments\?/);
  await page.route('**/api/appointments?*', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os agendamentos.' }),
  ).toBeVisible();
});
