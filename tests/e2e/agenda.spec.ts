import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  book,
  bearerOf,
  dayAt,
  dragOntoHalf,
  entry,
  fillNewAppointment,
  freezeClockAt,
  freshContext,
  hourSlot,
  officeWithBusyBruno,
  openEveryDay,
  todayAt,
  todayInToasts,
  typedDate,
  viewButton,
} from './agenda-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  seeToast,
  test,
  toast,
} from './fixtures.ts';

test('an admin creates, drags, edits and removes an appointment on the shared agenda', async ({
  page,
  request,
}) => {
  const { admin } = await officeWithBusyBruno(request, todayAt(15));
  // Early in the day for the browser: 10:00 and 13:00 are still ahead, whenever this runs.
  await freezeClockAt(page, todayAt(7));
  await logInAs(page, admin, /\/admin$/);

  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();
  await seeToast(page, 'Preencha todos os campos obrigatórios.');

  await fillNewAppointment(page, form, {
    professional: 'Bruno Lima',
    client: 'Maria Teste',
    email: 'maria@example.com',
    time: '10:00',
  });
  await form.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(form.getByLabel('Telefone')).toHaveValue('+55(11) 98765-4321');
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();
  // Bruno has no working hours yet: the form asks first, as a drag does.
  const question = page.getByRole('alertdialog', { name: 'Confirmar horário' });
  await expect(question).toContainText('Fica fora do horário de atendimento de Bruno Lima.');
  await question.getByRole('button', { name: 'Criar Agendamento' }).click();
  await seeToast(page, 'Agendamento criado com sucesso.');
  await expect(form).toBeHidden();

  const created = entry(page, '10:00 – 11:00, Maria Teste, Bruno Lima');
  await expect(created).toBeVisible();
  // Bruno has no working hours yet: the move is asked about first.
  await dragOntoHalf(created, hourSlot(page, '13:00'), ':00');
  await expect(question).toContainText('Fica fora do horário de atendimento de Bruno Lima.');
  await question.getByRole('button', { name: 'Mover' }).click();
  await seeToast(page, `Agendamento movido para ${todayInToasts()} às 13:00`);
  const moved = entry(page, '13:00 – 14:00, Maria Teste, Bruno Lima');
  await expect(moved).toBeVisible();
  await expect(created).toHaveCount(0);

  // Bruno takes one client at a time outside his hours: the server refuses, the entry goes back.
  await dragOntoHalf(moved, hourSlot(page, '15:00'), ':00');
  await question.getByRole('button', { name: 'Mover' }).click();
  await expect(toast(page, 'Erro ao mover')).toContainText(
    'O profissional já está ocupado neste horário.',
  );
  await seeToast(page, 'Erro ao mover');
  await expect(moved).toBeVisible();

  await moved.click();
  const details = page.getByRole('dialog', { name: 'Maria Teste' });
  await expect(details).toContainText('+55(11) 98765-4321');
  // Without any WhatsApp API: a click-to-chat link with the reminder already written.
  await expect(details.getByRole('link', { name: 'Enviar mensagem no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%2C%20Maria!%20Lembrete%3A%20seu%20hor%C3%A1rio%20com%20Bruno%20Lima/,
  );
  await details.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Agendamento' });
  await edit.getByLabel('Nome do cliente').fill('Maria Souza');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'As informações do agendamento foram atualizadas com sucesso.');
  const renamed = entry(page, '13:00 – 14:00, Maria Souza, Bruno Lima');
  await expect(renamed).toBeVisible();

  await renamed.click();
  await page
    .getByRole('dialog', { name: 'Maria Souza' })
    .getByRole('button', { name: 'Remover' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover agendamento?' });
  await expect(confirm).toContainText('Maria Souza');
  await expect(confirm).toContainText('Google Calendar');
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await seeToast(page, 'O agendamento foi removido completamente do sistema.');
  await expect(renamed).toHaveCount(0);
});

test('a full time is refused with the nearest free times, and one of them books', async ({
  page,
  request,
}) => {
  const { admin, bruno } = await officeWithBusyBruno(request, dayAt(1, 10));
  await openEveryDay(request, await bearerOf(request, bruno));
  await logInAs(page, admin, /\/admin$/);

  await page.getByRole('button', { name: 'Criar Agendamento' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await fillNewAppointment(page, form, {
    professional: 'Bruno Lima',
    client: 'Rita Lopes',
    email: 'rita@example.com',
    date: typedDate(1),
    time: '10:00',
  });
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();
  await expect(toast(page, 'Erro ao criar agendamento.')).toContainText(
    'O profissional já está ocupado neste horário.',
  );
  await seeToast(page, 'Erro ao criar agendamento.');

  const suggestions = form.getByRole('group', { name: 'Horários sugeridos' }).getByRole('button');
  await expect(suggestions.first()).toBeVisible();
  await suggestions.first().click();
  await expect(form.getByLabel('Horário')).not.toHaveValue('10:00');
  await form.getByRole('button', { name: 'Criar Agendamento' }).click();
  await seeToast(page, 'Agendamento criado com sucesso.');
});

test('a professional switches views and recolours an appointment for every browser', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  await book(request, await bearerOf(request, pro), {
    clientName: 'Carla Verde',
    startTime: todayAt(10),
  });
  await logInAs(page, pro, /\/dashboard$/);

  const appointment = entry(page, '10:00 – 11:00, Carla Verde');
  await expect(page.getByRole('heading', { name: 'Visualização Semanal' })).toBeVisible();
  await expect(appointment).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await viewButton(page, 'Mês').click();
  await expect(viewButton(page, 'Mês')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Dom', { exact: true })).toBeVisible();
  await expect(appointment).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await viewButton(page, 'Dia').click();
  await expect(hourSlot(page, '07:00')).toBeVisible();
  await expect(appointment).toBeVisible();
  await viewButton(page, 'Semana').click();
  await expect(page.getByText(/^Semana de \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  await appointment.click({ button: 'right' });
  await page
    .getByRole('menu', { name: 'Cor do agendamento' })
    .getByRole('menuitem', { name: 'Verde' })
    .click();
  await seeToast(page, 'Cor atualizada!');
  const green = 'rgb(11, 128, 67)';
  await expect(appointment).toHaveCSS('border-left-color', green);

  // Stored on the server: a fresh browser, logged in again, shows the same colour.
  const elsewhere = await freshContext(browser, baseURL);
  const other = await elsewhere.newPage();
  await logInAs(other, pro, /\/dashboard$/);
  await expect(entry(other, '10:00 – 11:00, Carla Verde')).toHaveCSS('border-left-color', green);
  await elsewhere.close();
});

test('the admin dashboard shows a booking made elsewhere without reloading', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const watcher = await freshContext(browser, baseURL);
  const page = await watcher.newPage();
  await logInAs(page, admin, /\/admin$/);
  const today = page
    .getByRole('listitem')
    .filter({ hasText: 'Agendamentos Hoje' })
    .getByText(/^\d+$/);
  await expect(today).toHaveText('0');
  await expect(page.getByText('Nenhum agendamento para hoje.')).toBeVisible();

  await book(request, admin.token, {
    clientName: 'Cliente Ao Vivo',
    startTime: todayAt(9),
    userId: pro.userId,
  });

  // Well within the 30 s refresh: the event stream brought it.
  await expect(entry(page, '09:00 – 10:00, Cliente Ao Vivo, Bruno Lima')).toBeVisible({
    timeout: 5_000,
  });
  await expect(today).toHaveText('1');

  // The full-screen agenda's month view is a real one.
  await page.getByRole('button', { name: 'Tela cheia' }).click();
  const overlay = page.getByRole('dialog', { name: 'Agenda Compartilhada' });
  await viewButton(overlay, 'Mês').click();
  await expect(overlay.getByText('Sáb', { exact: true })).toBeVisible();
  await expect(entry(page, '09:00 – 10:00, Cliente Ao Vivo, Bruno Lima')).toBeVisible();
  await watcher.close();
});
