import type { Page } from '@playwright/test';
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
  test,
  uniqueEmail,
} from './fixtures.ts';

/** Books the first free time of a day through the public page and waits for the confirmation. */
async function bookFirstTime(page: Page, day: string, booked: string[]) {
  await pickDay(page, day);
  // The times this client booked before are gone from the list before another is chosen.
  for (const time of booked)
    await expect(timeButtons(page).filter({ hasText: new RegExp(`^${time}$`) })).toHaveCount(0);
  const first = timeButtons(page).first();
  const time = (await first.textContent())!.trim();
  await first.click();
  await page.getByLabel('Nome').fill('Mariana Alves');
  await page.getByLabel('E-mail').fill(uniqueEmail('cliente'));
  await page
    .getByRole('complementary', { name: 'Resumo do agendamento' })
    .getByRole('button', { name: 'Confirmar agendamento' })
    .click();
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  // The live update that removes the client's own new time arrives around now: give it a moment.
  await page.waitForTimeout(1_000);
  await expectNoErrorToast(page);
  booked.push(time);
}

for (const device of [
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true } },
  { name: 'on a desktop', use: { viewport: { width: 1280, height: 800 } } },
]) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('three bookings in a row show no error toast over the confirmation', async ({
      page,
      request,
    }) => {
      const admin = await createAdmin(request);
      const pro = await createProfessional(request, admin);
      const token = await professionalToken(request, pro);
      await openEveryDay(request, token);
      await page.goto(`/book/personal/${await bookingSlugOf(request, token)}`);

      const day = zonedDate(1);
      const booked: string[] = [];
      for (let round = 0; round < 3; round++) {
        if (round > 0) await page.getByRole('button', { name: 'Agendar outro horário' }).click();
        await bookFirstTime(page, day, booked);
      }
      expect(booked).toHaveLength(3);
    });
  });
}
