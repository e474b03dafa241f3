// Issue 32, point 15: 'Remover' asked 'Tem certeza…?' and then failed on a professional with
// appointments ahead. It now tells of them first and offers 'Desativar' instead.
import { expectDialogAccessibleInBothThemes } from './a11y.ts';
import { bearerOf, book, dayAt } from './agenda-fixtures.ts';
import {
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

test("'Remover' tells of a professional's future appointments and offers 'Desativar' instead", async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  await createProfessional(request, admin, 'Clara Reis');
  const token = await bearerOf(request, bruno);
  await book(request, token, { clientName: 'Rita Lopes', startTime: dayAt(3, 10) });
  await book(request, token, { clientName: 'Caio Prado', startTime: dayAt(4, 10) });
  await logInAs(page, admin, /\/admin$/);

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await row('Bruno Lima').getByRole('button', { name: 'Remover Bruno Lima' }).click();
  const told = page.getByRole('alertdialog', { name: 'Bruno Lima tem agendamentos futuros' });
  await expect(told).toContainText(
    'Não é possível remover Bruno Lima enquanto houver 2 agendamentos futuros. Você pode desativar a conta: Bruno Lima perde o acesso e deixa de receber agendamentos pelos links, e os agendamentos já marcados continuam na agenda.',
  );
  await expect(told.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(told, 'remove-professional-future');
  await told.getByRole('button', { name: 'Desativar' }).click();
  await seeToast(page, 'Conta desativada');
  await expect(row('Bruno Lima')).toContainText('Inativo');
  await expectNoErrorToast(page);

  // His appointments stay on the agenda.
  const left = await request.get(`/api/admin/users/${bruno.userId}/future-appointments`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(await left.json()).toEqual({ count: 2 });

  // Already inactive: nothing to offer but the way to remove him later.
  await row('Bruno Lima').getByRole('button', { name: 'Remover Bruno Lima' }).click();
  await expect(told).toContainText('e a conta já está desativada');
  await told.getByRole('button', { name: 'Fechar' }).click();
  await expect(told).toBeHidden();

  // Without appointments ahead, 'Remover' removes, as before.
  await row('Clara Reis').getByRole('button', { name: 'Remover Clara Reis' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Tem certeza que deseja remover este usuário?',
  });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await seeToast(page, 'O usuário foi removido com sucesso.');
  await expect(row('Clara Reis')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await row('Bruno Lima').getByRole('button', { name: 'Remover Bruno Lima' }).click();
  await expect(told).toBeVisible();
  await expectNoSidewaysScroll(page, 'the removal question on a phone');
});
