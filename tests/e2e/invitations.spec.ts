import { expectAccessibleInBothThemes, expectDialogAccessibleInBothThemes } from './a11y.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { waitForEmail } from './mailbox.ts';
import { mailboxURL } from './playwright.config.ts';
import { cardTitled, keepScreenshots } from './screenshots.ts';
import {
  createAdmin,
  expect,
  expectNoErrorToast,
  logInAs,
  pickOption,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('the admin invites a lawyer from the team card; the lawyer sets a password from the e-mail and lands on the dashboard', async ({
  page,
  browser,
  request,
}) => {
  const admin = await createAdmin(request, 'Ana Souza', 'Souza & Mendes Advocacia');
  const lawyerEmail = uniqueEmail('carla');

  await logInAs(page, admin, /\/admin$/);
  await cardTitled(page, 'Profissionais').getByRole('button', { name: 'Convidar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar para a equipe' });
  await dialog.getByLabel('Nome').click();
  await page.keyboard.type('Carla Mendes');
  await dialog.getByLabel('E-mail').click();
  await page.keyboard.type(lawyerEmail);
  await pickOption(dialog.getByLabel('Papel'), 'Profissional');
  await dialog.getByLabel('Especialidade').click();
  await page.keyboard.type('Direito do Trabalho');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(dialog, 'invitation-dialog');
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await seeToast(page, 'Convite enviado');
  await expect(dialog).toBeHidden();

  const invitations = cardTitled(page, 'Convites');
  const row = invitations.getByRole('listitem').filter({ hasText: 'Carla Mendes' });
  await expect(row.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(row).toContainText(/Enviado em \d{2}\/\d{2}\/\d{4}/);
  await expect(row).toContainText(/Vale até \d{2}\/\d{2}\/\d{4}/);
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(invitations, 'invitation-list-pending');

  // The invitation arrives through the outbox, as every e-mail does.
  const mail = await waitForEmail(request, mailboxURL, lawyerEmail, 'Convite para a equipe');
  expect(mail.text).toContain('O link vale por 7 dias e pode ser usado uma única vez.');
  const link = /\/aceitar-convite\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the invitation link in the e-mail').toBeTruthy();

  // The lawyer opens it on a phone, in a browser of her own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const lawyer = await phone.newPage();
  await lawyer.goto(link!);
  await expect(lawyer.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  await expect(lawyer.getByText('Souza & Mendes Advocacia convidou você')).toBeVisible();
  await expect(lawyer.getByLabel('E-mail')).toHaveValue(lawyerEmail);
  await expectNoSidewaysScroll(lawyer, 'the accept page');
  await expectAccessibleInBothThemes(lawyer);
  await keepScreenshots(lawyer.locator('body'), 'invitation-accept');
  await lawyer.getByLabel('Senha', { exact: true }).click();
  await lawyer.keyboard.type('Cafe-com-Leite-42');
  await lawyer.getByLabel('Confirmar senha').click();
  await lawyer.keyboard.type('Cafe-com-Leite-42');
  await lawyer.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(lawyer).toHaveURL(/\/dashboard$/);
  await seeToast(lawyer, 'Bem-vindo(a) ao Agendei!');
  await expect(lawyer.getByRole('heading', { name: 'Minha Agenda', level: 1 })).toBeVisible();
  await expectNoErrorToast(lawyer);

  // The link worked once: opened again, it says so plainly.
  await lawyer.goto(link!);
  await expect(lawyer.getByRole('alert')).toContainText('Este convite não vale mais');
  await keepScreenshots(lawyer.locator('body'), 'invitation-accept-used');
  await phone.close();

  await page.reload();
  await expect(row.getByText('Aceito', { exact: true })).toBeVisible();
  await expect(row).toContainText(/Aceito em \d{2}\/\d{2}\/\d{4}/);
  await keepScreenshots(invitations, 'invitation-list-accepted');
  await expect(
    cardTitled(page, 'Profissionais').getByRole('cell', { name: 'Carla Mendes', exact: true }),
  ).toBeVisible();
  await expectNoErrorToast(page);
});
