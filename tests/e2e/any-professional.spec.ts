// 'Qualquer profissional disponível' on the office's shared page (issue 34, decision 073).
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleInBothThemes, expectDialogAccessibleInBothThemes } from './a11y.ts';
import {
  ZONE,
  openEveryDay,
  pickDay,
  professionalToken,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';
import {
  type Account,
  createAdmin,
  createProfessional,
  expect,
  expectNoErrorToast,
  logInAs,
  seeToast,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

/** A lawyer of the office with areas (set by the admin's API) and mornings open every day. */
async function lawyer(request: APIRequestContext, admin: Account, name: string, areas: string[]) {
  const pro = await createProfessional(request, admin, name);
  if (areas.length) {
    const saved = await request.put(`/api/admin/users/${pro.userId}`, {
      data: { areas },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(saved.status()).toBe(200);
  }
  await openEveryDay(request, await professionalToken(request, pro), {
    startTime: '08:00',
    endTime: '12:00',
  });
  return pro;
}

/** The ISO instant of a local time of `date` in São Paulo (UTC−3 all year). */
const saoPaulo = (date: string, time: string) => `${date}T${time}:00-03:00`;

test("a client on a phone books 'Qualquer profissional' in 'Trabalhista' and is given a free lawyer", async ({
  page,
  request,
}) => {
  expect(ZONE).toBe('America/Sao_Paulo');
  const admin = await createAdmin(request, 'Ana Souza', 'Souza Advocacia');
  const bruno = await lawyer(request, admin, 'Bruno Lima', ['Trabalhista']);
  await lawyer(request, admin, 'Carla Mendes', []);
  await lawyer(request, admin, 'Elisa Prado', ['Tributário']);
  const day = zonedDate(1);
  // Bruno already has the day's first time: only Carla is free at 08:00.
  const taken = await request.post('/api/appointments/public', {
    data: {
      professionalId: bruno.userId,
      clientName: 'Outra Pessoa',
      clientEmail: uniqueEmail('outra'),
      startTime: saoPaulo(day, '08:00'),
    },
  });
  expect(taken.status()).toBe(201);

  // The admin gives Carla her areas where the professionals are managed.
  await logInAs(page, admin, /\/admin$/);
  await page.getByRole('button', { name: 'Editar Carla Mendes' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Profissional' });
  await edit.getByLabel('Áreas de atuação').click();
  await page.keyboard.type('Trabalhista, Família');
  await expectDialogAccessibleInBothThemes(page);
  await keepScreenshots(edit, 'professional-areas-edit');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Profissional atualizado com sucesso.');
  await expect(edit).toBeHidden();

  await page.goto(`/book/shared/${admin.userId}`);
  const picker = page.getByRole('region', { name: 'Escolha o profissional' });
  await picker.getByLabel('Área de atuação').selectOption('Trabalhista');
  await picker.getByRole('button', { name: 'Qualquer profissional disponível' }).click();
  await expect(
    picker.getByRole('button', { name: 'Qualquer profissional disponível' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await keepScreenshots(picker, 'any-professional-choice');
  // The client is on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the shared page with the choice');
  await expectAccessibleInBothThemes(page);

  await pickDay(page, day);
  const first = timeButtons(page).first();
  await expect(first).toHaveText(/^08:00/);
  await first.click();
  await page.getByLabel('Nome').click();
  await page.keyboard.type('Mariana Alves');
  await page.getByLabel('E-mail').click();
  await page.keyboard.type(uniqueEmail('cliente'));
  await page.getByLabel('Telefone').click();
  await page.keyboard.type('11987654321');
  const summary = page.getByRole('complementary', { name: 'Resumo do agendamento' });
  await summary.getByRole('button', { name: 'Confirmar agendamento' }).click();

  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByText('Carla Mendes')).toBeVisible();
  await expectNoErrorToast(page);
  await expectNoSidewaysScroll(page, 'the confirmation');
});
