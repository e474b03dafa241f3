import { bookingSlugOf, openEveryDay, professionalToken } from './booking-fixtures.ts';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { createAdmin, expect, logInAs, test, uniqueEmail } from './fixtures.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';

test('a new office sees no share of kept bookings before its first appointment', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await logInAs(page, admin, /\/admin$/);
  const stats = cardTitled(page, 'Estatísticas da Semana');
  // The week's share is of this week's bookings (issue 32, point 14): none yet, so no share.
  await expect(stats).toContainText('Não cancelados');
  await expect(stats).toContainText('Nenhum nesta semana');
  await expect(stats).not.toContainText('100%');
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(stats, 'first-day-week-stats');
});

test('an avatar shows the name’s initials, not the title, readable on purple', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const pro = { email: uniqueEmail('pro'), password: 'segredo123' };
  const created = await request.post('/api/admin/users', {
    data: { ...pro, name: 'Dr. João Carvalho', title: 'Advogado', color: '#ba4dfa' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(created.status()).toBe(201);
  const token = await professionalToken(request, pro);
  await openEveryDay(request, token);

  await page.goto(`/book/personal/${await bookingSlugOf(request, token)}`);
  const intro = page.locator('main').locator('span[aria-hidden="true"]', { hasText: /^JC$/ });
  await expect(intro).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agende com Dr. João Carvalho' })).toBeVisible();
  // axe's colour-contrast check in both themes covers the initials on Roxo (#ba4dfa).
  await expectAccessibleInBothThemes(page);
  const colors = await intro.evaluate((element) => getComputedStyle(element).color);
  expect(colors).toBe('rgb(0, 0, 0)');
  await keepScreenshots(page.locator('main > *').first(), 'first-day-avatar');
});
