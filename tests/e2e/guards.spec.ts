// The journey guard itself: it must see what a person would see go wrong, or every journey's
// silence proves nothing.
import { createAdmin, expect, logIn, test } from './fixtures.ts';

test('the journey guard sees a red toast, a console error, a page error and a 5xx', async ({
  page,
  request,
  guard,
}) => {
  const admin = await createAdmin(request);
  await logIn(page, { email: admin.email, password: 'senha-errada' });
  await expect(page.getByRole('region', { name: /Notificações/ })).toContainText('Erro no login');
  await page.evaluate(() => console.error('algo quebrou'));
  await page.evaluate(() => setTimeout(() => (undefined as unknown as () => void)()));
  await page.route('**/api/health', (route) => route.fulfill({ status: 500, body: '' }));
  await page.evaluate(() => fetch('/api/health'));

  await expect
    .poll(() => guard.report().length, { message: 'every kind of problem is seen' })
    .toBe(4);
  const report = guard.report().join('\n');
  expect(report).toContain('error toast: Erro no login');
  expect(report).toContain('console error: algo quebrou');
  expect(report).toMatch(/page error: .*not a function/);
  expect(report).toMatch(/500 from GET .*\/api\/health/);

  // A red toast the journey says it meant to provoke, and a 5xx it allowed, no longer count.
  guard.expectErrorToast('Erro no login');
  guard.allowServerError(/\/api\/health$/);
  await page.evaluate(() => fetch('/api/health'));
  expect(guard.takeReport()).toHaveLength(3);
  await page.evaluate(() => fetch('/api/health'));
  expect(guard.report()).toEqual([]);
});
