import type { Locator, Page } from '@playwright/test';
import { PROFESSIONAL_COLORS } from '@core/professional-colors.ts';
import { expectAccessibleInBothThemes, expectDialogAccessibleInBothThemes } from './a11y.ts';
import { book, entryName, todayAt, viewButton } from './agenda-fixtures.ts';
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
import { cardTitled, keepScreenshots } from './screenshots.ts';

/** A palette colour by name, as the browser computes it: 'rgb(r, g, b)'. */
function rgbOf(name: string) {
  const hex = PROFESSIONAL_COLORS.find((color) => color.name === name)!.hex;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const style = (target: Locator, property: 'backgroundColor' | 'borderLeftColor') =>
  target.evaluate((element, name) => getComputedStyle(element)[name], property);

/** A two-professional office with one one-hour appointment each, both at 10:00 today. */
async function officeWithTwoAppointments(page: Page) {
  const request = page.request;
  const admin = await createAdmin(request);
  const bruno = await createProfessional(request, admin, 'Bruno Lima');
  const carla = await createProfessional(request, admin, 'Carla Mendes');
  await book(request, admin.token, {
    clientName: 'Maria Teste',
    startTime: todayAt(10),
    userId: bruno.userId,
  });
  await book(request, admin.token, {
    clientName: 'João Pereira',
    startTime: todayAt(10),
    userId: carla.userId,
  });
  return admin;
}

/** The two appointments on the shared agenda card, by what they read out. */
function entriesOn(page: Page) {
  const agenda = cardTitled(page, 'Agenda Compartilhada');
  const named = (label: string) => agenda.getByRole('button', { name: entryName(label) });
  return {
    agenda,
    bruno: named('10:00 – 11:00, Maria Teste, Bruno Lima'),
    carla: named('10:00 – 11:00, João Pereira, Carla Mendes'),
  };
}

test('an admin tells two professionals’ one-hour appointments apart by colour and name', async ({
  page,
}) => {
  const admin = await officeWithTwoAppointments(page);
  await logInAs(page, admin, /\/admin$/);

  const { agenda, bruno, carla } = entriesOn(page);
  await expect(bruno).toBeVisible();
  await expect(carla).toBeVisible();
  // The admin came first (Azul); her professionals took the next free colours.
  expect(await style(bruno, 'borderLeftColor')).toBe(rgbOf('Vermelho'));
  expect(await style(carla, 'borderLeftColor')).toBe(rgbOf('Verde'));
  expect(await style(bruno, 'backgroundColor')).not.toBe(await style(carla, 'backgroundColor'));
  // Short entries name their professional: initials on the colour, the name where there is room.
  await expect(bruno.getByText('BL', { exact: true })).toBeVisible();
  await expect(bruno.getByText('Bruno Lima', { exact: true })).toBeVisible();
  await expect(carla.getByText('CM', { exact: true })).toBeVisible();
  await expect(carla.getByText('Carla Mendes', { exact: true })).toBeVisible();
  expect(await style(bruno.getByText('BL', { exact: true }), 'backgroundColor')).toBe(
    rgbOf('Vermelho'),
  );
  await expect(agenda.getByRole('list', { name: 'Cores dos profissionais' })).toHaveText(
    /Ana Souza.*Bruno Lima.*Carla Mendes/,
  );

  // The collapsed sidebar's dots: each professional's colour, named by the entry and its tooltip.
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Menu lateral' });
  const brunoLink = sidebar.getByRole('link', { name: 'Bruno Lima', exact: true });
  await expect(brunoLink).toHaveAttribute('title', 'Bruno Lima (cor Vermelho)');
  expect(await style(brunoLink.locator('[data-color]'), 'backgroundColor')).toBe(rgbOf('Vermelho'));
  const carlaLink = sidebar.getByRole('link', { name: 'Carla Mendes', exact: true });
  expect(await style(carlaLink.locator('[data-color]'), 'backgroundColor')).toBe(rgbOf('Verde'));

  await expectNoErrorToast(page);
  await expectAccessibleInBothThemes(page);
  await keepScreenshots(agenda, 'professional-colors-shared-agenda');

  // The week's narrow cells and the month's lines name them too.
  for (const view of ['Semana', 'Mês']) {
    await viewButton(agenda, view).click();
    await expect(bruno.getByText('BL', { exact: true })).toBeVisible();
    await expect(carla.getByText('CM', { exact: true })).toBeVisible();
    if (view === 'Semana') await keepScreenshots(agenda, 'professional-colors-week');
  }
  await viewButton(agenda, 'Dia').click();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bruno.getByText('BL', { exact: true })).toBeVisible();
  await expect(carla.getByText('CM', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the shared agenda at 390 px');
  await expectNoErrorToast(page);
});

test('an admin gives a professional another colour of the palette, and the agenda follows', async ({
  page,
}) => {
  const admin = await officeWithTwoAppointments(page);
  // The team list arrives late: the form opens before the colours in use are known.
  await page.route(
    '**/api/admin/users',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    },
    { times: 1 },
  );
  await logInAs(page, admin, /\/admin$/);

  // A new professional is offered the first colour nobody has yet.
  await page.getByRole('button', { name: 'Adicionar Profissional' }).click();
  const add = page.getByRole('dialog', { name: 'Adicionar Profissional' });
  await expect(add.getByRole('radio', { name: 'Magenta' })).toBeChecked();
  await expect(add.getByRole('radio', { name: 'Azul', exact: true })).not.toBeChecked();
  await add.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('button', { name: 'Editar Bruno Lima' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Profissional' });
  const colors = edit.getByRole('group', { name: /^Cor/ });
  await expect(colors.getByRole('radio')).toHaveCount(PROFESSIONAL_COLORS.length);
  await expect(colors.getByRole('radio', { name: 'Vermelho' })).toBeChecked();
  await colors.getByRole('radio', { name: 'Turquesa' }).check();
  await expect(colors).toHaveAccessibleName('Cor: Turquesa');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(edit, 'professional-colors-edit');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Profissional atualizado com sucesso.');
  await expect(edit).toBeHidden();

  const { bruno, carla } = entriesOn(page);
  await expect.poll(() => style(bruno, 'borderLeftColor')).toBe(rgbOf('Turquesa'));
  // Carla keeps hers.
  expect(await style(carla, 'borderLeftColor')).toBe(rgbOf('Verde'));
  await expectNoErrorToast(page);
});
