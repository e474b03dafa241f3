import { expectAccessibleInBothThemes } from './a11y.ts';
import { expect, test } from './fixtures.ts';

for (const [device, viewport] of [
  ['a computer', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`the landing page reads well in both themes on ${device} and leads to the login`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page).toHaveTitle(/Agendei/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Sua agenda organizada, seus clientes bem atendidos',
      }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectAccessibleInBothThemes(page);
    await page.getByRole('link', { name: 'Entrar Agora' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const enter = page.getByRole('button', { name: 'Entrar', exact: true });
    await expect(enter).toBeVisible();
    // The landing page came with the public pages' rules alone: the login brings the whole
    // stylesheet with it (its gradient is none of the public pages' rules).
    const background = await enter.evaluate(
      (button) => getComputedStyle(button.closest('.bg-gradient-to-br') ?? button).backgroundImage,
    );
    expect(background).toContain('linear-gradient');
  });
}
