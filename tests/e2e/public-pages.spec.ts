// The public screens fit a phone, the landing invites to sign up and the 404 screen leads home
// (issue 19, "First-day quality").
import { expectAccessibleInBothThemes } from './a11y.ts';
import {
  bookingSlugOf,
  openEveryDay,
  professionalToken,
  zonedDate,
  ZONE,
} from './booking-fixtures.ts';
import { createAdmin, createProfessional, expect, test, uniqueEmail } from './fixtures.ts';
import { waitForEmail } from './mailbox.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { mailboxURL } from './playwright.config.ts';
import { keepScreenshots } from './screenshots.ts';
import { zonedInstant } from '@core/scheduling/local-date.ts';
import { minutesOfDay } from '@core/time-of-day.ts';

for (const width of [360, 390]) {
  test(`no public page scrolls sideways on a ${width} px phone`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    const admin = await createAdmin(request);
    const pro = await createProfessional(request, admin);
    const token = await professionalToken(request, pro);
    await openEveryDay(request, token);
    const slug = await bookingSlugOf(request, token);
    const clientEmail = uniqueEmail('cliente');
    const day = zonedDate(2);
    const booked = await request.post('/api/appointments/public', {
      data: {
        professionalId: pro.userId,
        clientName: 'Mariana Alves',
        clientEmail,
        clientPhone: null,
        notes: null,
        productId: null,
        startTime: new Date(zonedInstant(day, minutesOfDay('10:00'), ZONE)!).toISOString(),
      },
    });
    expect(booked.status()).toBe(201);
    const email = await waitForEmail(request, mailboxURL, clientEmail, 'Agendamento confirmado');
    const manageLink = /\/agendamento\/[0-9a-f]{64}/.exec(email.text)![0];

    const pages: Array<[path: string, heading: string | RegExp]> = [
      ['/', 'Sua agenda organizada, seus clientes bem atendidos'],
      ['/login', /Entrar/],
      ['/register', /Criar Conta/i],
      ['/esqueci-senha', 'Esqueci minha senha'],
      ['/redefinir-senha?token=nenhum', 'Redefinir senha'],
      [`/book/personal/${slug}`, /Bruno Lima|Agend/],
      [`/book/shared/${admin.userId}`, /Agend/],
      [`/book/${slug}`, /Agend/],
      [manageLink, 'Seu agendamento'],
      ['/nao-existe', '404 Page Not Found'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });
}

test('the landing page’s hero invites to create an account', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section').first();
  await keepScreenshots(hero, 'landing-hero');
  await hero.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the not-found screen keeps its text and leads back home', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('body'), 'not-found');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Criar conta' })).toBeVisible();
});
