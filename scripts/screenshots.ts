// Screenshots of the main screens, light and dark, desktop and phone, into docs/screenshots/.
// Seeds an organization through the real API first (two professionals, hours, products).
// Webhooks go to receivers on localhost: start the server with WEBHOOK_ALLOW_PRIVATE=true.
// Usage: npm start (in another terminal), then: npx tsx scripts/screenshots.ts [baseUrl] [name prefix]
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { agendaShots, seedAgenda } from './screenshots-agenda.ts';
import { integrationShots, seedIntegrations } from './screenshots-integrations.ts';
import { notificationShots, seedNotifications } from './screenshots-notifications.ts';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:5000';
const outDir = 'docs/screenshots';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;

type Session = { token: string; user: { id: string } };

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An admin with two professionals; the first has weekly hours and two products. */
async function seed(): Promise<{ admin: Session; professional: Session }> {
  const stamp = Date.now();
  const admin = await api<Session>('POST', '/api/auth/admin/register', {
    name: 'Ana Souza',
    email: `ana.${stamp.toString(36)}@exemplo.com.br`,
    password: 'segredo123',
  });
  const team = [
    { name: 'Bruno Lima', title: 'Direito Trabalhista', color: '#02853c' },
    { name: 'Carla Mendes', title: 'Direito de Família', color: '#e36b02' },
  ].map((member) => ({
    ...member,
    email: `${member.name.split(' ')[0]!.toLowerCase()}.${stamp.toString(36)}@exemplo.com.br`,
    password: 'segredo123',
  }));
  for (const member of team) await api('POST', '/api/admin/users', member, admin.token);
  const { email, password } = team[0]!;
  const professional = await api<Session>('POST', '/api/auth/user/login', { email, password });
  const hours = [
    { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
    { dayOfWeek: 1, startTime: '14:00', endTime: '18:00' },
    {
      dayOfWeek: 3,
      startTime: '09:00',
      endTime: '17:00',
      appointmentDuration: 30,
      maxConcurrentAppointments: 2,
    },
    {
      dayOfWeek: 5,
      startTime: '08:00',
      endTime: '12:00',
      appointmentDuration: 90,
      isActive: false,
    },
  ];
  for (const row of hours) await api('POST', '/api/availability', row, professional.token);
  const products = [
    {
      name: 'Consulta inicial',
      description: 'Primeira conversa para entender o caso e os documentos necessários.',
      duration: 45,
      price: 150.5,
    },
    {
      name: 'Análise de contrato de trabalho',
      description: 'Revisão completa do contrato com parecer por escrito.',
      duration: 90,
      price: 480,
      isActive: false,
    },
  ];
  for (const product of products) await api('POST', '/api/products', product, professional.token);
  await api(
    'PATCH',
    '/api/user/profile',
    { description: 'Atendo trabalhadores e pequenas empresas em São Paulo.' },
    professional.token,
  );
  return { admin, professional };
}

type Shot = {
  path: string;
  name: string;
  session?: Session;
  phoneFullPage?: boolean;
  /** Only the screen, on desktop too (a full-screen overlay). */
  viewportOnly?: boolean;
  /** Clicks to reach the state shown (a view, an overlay). */
  prepare?: (page: Page) => Promise<void>;
};

async function shoot(browser: Browser, shot: Shot) {
  const { path, name, session, phoneFullPage = true, viewportOnly = false, prepare } = shot;
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport,
        baseURL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      await context.addInitScript(
        ([t, s]) => {
          localStorage.setItem('vite-ui-theme', t!);
          if (s) {
            const { token, user } = JSON.parse(s);
            localStorage.setItem('auth_token', token);
            localStorage.setItem('auth_user', JSON.stringify(user));
          }
        },
        [theme, session ? JSON.stringify(session) : ''],
      );
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await prepare?.(page);
      const fullPage = !viewportOnly && (device === 'desktop' || phoneFullPage);
      await page.screenshot({ path: `${outDir}/${name}-${device}-${theme}.png`, fullPage });
      await context.close();
    }
  }
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--lang=pt-BR', // a pt-BR browser shows 24-hour time inputs
  ],
});
const { admin, professional } = await seed();
const receivers = await seedNotifications(api, admin, professional);
await seedAgenda(api, admin.token);
await receivers.settle();
await seedIntegrations(api, baseURL, admin);
const only = process.argv[3];
const shots: Shot[] = [
  { path: '/', name: 'landing', phoneFullPage: false },
  { path: '/login', name: 'login', phoneFullPage: false },
  { path: '/register', name: 'register', phoneFullPage: false },
  { path: '/admin', name: 'admin', session: admin },
  { path: '/availability', name: 'availability', session: professional },
  { path: '/products', name: 'products', session: professional },
  { path: '/settings', name: 'settings', session: professional },
  { path: '/booking-form-settings', name: 'booking-form', session: professional },
  ...(agendaShots(admin, professional) as Shot[]),
  ...(notificationShots(admin, professional) as Shot[]),
  ...(integrationShots(admin) as Shot[]),
];
for (const shot of shots) if (!only || shot.name.startsWith(only)) await shoot(browser, shot);
await browser.close();
receivers.stop();
console.log(`Screenshots written to ${outDir}/`);
