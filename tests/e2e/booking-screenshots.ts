// Screenshots of the landing page, the public booking page (with a toast) and the booking-links
// screen, light and dark, desktop and phone, into docs/screenshots/. Seeds an organization through the real API first.
// Usage: start a server (e.g. DATA_DIR=$(mktemp -d) PORT=5199 HOST=127.0.0.1 npx tsx server/main.ts),
// then: npx tsx tests/e2e/booking-screenshots.ts http://127.0.0.1:5199
import { mkdirSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type Page,
  chromium,
  request,
} from '@playwright/test';
import {
  addProduct,
  bookingSlugOf,
  openEveryDay,
  pickDay,
  professionalToken,
  saveBookingForm,
  timeButtons,
  zonedDate,
} from './booking-fixtures.ts';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:5199';
const outDir = 'docs/screenshots';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;
const stamp = Date.now().toString(36);

type Session = { token: string; user: { id: string } };

async function json<T>(api: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await api.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An office with two professionals; Bruno has products, a custom message and phone required. */
async function seed(api: APIRequestContext) {
  const admin = await json<Session>(api, '/api/auth/admin/register', {
    name: 'Ana Souza',
    organizationName: 'Souza & Prado Advogados',
    email: `ana.${stamp}@exemplo.com.br`,
    password: 'segredo123',
  });
  const team = [
    { name: 'Bruno Lima', title: 'Direito Trabalhista', color: '#02853c' },
    { name: 'Carla Mendes', title: 'Direito de Família', color: '#e36b02' },
    { name: 'Diego Rocha', title: 'Direito Tributário', color: '#783ff5' },
  ].map((member) => ({
    ...member,
    email: `${member.name.split(' ')[0]!.toLowerCase()}.${stamp}@exemplo.com.br`,
    password: 'segredo123',
  }));
  for (const member of team) await json(api, '/api/admin/users', member, admin.token);
  const [bruno, carla] = await Promise.all(team.slice(0, 2).map((m) => professionalToken(api, m)));
  await openEveryDay(api, bruno!, {
    startTime: '09:00',
    endTime: '18:00',
    appointmentDuration: 30,
  });
  await openEveryDay(api, carla!);
  await addProduct(api, bruno!, {
    name: 'Consulta inicial',
    description: 'Primeira conversa para entender o caso e os documentos necessários.',
    duration: 45,
    price: 150.5,
  });
  await addProduct(api, bruno!, { name: 'Análise de contrato', duration: 90, price: 480 });
  await saveBookingForm(api, bruno!, {
    requirePhone: true,
    customMessage: 'Traga seus documentos pessoais e a carteira de trabalho, se tiver.',
  });
  const brunoLogin = await json<Session>(api, '/api/auth/user/login', {
    email: team[0]!.email,
    password: 'segredo123',
  });
  return { admin, bruno: brunoLogin, brunoSlug: await bookingSlugOf(api, bruno!) };
}

type Shot = {
  name: string;
  path: string;
  session?: Session;
  /** Drives the page to the state shown. */
  act?: (page: Page) => Promise<void>;
  devices?: Array<keyof typeof viewports>;
  /** The visitor's zone (the professionals work in America/Sao_Paulo). */
  timezoneId?: string;
  themes?: ReadonlyArray<(typeof themes)[number]>;
  /** Only the screen as seen, where the act left it (e.g. a toast over the form). */
  viewportOnly?: boolean;
};

async function shoot(browser: Browser, shot: Shot) {
  for (const device of shot.devices ?? (['desktop', 'phone'] as const)) {
    for (const theme of shot.themes ?? themes) {
      const context = await browser.newContext({
        viewport: viewports[device],
        baseURL,
        locale: 'pt-BR',
        timezoneId: shot.timezoneId ?? 'America/Sao_Paulo',
      });
      await context.addInitScript(
        ([t, s]) => {
          localStorage.setItem('vite-ui-theme', t!);
          if (!s) return;
          const { token, user } = JSON.parse(s);
          localStorage.setItem('auth_token', token);
          localStorage.setItem('auth_user', JSON.stringify(user));
        },
        [theme, shot.session ? JSON.stringify(shot.session) : ''],
      );
      const page = await context.newPage();
      await page.goto(shot.path);
      await page.waitForLoadState('networkidle');
      await shot.act?.(page);
      await page.mouse.move(0, 0); // no hover highlight in the picture
      if (!shot.viewportOnly) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      }
      await page.waitForTimeout(600); // smooth scrolling and toasts settle
      await page.screenshot({
        path: `${outDir}/${shot.name}-${device}-${theme}.png`,
        fullPage: !shot.viewportOnly,
      });
      await context.close();
    }
  }
}

const tomorrow = zonedDate(1);

async function chooseTime(page: Page) {
  await pickDay(page, tomorrow);
  await timeButtons(page).nth(2).click();
}

async function fillForm(page: Page) {
  const product = page.getByLabel('Produto/Serviço');
  const label = await product.locator('option', { hasText: 'Consulta inicial' }).textContent();
  await product.selectOption({ label: label! });
  await chooseTime(page);
  await page.getByLabel('Nome').fill('Mariana Alves');
  await page.getByLabel('E-mail').fill('mariana.alves@exemplo.com.br');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Observações').fill('Dúvidas sobre a rescisão do contrato.');
}

mkdirSync(outDir, { recursive: true });
const api = await request.newContext({ baseURL });
const { admin, bruno, brunoSlug } = await seed(api);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--lang=pt-BR'],
});
const shots: Shot[] = [
  { name: 'landing', path: '/' },
  {
    // A toast over the booking form: the phone is missing, so the booking is refused.
    name: 'booking-toast',
    path: `/book/personal/${brunoSlug}`,
    act: async (page) => {
      await fillForm(page);
      await page.getByLabel('Telefone').fill('');
      await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
      await page
        .getByRole('region', { name: /Notificações/ })
        .getByRole('listitem')
        .waitFor();
    },
    viewportOnly: true,
  },
  { name: 'booking-slots', path: `/book/personal/${brunoSlug}`, act: (p) => pickDay(p, tomorrow) },
  { name: 'booking-filled', path: `/book/personal/${brunoSlug}`, act: fillForm },
  {
    name: 'booking-shared',
    path: `/book/shared/${admin.user.id}`,
    act: async (page) => {
      await page.getByRole('button', { name: /Carla Mendes/ }).click();
      await pickDay(page, tomorrow);
    },
    themes: ['light'],
  },
  {
    name: 'booking-success',
    path: `/book/personal/${brunoSlug}`,
    act: async (page) => {
      await fillForm(page);
      await page.getByRole('button', { name: 'Confirmar agendamento' }).click();
      await page.getByRole('heading', { name: 'Agendamento confirmado!' }).waitFor();
    },
    themes: ['light'],
  },
  {
    name: 'booking-other-zone',
    path: `/book/personal/${brunoSlug}`,
    act: chooseTime,
    timezoneId: 'Europe/Lisbon',
    themes: ['dark'],
  },
  {
    name: 'booking-invalid',
    path: '/book/personal/nao-existe',
    themes: ['light'],
    devices: ['phone'],
  },
  { name: 'booking-links', path: '/booking-links', session: admin },
  {
    name: 'booking-links-professional',
    path: '/booking-links',
    session: bruno,
    themes: ['light'],
    devices: ['phone'],
  },
];
for (const shot of shots) await shoot(browser, shot);
await browser.close();
await api.dispose();
console.log(`Screenshots written to ${outDir}/`);
