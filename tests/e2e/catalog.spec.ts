import { expectAccessibleInBothThemes } from './a11y.ts';
import type { Page } from '@playwright/test';
import {
  createAdmin,
  createProfessional,
  expect,
  logInAs,
  pickOption,
  seeToast,
  test,
  toast,
  type Account,
  uniqueEmail,
} from './fixtures.ts';

const logInAsProfessional = (page: Page, pro: Account) => logInAs(page, pro, /\/dashboard$/);
const logInAsAdmin = (page: Page, admin: Account) => logInAs(page, admin, /\/admin$/);

test('an admin adds, edits and removes a professional', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await logInAsAdmin(page, admin);

  await page.getByRole('button', { name: 'Adicionar Profissional' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Adicionar Profissional' });
  await addDialog.getByRole('button', { name: 'Criar Profissional' }).click();
  await seeToast(page, 'Preencha todos os campos obrigatórios.');
  await addDialog.getByLabel('Nome', { exact: true }).fill('Carla Mendes');
  await addDialog.getByLabel('E-mail').fill(uniqueEmail('carla'));
  await addDialog.getByLabel('Senha').fill('segredo123');
  await addDialog.getByLabel('Especialidade').fill('Direito de Família');
  await expect(addDialog.getByRole('combobox', { name: 'Fuso horário' })).toHaveText(
    /Horário de Brasília \(GMT-3\)/,
  );
  await addDialog.getByRole('button', { name: 'Criar Profissional' }).click();
  await seeToast(page, 'Usuário criado');
  await expect(addDialog).toBeHidden();

  const row = page.getByRole('row', { name: /Carla Mendes/ });
  await expect(row).toContainText('Direito de Família');
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('/book/');
  await expectAccessibleInBothThemes(page);
  await row.getByRole('button', { name: 'Copiar link de Carla Mendes' }).click();
  await seeToast(page, 'Link copiado!');

  await page.getByRole('button', { name: 'Expandir menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Menu lateral' });
  // The sidebar's views are links (/admin?agenda=…), so every screen's sidebar can open them.
  await expect(sidebar.getByRole('link', { name: /Agenda Compartilhada/ })).toContainText('Todos');
  await expect(sidebar.getByRole('link', { name: /Carla Mendes/ })).toContainText('Individual');

  await row.getByRole('button', { name: 'Editar Carla Mendes' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar Profissional' });
  await expect(editDialog.getByText('Deixe em branco para manter a senha atual')).toBeVisible();
  await editDialog.getByLabel('Especialidade').fill('');
  await editDialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Preencha todos os campos obrigatórios.');
  await editDialog.getByLabel('Especialidade').fill('Direito Civil');
  await editDialog.getByRole('switch', { name: 'Ativo' }).click();
  await editDialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Profissional atualizado com sucesso.');
  await expect(row).toContainText('Direito Civil');
  await expect(row).toContainText('Inativo');

  await row.getByRole('button', { name: 'Remover Carla Mendes' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Tem certeza que deseja remover este usuário?',
  });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await seeToast(page, 'O usuário foi removido com sucesso.');
  await expect(row).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: /Carla Mendes/ })).toHaveCount(0);
});

test('a professional manages weekly availability', async ({ page, request }) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAsProfessional(page, pro);
  await page.getByRole('link', { name: 'Disponibilidade' }).click();
  await expect(page.getByRole('heading', { name: 'Disponibilidade' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  const addSlot = async (start: string, end: string) => {
    await pickOption(page.getByRole('combobox', { name: 'Dia da semana' }), 'Quarta-feira');
    await page.getByLabel('Início', { exact: true }).fill(start);
    await page.getByLabel('Fim').fill(end);
    await page.getByLabel('Duração (minutos)').fill('30');
    await page.getByRole('button', { name: 'Adicionar Horário' }).click();
  };

  const wednesday = page.getByRole('region', { name: 'Quarta-feira' });
  await expect(wednesday).toContainText('Nenhum horário configurado');
  await expect(page.getByRole('combobox', { name: 'Dia da semana' })).toHaveText('Segunda-feira');
  await addSlot('08:00', '12:00');
  await seeToast(page, 'Horário adicionado');
  await expect(wednesday).toContainText('08:00–12:00');
  await expect(wednesday).toContainText('30 min');
  await expect(wednesday).toContainText('1 simultâneo');
  await expect(wednesday).toContainText('Ativo');

  await addSlot('10:00', '11:00');
  await expect(toast(page, 'Erro ao adicionar horário')).toContainText(
    'Este horário se sobrepõe a outro já configurado para Quarta-feira (08:00–12:00).',
  );
  await seeToast(page, 'Erro ao adicionar horário');

  await wednesday.getByRole('switch', { name: /Desativar horário/ }).click();
  await seeToast(page, 'Horário atualizado');
  await expect(wednesday).toContainText('Inativo');
  await expect(wednesday.getByRole('switch', { name: /Ativar horário/ })).not.toBeChecked();

  await wednesday.getByRole('button', { name: /Remover horário/ }).click();
  await seeToast(page, 'Horário removido');
  await expect(wednesday).toContainText('Nenhum horário configurado');
});

test("an admin manages a professional's hours", async ({ page, request }) => {
  const admin = await createAdmin(request);
  const pro = await createProfessional(request, admin, 'Diego Ramos');
  await logInAsAdmin(page, admin);
  await page.goto(`/availability?userId=${pro.userId}`);
  await expect(page.getByRole('heading', { name: 'Disponibilidade de Diego Ramos' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Horário' }).click();
  await seeToast(page, 'Horário adicionado');
  await expect(page.getByRole('region', { name: 'Segunda-feira' })).toContainText('09:00–17:00');
});

test('a professional creates, edits and deletes a product', async ({ page, request }) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAsProfessional(page, pro);
  await page.getByRole('link', { name: 'Produtos & Serviços' }).click();
  await expect(page.getByText('Nenhum produto cadastrado ainda')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Produto' });
  await expect(form.getByLabel('Duração (minutos)')).toHaveValue('60');
  // SPEC §9's price 0 is the placeholder: the field itself starts empty (issue 32).
  await expect(form.getByLabel('Preço (R$)')).toHaveValue('');
  await expect(form.getByLabel('Preço (R$)')).toHaveAttribute('placeholder', '0,00');
  await form.getByLabel('Duração (minutos)').fill('0');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await expect(form.getByText('Nome do produto é obrigatório')).toBeVisible();
  await expect(form.getByText('Duração deve ser maior que 0')).toBeVisible();

  await form.getByLabel('Nome').fill('Consulta inicial');
  await form.getByLabel('Descrição').fill('Primeira conversa sobre o caso.');
  await form.getByLabel('Duração (minutos)').fill('45');
  await form.getByLabel('Preço (R$)').fill('150.50');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  await seeToast(page, 'Produto criado');
  const card = page.getByRole('article', { name: 'Consulta inicial' });
  await expect(card).toContainText('R$ 150,50');
  await expect(card).toContainText('45 min');
  await expect(card).toContainText('Ativo');

  await card.getByRole('button', { name: 'Editar Consulta inicial' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Produto' });
  await expect(edit.getByLabel('Preço (R$)')).toHaveValue('150,50');
  await edit.getByLabel('Preço (R$)').fill('200');
  await edit.getByRole('switch', { name: 'Ativo' }).click();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await seeToast(page, 'Produto atualizado');
  await expect(card).toContainText('R$ 200,00');
  await expect(card).toContainText('Inativo');

  await card.getByRole('button', { name: 'Excluir Consulta inicial' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await seeToast(page, 'Produto removido');
  await expect(page.getByText('Nenhum produto cadastrado ainda')).toBeVisible();
});

test('a professional saves profile settings that survive a reload', async ({ page, request }) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAsProfessional(page, pro);
  await page.getByRole('link', { name: 'Configurações da conta' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(pro.email);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Conectar Google Calendar' })).toBeEnabled();
  await expect(page.getByText(/\/book\/personal\//)).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByLabel('Nome', { exact: true }).fill('Bruno Lima Santos');
  await page.getByLabel('Cargo/Especialidade').fill('Advogado tributarista');
  await page.getByLabel('Descrição', { exact: true }).fill('Atendo empresas e pessoas físicas.');
  await pickOption(page.getByRole('combobox', { name: 'Fuso horário' }), /Manaus, AM \(GMT-4\)/);
  await page.getByLabel('Duração padrão (minutos)').fill('45');
  await page.getByLabel('Intervalo entre agendamentos (minutos)').fill('10');
  await page.getByLabel('Título da reunião').fill('Consulta com {clientName}');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Configurações salvas!');

  await page.reload();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Bruno Lima Santos');
  await expect(page.getByLabel('Cargo/Especialidade')).toHaveValue('Advogado tributarista');
  await expect(page.getByRole('combobox', { name: 'Fuso horário' })).toHaveText(/Manaus/);
  await expect(page.getByLabel('Duração padrão (minutos)')).toHaveValue('45');
  await expect(page.getByLabel('Intervalo entre agendamentos (minutos)')).toHaveValue('10');
  await expect(page.getByLabel('Título da reunião')).toHaveValue('Consulta com {clientName}');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page.getByText('Olá, Bruno Lima Santos')).toBeVisible();
});

test('the booking form hides dependent switches and keeps its settings', async ({
  page,
  request,
}) => {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAsProfessional(page, pro);
  await page.getByRole('link', { name: 'Formulário de Agendamento' }).click();

  const phoneRequired = page.getByRole('switch', { name: 'Telefone obrigatório' });
  await expect(phoneRequired).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('switch', { name: 'Mostrar telefone' }).click();
  await expect(phoneRequired).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Observações obrigatórias' })).toBeVisible();
  await page.getByLabel('Mensagem personalizada').fill('Traga seus documentos.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Configurações salvas!');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mostrar telefone' })).not.toBeChecked();
  await expect(phoneRequired).toBeHidden();
  await expect(page.getByLabel('Mensagem personalizada')).toHaveValue('Traga seus documentos.');
});
