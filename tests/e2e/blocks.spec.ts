// Issue 34, blocked time ('Bloqueio'): a professional blocks 14:00–16:00 for 'Audiência' from
// 'Novo Agendamento' on Minha Agenda, and a client can no longer book inside it; the block drags
// and moves like an appointment, and the admin's open shared agenda follows (decision 077).
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleInBothThemes, expectDialogAccessibleInBothThemes } from './a11y.ts';
import {
  bookingSlugOf,
  openEveryDay,
  pickDay,
  professionalToken,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { book, dragOntoHalf, freshContext, hourSlot, viewButton } from './agenda-fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

/** The ISO instant of a local time in São Paulo (UTC−3, no DST since 2019). */
const saoPaulo = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`).toISOString();
const typed = (date: string) => date.split('-').reverse().join('');

/** Types into a masked field as a person does: select what it holds, then key by key. */
async function typeInto(field: Locator, digits: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(digits);
}

async function showDay(page: Page, daysAhead: number) {
  await viewButton(page, 'Dia').click();
  for (let i = 0; i < daysAhead; i++) await page.getByRole('button', { name: 'Próximo' }).click();
}

test("a professional blocks 14:00–16:00 for 'Audiência' and a client cannot book 14:30", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Bruno Lima');
  const token = await professionalToken(request, pro);
  // Every 30 minutes from 08:00 to 20:00: 14:30 is a slot until the block takes it.
  await openEveryDay(request, token, {
    startTime: '08:00',
    endTime: '20:00',
    appointmentDuration: 30,
  });
  // No interval between appointments: the times next to the block stay bookable.
  const profile = await request.patch('/api/user/profile', {
    data: { bufferTime: 0 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const slug = await bookingSlugOf(request, token);
  const date = zonedDate(2);

  await logInAs(page, pro, /\/dashboard$/);
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('radio', { name: 'Bloqueio' }).click();
  await expect(form.getByRole('radio', { name: 'Bloqueio' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Only what a block needs: no client.
  await expect(form.getByLabel('Nome do cliente')).toHaveCount(0);
  // Nothing typed yet: the title is asked for.
  await form.getByLabel('Título').click();
  await form.getByRole('button', { name: 'Criar bloqueio' }).click();
  await expect(form.getByText('Título é obrigatório')).toBeVisible();

  await form.getByLabel('Título').pressSequentially('Audiência');
  await form.getByLabel('Observações (opcional)').pressSequentially('Fórum João Mendes');
  await typeInto(form.getByLabel('Data'), typed(date));
  await typeInto(form.getByLabel('Início'), '1400');
  await typeInto(form.getByLabel('Término'), '1600');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(form, 'block-dialog');
  await form.getByRole('button', { name: 'Criar bloqueio' }).click();
  await seeToast(page, 'Bloqueio criado.');
  await expect(form).toBeHidden();
  await expectNoErrorToast(page);

  // On the agenda: hatched, with a lock and its title, on the day and in the week.
  await showDay(page, 2);
  const block = page.getByRole('button', { name: 'Bloqueio, Audiência, 14:00 – 16:00' });
  await expect(block).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('main'), 'block-agenda-day');
  await viewButton(page, 'Semana').click();
  await expect(block).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, 'agenda with a block');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The client's page: 14:00 to 15:30 are gone, 13:30 and 16:00 remain.
  const client = await page.context().newPage();
  await client.goto(`/book/personal/${slug}`);
  await pickDay(client, date);
  await expect(timeButtons(client).filter({ hasText: '13:30' })).toHaveCount(1);
  await expect(timeButtons(client).filter({ hasText: '16:00' })).toHaveCount(1);
  for (const time of ['14:00', '14:30', '15:00', '15:30'])
    await expect(timeButtons(client).filter({ hasText: time })).toHaveCount(0);
  await client.close();
  // Asked directly, 14:30 is refused, with free times suggested.
  const refused = await request.post('/api/appointments/public', {
    data: {
      professionalId: pro.userId,
      clientName: 'Mariana Alves',
      clientEmail: uniqueEmail('cliente'),
      startTime: saoPaulo(date, '14:30'),
    },
  });
  expect([400, 409]).toContain(refused.status());
  expect((await refused.json()).suggestions.length).toBeGreaterThan(0);

  // The admin's shared agenda, open meanwhile in another browser, follows every move live.
  const office = await freshContext(browser, baseURL);
  const shared = await office.newPage();
  await logInAs(shared, admin, /\/admin$/);
  await showDay(shared, 2);
  await expect(
    shared.getByRole('button', { name: /^Bloqueio, Audiência, 14:00 – 16:00/ }),
  ).toBeVisible();

  // Dragged to 17:00 as an appointment is: it stays there after a reload.
  await viewButton(page, 'Dia').click();
  await dragOntoHalf(block, hourSlot(page, '17:00'), ':00');
  await seeToast(page, 'Bloqueio movido para');
  const dragged = page.getByRole('button', { name: 'Bloqueio, Audiência, 17:00 – 19:00' });
  await expect(dragged).toBeVisible();
  await page.reload();
  await showDay(page, 2);
  await expect(dragged).toBeVisible();

  // Dropped onto a client's appointment: refused with the server's words, and it goes back.
  await book(request, token, {
    clientName: 'Cliente Marcado',
    startTime: saoPaulo(date, '15:30'),
    duration: 30,
  });
  await expect(page.getByRole('button', { name: '15:30 – 16:00, Cliente Marcado' })).toBeVisible();
  await dragOntoHalf(dragged, hourSlot(page, '15:00'), ':00');
  await seeToast(page, 'O profissional tem agendamento neste horário.');
  await expect(dragged).toBeVisible();

  // 'Mover' in its details: a typed date and start, for keyboard and phone users.
  await dragged.click();
  await page
    .getByRole('dialog', { name: 'Audiência' })
    .getByRole('button', { name: 'Mover' })
    .click();
  const mover = page.getByRole('dialog', { name: 'Mover bloqueio' });
  await expect(mover.getByLabel('Nova data')).toHaveValue(date.split('-').reverse().join('/'));
  await typeInto(mover.getByLabel('Nova data'), typed(date));
  await typeInto(mover.getByLabel('Novo início'), '1000');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(mover, 'block-move-dialog');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, "the block's 'Mover' dialog");
  await page.setViewportSize({ width: 1280, height: 800 });
  await mover.getByRole('button', { name: 'Mover' }).click();
  await seeToast(page, 'Bloqueio movido para');
  await expect(mover).toBeHidden();
  const movedBlock = page.getByRole('button', { name: 'Bloqueio, Audiência, 10:00 – 12:00' });
  await expect(movedBlock).toBeVisible();
  await expect(
    shared.getByRole('button', { name: 'Bloqueio, Audiência, 10:00 – 12:00, Bruno Lima' }),
  ).toBeVisible({
    timeout: 5_000,
  });
  await office.close();

  // Deleting it, from its details, frees the time again.
  await movedBlock.click();
  const details = page.getByRole('dialog', { name: 'Audiência' });
  await expect(details).toContainText('Fórum João Mendes');
  await details.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir bloqueio?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await seeToast(page, 'Bloqueio excluído.');
  await expect(movedBlock).toHaveCount(0);
  const slots = await request.get(
    `/api/slots?professionalId=${pro.userId}&from=${date}&to=${date}`,
  );
  const times = (await slots.json()).slots.map((slot: { time: string }) => slot.time);
  expect(times).toContain('14:30');
});

test('the admin blocks two professionals at once from the shared agenda, each drawn on it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin(request);
  await createProfessional(request, admin, 'Bruno Lima');
  await createProfessional(request, admin, 'Carla Dias');
  const today = zonedDate(0);

  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('radio', { name: 'Bloqueio' }).click();
  await form.getByLabel('Título').pressSequentially('Reunião do escritório');
  await typeInto(form.getByLabel('Data'), typed(today));
  await typeInto(form.getByLabel('Início'), '1400');
  await typeInto(form.getByLabel('Término'), '1500');
  // Nobody chosen yet: the form says so and writes nothing.
  await form.getByRole('button', { name: 'Criar bloqueio' }).click();
  await expect(form.getByRole('alert')).toHaveText('Escolha ao menos um profissional');
  await form.getByRole('checkbox', { name: 'Bruno Lima' }).click();
  await form.getByRole('checkbox', { name: 'Carla Dias' }).click();
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(form, 'block-dialog-admin');
  await form.getByRole('button', { name: 'Criar bloqueio' }).click();
  await seeToast(page, '2 bloqueios criados.');
  await expectNoErrorToast(page);

  await viewButton(page, 'Dia').click();
  for (const name of ['Bruno Lima', 'Carla Dias'])
    await expect(
      page.getByRole('button', { name: `Bloqueio, Reunião do escritório, 14:00 – 15:00, ${name}` }),
    ).toBeVisible();
});
