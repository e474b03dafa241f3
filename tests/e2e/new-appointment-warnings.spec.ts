// Issue 32, point 15: 'Novo Agendamento' asked only about the past, while a drag on the agenda
// also asks about times outside the professional's hours. The form now asks the same questions
// as the drag, through the same warnings: outside the hours, in the lunch break between two
// windows, and on a holiday (which the drag now names too).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectDialogAccessibleInBothThemes } from './a11y.ts';
import {
  bearerOf,
  daySlot,
  dragOntoHalf,
  entry,
  fillNewAppointment,
  freezeClockAt,
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

/** The browser's 'now': Monday 21/12/2026, 09:00 in São Paulo; Friday 25/12 is Natal. */
const NOW = '2026-12-21T09:00:00-03:00';

/** Bruno works Monday to Friday, 08:00–12:00 and 13:00–18:00: lunch from 12:00 to 13:00. */
async function brunoWithLunch(request: APIRequestContext, token: string) {
  for (let dayOfWeek = 1; dayOfWeek <= 5; dayOfWeek++) {
    for (const [startTime, endTime] of [
      ['08:00', '12:00'],
      ['13:00', '18:00'],
    ]) {
      const response = await request.post('/api/availability', {
        data: { dayOfWeek, startTime, endTime },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  }
}

/** Types into a masked field as a person does: select what it holds, then key by key. */
async function typeInto(field: Locator, digits: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(digits);
}

async function officeWithBruno(page: Page, request: APIRequestContext) {
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  await brunoWithLunch(request, await bearerOf(request, bruno));
  await freezeClockAt(page, NOW);
  await logInAs(page, admin, /\/admin$/);
  return { admin, bruno };
}

test("'Novo Agendamento' asks, as a drag does, about out-of-hours, lunch-break and holiday times", async ({
  page,
  request,
}) => {
  await officeWithBruno(page, request);
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  const create = form.getByRole('button', { name: 'Criar Agendamento' });
  const date = form.getByLabel('Data');
  const time = form.getByLabel('Horário');
  const question = page.getByRole('alertdialog', { name: 'Confirmar horário' });
  await fillNewAppointment(page, form, {
    professional: 'Bruno Lima',
    client: 'Rita Lopes',
    email: 'rita@example.com',
    time: '10:00',
  });

  // Tuesday 12:30: Bruno's lunch break, between his two windows.
  await typeInto(date, '22122026');
  await typeInto(time, '1230');
  await create.click();
  await expect(question).toContainText(
    'Criar o agendamento para terça-feira, 22/12/2026 às 12:30? Fica fora do horário de atendimento de Bruno Lima.',
  );
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(question, 'new-appointment-lunch-question');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(form).toBeVisible();

  // Tuesday 19:00: after his hours.
  await typeInto(time, '1900');
  await create.click();
  await expect(question).toContainText(
    'Criar o agendamento para terça-feira, 22/12/2026 às 19:00? Fica fora do horário de atendimento de Bruno Lima.',
  );
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(toast(page, 'Agendamento criado com sucesso.')).toHaveCount(0);

  // Friday 10:00 is within his hours, but it is Natal: asked, then created when confirmed.
  await typeInto(date, '25122026');
  await typeInto(time, '1000');
  await create.click();
  await expect(question).toContainText(
    'Criar o agendamento para sexta-feira, 25/12/2026 às 10:00? É feriado (Natal).',
  );
  await keepScreenshots(question, 'new-appointment-holiday-question');
  await question.getByRole('button', { name: 'Criar Agendamento' }).click();
  await seeToast(page, 'Agendamento criado com sucesso.');
  await expect(form).toBeHidden();

  // Tuesday 10:00 is an ordinary working hour: nothing to ask.
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  await fillNewAppointment(page, form, {
    professional: 'Bruno Lima',
    client: 'Caio Prado',
    email: 'caio@example.com',
    time: '10:00',
  });
  await typeInto(date, '22122026');
  await create.click();
  await seeToast(page, 'Agendamento criado com sucesso.');
  await expect(question).toHaveCount(0);
  await expectNoErrorToast(page);

  // The drag asks the same about the holiday, naming it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await viewButton(page, 'Semana').click();
  const caio = entry(page, '10:00 – 11:00, Caio Prado, Bruno Lima');
  await dragOntoHalf(caio, daySlot(page, 'sexta-feira, 25 de dezembro', '14:00'), ':00');
  await expect(question).toContainText(
    'Mover para sexta-feira, 25/12/2026 às 14:00? É feriado (Natal).',
  );
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(caio).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  await expect(form).toBeVisible();
  await expectNoSidewaysScroll(page, 'the new appointment form on a phone');
});
