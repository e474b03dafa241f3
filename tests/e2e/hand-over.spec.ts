// Issue 35, 'Desativar e transferir': the admin turns a lawyer's account off from the
// professionals' menu and hands their future appointments to a colleague; the one the colleague
// cannot take (already busy then) is named and stays.
import { expectDialogAccessibleInBothThemes } from './a11y.ts';
import { bearerOf, book, dayAt, openEveryDay, typedDate } from './agenda-fixtures.ts';
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

test('the admin deactivates a lawyer and transfers their future appointments to a colleague, with the clash named', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const clara = await createProfessional(request, admin, 'Clara Reis');
  await openEveryDay(request, await bearerOf(request, clara));
  await book(request, admin.token, {
    clientName: 'Rita Lopes',
    startTime: dayAt(3, 10),
    userId: bruno.userId,
  });
  await book(request, admin.token, {
    clientName: 'Caio Prado',
    startTime: dayAt(4, 10),
    userId: bruno.userId,
  });
  await book(request, admin.token, {
    clientName: 'Pedro Ocupado',
    startTime: dayAt(4, 10),
    userId: clara.userId,
  });
  await logInAs(page, admin, /\/admin$/);

  const row = page.getByRole('row').filter({ hasText: 'Bruno Lima' });
  const menu = row.getByRole('button', { name: 'Gerenciar Bruno Lima' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Desativar Bruno Lima?' });
  await expect(ask).toContainText('sai de todas as sessões, não consegue mais entrar');
  await ask.getByRole('button', { name: 'Desativar' }).click();
  await seeToast(page, 'Conta desativada');
  await expect(row).toContainText('Inativo');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Transferir agendamentos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transferir agendamentos de Bruno Lima' });
  await pickOption(dialog.getByLabel('Transferir para'), 'Clara Reis');
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  const moving = dialog.getByRole('region', { name: 'Serão transferidos' });
  await expect(moving).toContainText(`Vão para Clara Reis (1)${typedDate(3)} 10:00Rita Lopes`);
  const clashes = dialog.getByRole('region', { name: 'Conflitos' });
  await expect(clashes).toContainText(`Ficam com Bruno Lima por conflito (1)${typedDate(4)} 10:00`);
  await expect(clashes).toContainText('Caio Prado');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(dialog, 'transfer-appointments-preview');

  await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
  await seeToast(page, 'Agendamentos transferidos');
  await expect(dialog.getByRole('region', { name: 'Transferidos' })).toContainText('Rita Lopes');
  await expect(dialog.getByRole('region', { name: 'Conflitos' })).toContainText('Caio Prado');
  await keepScreenshots(dialog, 'transfer-appointments-done');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the transfer dialog on a phone');
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();
  await expectNoErrorToast(page);

  // Caio stays with Bruno; Rita is Clara's now.
  const left = await request.get(`/api/admin/users/${bruno.userId}/future-appointments`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(await left.json()).toEqual({ count: 1 });

  // His personal link is closed, and says so.
  const team = await request.get('/api/admin/users', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const slug = (await team.json()).find((user: { id: string }) => user.id === bruno.userId)
    .bookingSlug as string;
  await page.goto(`/book/personal/${slug}`);
  await expect(page.getByRole('heading', { name: 'Agenda indisponível' })).toBeVisible();
  await expect(page.getByText('Este profissional não está recebendo agendamentos')).toBeVisible();
  await keepScreenshots(page.locator('main'), 'professional-inactive-link');
});
