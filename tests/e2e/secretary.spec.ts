// Issue 35 (decision 080): a secretary runs the lawyers' agendas without the office's integrations.
import { expectAccessible, expectAccessibleInBothThemes } from './a11y.ts';
import {
  book,
  entry,
  freezeClockAt,
  officeWithBusyBruno,
  todayAt,
  todayInToasts,
} from './agenda-fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { waitForEmail } from './mailbox.ts';
import { mailboxURL } from './playwright.config.ts';
import { keepScreenshots } from './screenshots.ts';
import { expect, logInAs, seeToast, test, uniqueEmail } from './fixtures.ts';

test("a secretary lands on the shared agenda, reschedules a lawyer's appointment and cannot reach Integrações IA", async ({
  page,
  request,
}) => {
  const { admin, bruno } = await officeWithBusyBruno(request, todayAt(15));
  await book(request, admin.token, {
    clientName: 'Maria Santos',
    startTime: todayAt(10),
    userId: bruno.userId,
  });

  // The admin invites her and she accepts through the API (the invitation journey covers the screens).
  const email = uniqueEmail('carla');
  const invited = await request.post('/api/admin/invitations', {
    data: { email, name: 'Carla Dias', role: 'secretary', title: '' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(invited.status(), await invited.text()).toBe(202);
  const mail = await waitForEmail(request, mailboxURL, email, 'Convite para a equipe');
  expect(mail.text).toContain('Secretária(o)');
  const token = /aceitar-convite\?token=([\w-]+)/.exec(mail.text)?.[1];
  const accepted = await request.post('/api/auth/invitation/accept', {
    data: { token, password: 'Cafe-com-Leite-42' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);

  await freezeClockAt(page, todayAt(7));
  await logInAs(
    page,
    { name: 'Carla Dias', email, password: 'Cafe-com-Leite-42', token: '', userId: '' },
    /\/admin$/,
  );
  await expect(page.getByRole('heading', { name: 'Agenda Compartilhada', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu lateral' });
  await expect(nav.getByRole('link', { name: /Agenda Compartilhada/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Configurações' })).toBeVisible();
  for (const forbidden of ['Integrações IA', 'Dashboard', 'Minha Agenda', 'Disponibilidade']) {
    await expect(nav.getByRole('link', { name: forbidden })).toHaveCount(0);
  }
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(page.locator('body'), 'secretary-agenda');

  // Bruno's 10:00 moves to 12:00 from the 'Mover' dialog.
  await entry(page, '10:00 – 11:00, Maria Santos, Bruno Lima').click();
  await page
    .getByRole('dialog', { name: 'Maria Santos' })
    .getByRole('button', { name: 'Mover', exact: true })
    .click();
  const moving = page.getByRole('dialog', { name: 'Mover agendamento' });
  await moving
    .getByRole('group', { name: 'Novo horário' })
    .getByRole('button', { name: '12:00' })
    .click();
  await moving.getByRole('button', { name: 'Mover', exact: true }).click();
  // Bruno has no working hours: she is asked first, as the admin would be.
  await page
    .getByRole('alertdialog', { name: 'Confirmar horário' })
    .getByRole('button', { name: 'Mover' })
    .click();
  await seeToast(page, `Agendamento movido para ${todayInToasts()} às 12:00`);
  await expect(entry(page, '12:00 – 13:00, Maria Santos, Bruno Lima')).toBeVisible();

  // Typing the address of Integrações IA shows the not-found screen, never the tokens.
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Integrações IA' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
    'href',
    '/admin',
  );

  // On a 360 px phone the menu holds the same few screens.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Menu lateral' });
  await expect(drawer.getByRole('link', { name: /Agenda Compartilhada/ })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Integrações IA' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the secretary menu on a phone');
  await expectAccessible(page, 'the secretary menu on a phone');
  await keepScreenshots(page.getByRole('dialog'), 'secretary-menu');

  // Her Configurações hold her name and zone: no booking settings, as she is never booked.
  await drawer.getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { name: 'Preferências' })).toBeVisible();
  await expect(page.getByLabel('Fuso horário')).toBeVisible();
  await expect(page.getByLabel('Duração padrão (minutos)')).toHaveCount(0);
  await expect(page.getByLabel('Cargo/Especialidade')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the secretary settings on a phone');
  await expectAccessible(page, 'the secretary settings on a phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshots(page.getByRole('main'), 'secretary-settings');
});
