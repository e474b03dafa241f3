import type { APIRequestContext, Page } from '@playwright/test';
import { createAdmin, createProfessional, logInAs } from './fixtures.ts';

/** A new professional, signed in, with 'Novo Produto' open on the products screen. */
export async function newProductForm(page: Page, request: APIRequestContext) {
  const pro = await createProfessional(request, await createAdmin(request));
  await logInAs(page, pro, /\/dashboard$/);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  return { pro, form: page.getByRole('dialog', { name: 'Novo Produto' }) };
}
