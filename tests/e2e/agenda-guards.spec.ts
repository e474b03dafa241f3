// Issue 19, point 6: guard rails on moves and staff bookings. A drop keeps the half hour it lands
// on; the past and after-hours are asked about first (naming the day) and 'Cancelar' changes
// nothing; the server's refusal puts the entry back; the form marks each field in trouble and
// shows a busy professional instead of hiding them.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothThemes } from './a11y.ts';
import {
  bearerOf,
  book,
  daySlot,
  dragOntoHalf,
  entry,
  fillNewAppointment,
  freezeClockAt,
  openEveryDay,
  viewButton,
} from './agenda-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
  toast,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

/** The browser's 'now' in these journeys: Wednesday 25/11/2026, noon in São Paulo. */
const NOW = '2026-11-25T12:00:00-03:00';
/** A São Paulo wall-clock time of that week, as the API takes it. */
const at = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00-03:00`).toISOString();

/**
 * Its admin signed in on Wednesday noon, in an office where Bruno works 08:00–20:00 every day and
 * has Carla at 10:30 and Pedro at 16:00 on Thursday, when Clara is held 09:30–11:30.
 */
async function signInToTheWeek(page: Page, request: APIRequestContext) {
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const clara = await createProfessional(request, admin, 'Clara Reis');
  await openEveryDay(request, await bearerOf(request, bruno));
  const forBruno = { userId: bruno.userId };
  await book(request, admin.token, {
    ...forBruno,
    clientName: 'Carla Meia',
    startTime: at(26, '10:30'),
  });
  await book(request, admin.token, {
    ...forBruno,
    clientName: 'Pedro Ocupado',
    startTime: at(26, '16:00'),
  });
  await book(request, admin.token, {
    userId: clara.userId,
    clientName: 'Longo Atendimento',
    startTime: at(26, '09:30'),
    duration: 120,
  });
  await freezeClockAt(page, NOW);
  await logInAs(page, admin, /\/admin$/);
}

test('a dragged appointment keeps its half hour, and the past or after-hours ask first', async ({
  page,
  request,
}) => {
  await signInToTheWeek(page, request);
  // Tall enough for the whole week's grid: an entry and where it goes are on screen together.
  await page.setViewportSize({ width: 1280, height: 900 });
  await viewButton(page, 'Semana').click();
  const friday = 'sexta-feira, 27 de novembro';
  const saved: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/api/appointments/'))
      saved.push(sent.url());
  });

  // 10:30 dropped on the lower half of Friday 14:00: it starts at 14:30, no half hour lost.
  const carla = entry(page, '10:30 – 11:30, Carla Meia, Bruno Lima');
  await dragOntoHalf(carla, daySlot(page, friday, '14:00'), ':30');
  await seeToast(page, 'Agendamento movido para sexta-feira, 27/11 às 14:30');
  const afternoon = entry(page, '14:30 – 15:30, Carla Meia, Bruno Lima');
  await expect(afternoon).toBeVisible();
  await expect(carla).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoErrorToast(page);

  // Last Sunday 09:00 has passed: asked first, naming the day; 'Cancelar' leaves it on Friday.
  await dragOntoHalf(afternoon, daySlot(page, 'domingo, 22 de novembro', '09:00'), ':00');
  const question = page.getByRole('alertdialog', { name: 'Confirmar horário' });
  await expect(question).toContainText(
    'Mover para domingo, 22/11/2026 às 09:00? Este horário já passou.',
  );
  await expectAccessible(page, 'the move question');
  await keepScreenshots(question, 'agenda-guards-move-past');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(afternoon).toBeVisible();
  expect(saved, 'a cancelled move is never sent').toHaveLength(1);
  await expect(toast(page, 'Agendamento movido')).toHaveCount(0);

  // 19:30–20:30 overruns Bruno's 08:00–20:00: asked, then moved when confirmed.
  await dragOntoHalf(afternoon, daySlot(page, friday, '19:00'), ':30');
  await expect(question).toContainText(
    'Mover para sexta-feira, 27/11/2026 às 19:30? Fica fora do horário de atendimento de Bruno Lima.',
  );
  await question.getByRole('button', { name: 'Mover' }).click();
  await seeToast(page, 'Agendamento movido para sexta-feira, 27/11 às 19:30');
  const evening = entry(page, '19:30 – 20:30, Carla Meia, Bruno Lima');
  await expect(evening).toBeVisible();
  await expectNoErrorToast(page);

  // The server stays the truth: Bruno is full on Thursday 16:30, the entry goes back.
  await dragOntoHalf(evening, daySlot(page, 'quinta-feira, 26 de novembro', '16:00'), ':30');
  await expect(toast(page, 'Erro ao mover')).toContainText(
    'O profissional já está ocupado neste horário.',
  );
  await seeToast(page, 'Erro ao mover');
  await expect(evening).toBeVisible();
  await expectAccessibleInBothThemes(page);

  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(evening).toBeAttached();
    await expectNoSidewaysScroll(page, `the agenda at ${width} px`);
  }
});

test('the staff form marks each field, shows a busy professional and asks before the past', async ({
  page,
  request,
}) => {
  await signInToTheWeek(page, request);

  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  const create = form.getByRole('button', { name: 'Criar Agendamento' });
  const date = form.getByLabel('Data');
  const time = form.getByLabel('Horário');
  await fillNewAppointment(page, form, {
    professional: 'Bruno Lima',
    client: 'Rita Lopes',
    email: 'rita@example.com',
    time: '10:00',
  });

  // An empty date: that field says so, tied to it; the time is fine and left alone.
  await date.fill('');
  await create.click();
  await seeToast(page, 'Por favor, selecione uma data e hora');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('Informe a data.');
  await expect(date).toBeFocused();
  await expect(time).not.toHaveAttribute('aria-invalid');
  await expectAccessible(page, 'the form with a field marked');
  await keepScreenshots(form, 'agenda-guards-form-date-missing');

  // A day that does not exist and an impossible hour: each field has its own sentence.
  await date.fill('31022026');
  await time.fill('2500');
  await create.click();
  await expect(date).toHaveAccessibleDescription('Data inválida. Use o formato DD/MM/AAAA.');
  await expect(time).toHaveAccessibleDescription(
    'Horário inválido. Use o formato HH:MM, de 00:00 a 23:59.',
  );
  await expectNoErrorToast(page);

  // Thursday 10:00: Clara is held by a long appointment, listed and marked, not missing.
  await date.fill('26112026');
  await time.fill('1000');
  await form.getByRole('combobox', { name: 'Profissional' }).click();
  const busyClara = page.getByRole('option', { name: 'Clara Reis · Ocupado neste horário' });
  await expect(busyClara).toBeVisible();
  await expect(busyClara).toBeDisabled();
  await expect(page.getByRole('option', { name: 'Bruno Lima', exact: true })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(busyClara).toBeHidden();
  await expect(form).toBeVisible();

  // Yesterday 10:00 has passed: asked first; 'Cancelar' keeps the form, nothing is created.
  await date.fill('24112026');
  await create.click();
  const question = page.getByRole('alertdialog', { name: 'Confirmar horário' });
  await expect(question).toContainText(
    'Criar o agendamento para terça-feira, 24/11/2026 às 10:00? Este horário já passou.',
  );
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(form).toBeVisible();
  await expect(toast(page, 'Agendamento criado com sucesso.')).toHaveCount(0);

  await create.click();
  await question.getByRole('button', { name: 'Criar Agendamento' }).click();
  await seeToast(page, 'Agendamento criado com sucesso.');
  await expect(form).toBeHidden();
  await expectNoErrorToast(page);
});
