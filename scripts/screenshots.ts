// Screenshots of the main screens, light and dark, desktop and phone, into docs/screenshots/.
// Usage: npm start (in another terminal), then: npx tsx scripts/screenshots.ts [baseUrl]
import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:5000';
const outDir = 'docs/screenshots';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;

async function adminToken(): Promise<string> {
  const body = {
    name: 'Ana Souza',
    email: `ana-${Date.now()}@example.com`,
    password: 'segredo123',
  };
  const response = await fetch(`${baseURL}/api/auth/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { token: string; user: unknown };
  return JSON.stringify(json);
}

async function shoot(browser: Browser, path: string, name: string, session?: string) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of themes) {
      const context = await browser.newContext({ viewport, baseURL, locale: 'pt-BR' });
      await context.addInitScript(
        ([t, s]) => {
          localStorage.setItem('vite-ui-theme', t!);
          if (s) {
            const { token, user } = JSON.parse(s);
            localStorage.setItem('auth_token', token);
            localStorage.setItem('auth_user', JSON.stringify(user));
          }
        },
        [theme, session ?? ''],
      );
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${outDir}/${name}-${device}-${theme}.png`,
        fullPage: device === 'desktop',
      });
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
  ],
});
const session = await adminToken();
await shoot(browser, '/', 'landing');
await shoot(browser, '/login', 'login');
await shoot(browser, '/register', 'register');
await shoot(browser, '/admin', 'admin', session);
await browser.close();
console.log(`Screenshots written to ${outDir}/`);
