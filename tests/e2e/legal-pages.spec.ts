// Issue 32, point 15: the landing said '© 2024' and showed December 2024 as its sample, and its
// Privacidade, Termos and Cookies links led nowhere. The year and the sample month follow the
// date; the three links open short pt-BR pages the server renders, true to what is stored.
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import { expectAccessibleInBothThemes } from './a11y.ts';
import { createAdmin, expect, logInAs, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './layout.ts';
import { keepScreenshots } from './screenshots.ts';

/** This month and year in São Paulo, as the landing writes them ('novembro', 2026). */
function thisMonth() {
  const date = new Intl.DateTimeFormat('pt-BR', {
    timeZone: DEFAULT_TIMEZONE,
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => date.find((item) => item.type === type)!.value;
  return { month: part('month'), year: part('year') };
}

test("the landing's footer year and sample month are today's, as the server renders them", async ({
  page,
  request,
}) => {
  const { month, year } = thisMonth();
  const html = await (await request.get('/')).text();
  expect(html).toContain(`© ${year} Agendei`);
  expect(html).not.toContain('© 2024');

  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Agendei`);
  const sample = page.getByRole('figure', { name: `Exemplo de agenda: ${month} de ${year}` });
  await expect(sample).toBeVisible();
  await expect(sample).toContainText(new RegExp(`${month} ${year}`, 'i'));
  await expect(sample).not.toContainText('Dezembro 2024');
  await keepScreenshots(sample, 'landing-sample-month');
  await keepScreenshots(page.getByRole('contentinfo'), 'landing-footer');
});

const pages = [
  { link: 'Privacidade', path: '/privacidade', title: 'Política de Privacidade', says: 'LGPD' },
  { link: 'Termos', path: '/termos', title: 'Termos de Uso', says: 'Pix' },
  { link: 'Cookies', path: '/cookies', title: 'Cookies', says: 'agendei_session' },
] as const;

for (const { link, path, title, says } of pages) {
  test(`'${link}' in the landing's footer opens the '${title}' page`, async ({ page, request }) => {
    // The server renders it: a link shared or opened afresh shows the text at once.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`${title}</h1>`);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('main')).toContainText(says);
    await expect(page).toHaveTitle(`${title} · Agendei`);
    await expectAccessibleInBothThemes(page);
    await keepScreenshots(page.getByRole('main'), `legal-${path.slice(1)}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, `${path} on a phone`);
  });
}

test('the cookies page names every cookie a signed-in browser holds', async ({
  page,
  request,
  context,
}) => {
  await logInAs(page, await createAdmin(request), /\/admin$/);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.length).toBeGreaterThan(0);
  await page.goto('/cookies');
  const text = (await page.getByRole('main').textContent()) ?? '';
  for (const name of names) expect(text, `the cookie ${name}`).toContain(name);
  await expect(page.getByRole('main')).toContainText('O Agendei usa um único cookie');
  expect(new Set(names).size).toBe(1);
});
