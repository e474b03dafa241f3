// Issue 32, point 15: 'Consulta tributária já pode ser escolhido' disagreed with the service's
// gender. The toasts now name the service without an adjective that must agree with it.
import { newProductForm } from './product-fixtures.ts';
import { expect, test, toast } from './fixtures.ts';

test('the product toasts read right whatever the gender of the service', async ({
  page,
  request,
}) => {
  const { form } = await newProductForm(page, request);
  await form.getByLabel('Nome').pressSequentially('Consulta tributária');
  await form.getByRole('button', { name: 'Criar Produto' }).click();
  const created = toast(page, 'Produto criado');
  await expect(created).toContainText('Já é possível escolher “Consulta tributária” ao agendar.');
  await expect(created).not.toContainText('escolhido');
  await created.getByRole('button', { name: 'Fechar notificação' }).click();

  await page.getByRole('button', { name: 'Editar Consulta tributária' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Produto' });
  await edit.getByLabel('Nome').press('End');
  await edit.getByLabel('Nome').pressSequentially(' inicial');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  const updated = toast(page, 'Produto atualizado');
  await expect(updated).toContainText(
    'As alterações de “Consulta tributária inicial” foram salvas.',
  );
  await expect(updated).not.toContainText('foi atualizado');
});
