// Lighthouse (mobile) on the landing page, a public booking page and a client's manage page of the
// built app, served by the e2e server (tests/e2e/serve.ts: a throwaway DATA_DIR) and seeded
// through the real API. It prints the four category scores and what costs points, and exits
// non-zero when a page misses the goals of issue 21 or its scripts' budget of issue 32 (`goals`
// below).
// Each page is measured LIGHTHOUSE_RUNS times (default 5) and each score and metric is judged by
// its median across the runs; a page whose medians miss is measured as many times again and judged
// by the medians of all runs. The audits listed are the median run's (by score, then blocking time).
// Usage: npm run lighthouse [-- --verbose] [-- --ci]   (LIGHTHOUSE_PORT to change the port, default
// 5730; LIGHTHOUSE_SAVE_DIR=folder keeps each run's report and trace, the median one without -runN)
// With --ci (.ci/run) the blocking time and the performance score, which follow the machine's
// noise, fail only past an allowance (`ciAllowance`); a miss of the goal within it is printed.
/* global fetch */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SCRIPT_FILES_BUDGET, budgets } from './bundle-size.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 5730);
const baseURL = `http://127.0.0.1:${port}`;
const verbose = process.argv.includes('--verbose');
const ci = process.argv.includes('--ci');
const saveDir = process.env.LIGHTHOUSE_SAVE_DIR;
/** Runs per page; the page is judged by the median one (LIGHTHOUSE_RUNS, default 5). */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Issue 21: what every public page must reach on Lighthouse's mobile preset. */
const goals = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** Upper bounds of the metrics (ms, CLS unitless). */
  metrics: {
    'first-contentful-paint': 1000,
    'largest-contentful-paint': 1500,
    'total-blocking-time': 50,
    'cumulative-layout-shift': 0.02,
  },
  /**
   * The page's scripts as Lighthouse counts them (resource-summary: requests, and bytes with each
   * response's headers), issue 32: at most 10 requests and 60 KB, as `npm run bundle:size` judges
   * the build. Not noise: the same build counts the same in every run.
   */
  scripts: {
    requests: SCRIPT_FILES_BUDGET,
    transferBytes: budgets['booking (/book/personal/:slug)'],
  },
};

/**
 * What CI fails on, past the goals: on a shared 2-core machine one task that no page controls
 * (the navigation's commit, where Chromium creates the page's JavaScript context) takes 12–60 ms
 * from run to run, and Lighthouse counts four times it as blocking. A page's median run then
 * misses the 50 ms goal about one time in five although nothing changed (docs/decisions/051). The
 * allowance still fails a real regression, such as a script run before the paint; every other
 * goal is judged as it is.
 */
const ciAllowance = {
  scores: { ...goals.scores, performance: 95 },
  metrics: { ...goals.metrics, 'total-blocking-time': 150 },
  scripts: goals.scripts,
};
const gate = ci ? ciAllowance : goals;

/** The middle of some figures (the mean of the two middle ones when there is an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What a page is judged by: each score and each metric is the median of its own across the runs.
 * The run with the median blocking time may have the slowest paint, so one run's figures would
 * judge a metric by its worst run (a CI run failed on LCP 1.5 s when its six runs' median was
 * 1.1 s).
 */
function medianFigures(results) {
  const scores = Object.fromEntries(
    categories.map((id) => [
      id,
      Math.round(median(results.map(({ lhr }) => (lhr.categories[id].score ?? 0) * 100))),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.keys(goals.metrics).map((id) => [
      id,
      median(results.map(({ lhr }) => lhr.audits[id].numericValue ?? Infinity)),
    ]),
  );
  // The scripts are the build's, the same in every run: the largest count judges.
  const scripts = results
    .map(({ lhr }) => scriptsOf(lhr))
    .reduce((a, b) => (b.transferSize > a.transferSize ? b : a));
  return { scores, metrics, scripts };
}

const metricText = (id, value) => {
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  if (id === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
};

/** The bounds a page's figures missed, as messages (the goals unless told otherwise). */
function missedGoals(figures, bounds = goals) {
  const missed = [];
  for (const [id, minimum] of Object.entries(bounds.scores)) {
    if (figures.scores[id] < minimum) missed.push(`${id} ${figures.scores[id]} < ${minimum}`);
  }
  for (const [id, maximum] of Object.entries(bounds.metrics)) {
    const value = figures.metrics[id];
    if (value > maximum) missed.push(`${id} ${metricText(id, value)} > ${maximum}`);
  }
  const { scripts } = figures;
  if (scripts.requestCount > bounds.scripts.requests) {
    missed.push(`scripts ${scripts.requestCount} requests > ${bounds.scripts.requests}`);
  }
  if (scripts.transferSize > bounds.scripts.transferBytes) {
    missed.push(
      `scripts ${kb(scripts.transferSize)} with headers > ${kb(bounds.scripts.transferBytes)}`,
    );
  }
  return missed;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page's scripts as Lighthouse's resource summary counts them (transfer: with headers). */
function scriptsOf(lhr) {
  const items = lhr.audits['resource-summary'].details?.items ?? [];
  return (
    items.find((item) => item.resourceType === 'script') ?? { requestCount: 0, transferSize: 0 }
  );
}

function startServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_BOOKING_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
}

async function waitForHealth(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The server did not answer on ${baseURL}/api/health within 60 s.`);
}

async function post(pathname, body, token) {
  const response = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** An office whose professional is open every day, with a product: a realistic booking page. */
async function seed() {
  const stamp = Date.now().toString(36);
  const admin = await post('/api/auth/admin/register', {
    name: 'Ana Souza',
    email: `ana.${stamp}@exemplo.com.br`,
    password: 'segredo123',
  });
  const bruno = { name: 'Bruno Lima', email: `bruno.${stamp}@exemplo.com.br` };
  await post(
    '/api/admin/users',
    { ...bruno, password: 'segredo123', title: 'Direito Trabalhista' },
    admin.token,
  );
  const login = await post('/api/auth/user/login', {
    email: bruno.email,
    password: 'segredo123',
  });
  for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
    await post(
      '/api/availability',
      { dayOfWeek, startTime: '09:00', endTime: '18:00' },
      login.token,
    );
  }
  const product = await post(
    '/api/products',
    { name: 'Consulta inicial', duration: 45, price: 150.5 },
    login.token,
  );
  const profile = await fetch(`${baseURL}/api/user/profile`, {
    headers: { authorization: `Bearer ${login.token}` },
  }).then((response) => response.json());
  // A client's booking a week ahead, for the manage page.
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const free = await fetch(
    `${baseURL}/api/slots?professionalId=${profile.id}&productId=${product.id}&from=${day}&to=${day}`,
  );
  if (!free.ok) throw new Error(`/api/slots: ${free.status} ${await free.text()}`);
  const { slots } = await free.json();
  const booked = await post('/api/appointments/public', {
    professionalId: profile.id,
    // A professional with a service is booked for one (issue 32, point 10).
    productId: product.id,
    clientName: 'Mariana Alves',
    clientEmail: `mariana.${stamp}@exemplo.com.br`,
    startTime: slots[0].start,
  });
  return {
    bookingPath: `/book/personal/${profile.bookingSlug}`,
    managePath: `/agendamento/${booked.manageToken}`,
  };
}

/**
 * The run to judge a page by: the median of its runs by performance score, then blocking time.
 * A busy machine stretches a run's tasks (its threads wait for a core), so one run says little;
 * Lighthouse CI judges the median run the same way.
 */
function medianRun(results) {
  const key = ({ lhr }) => [
    -(lhr.categories.performance.score ?? 0),
    lhr.audits['total-blocking-time'].numericValue ?? Infinity,
  ];
  const sorted = [...results].sort((a, b) => {
    const [scoreA, tbtA] = key(a);
    const [scoreB, tbtB] = key(b);
    return scoreA - scoreB || tbtA - tbtB;
  });
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function runSummary(lhr) {
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  return `${score}, FCP ${lhr.audits['first-contentful-paint'].displayValue}, LCP ${lhr.audits['largest-contentful-paint'].displayValue}, TBT ${lhr.audits['total-blocking-time'].displayValue}`;
}

function report(name, lhr, figures) {
  console.log(`\n${name}  ${lhr.finalDisplayedUrl}`);
  const metrics = Object.entries(figures.metrics).map(
    ([id, value]) => `${id} ${metricText(id, value)}`,
  );
  console.log(`  medians: ${metrics.join(', ')}`);
  const scripts = scriptsOf(lhr);
  console.log(
    `  scripts: ${scripts.requestCount} requests, ${kb(scripts.transferSize)} with headers`,
  );
  for (const id of categories) {
    const category = lhr.categories[id];
    const score = figures.scores[id];
    console.log(`  ${category.title.padEnd(16)} ${String(score).padStart(3)} (median)`);
    // What costs points: weighted audits that did not pass, or (verbose) any failing audit.
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      const failing = audit.score !== null && audit.score < 1;
      if (!failing || (ref.weight === 0 && !verbose)) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      console.log(`      - ${audit.title}${value}: score ${audit.score}, weight ${ref.weight}`);
    }
  }
}

buildWebIfStale();
const server = startServer();
let chrome;
try {
  await waitForHealth();
  const { bookingPath, managePath } = await seed();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const pages = [
    ['Landing page', '/'],
    ['Public booking page', bookingPath],
    ['Manage page', managePath],
  ];
  // A server that has run a while: its first render loads the server entry, which no visitor of
  // a running office waits for.
  for (const [, pathname] of pages) {
    for (let i = 0; i < 3; i++) await (await fetch(`${baseURL}${pathname}`)).text();
  }
  const misses = [];
  for (const [name, pathname] of pages) {
    // Lighthouse's default settings are the mobile ones (Moto G Power, slow 4G, simulated).
    const audit = () =>
      lighthouse(`${baseURL}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        locale: 'en-US',
      });
    const results = [];
    const measure = async (count) => {
      // A trace Chromium failed to record (e.g. NO_NAVSTART on a busy machine) says nothing of
      // the page: it is measured again, three times at most.
      const wanted = results.length + count;
      for (let attempt = 0; results.length < wanted && attempt < count + 3; attempt++) {
        const result = await audit();
        if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}.`);
        if (result.lhr.runtimeError) console.log(`${name}: ${result.lhr.runtimeError.code}`);
        else results.push(result);
      }
      if (!results.length) throw new Error(`Lighthouse could not measure ${pathname}.`);
      return medianRun(results);
    };
    let result = await measure(runs);
    let figures = medianFigures(results);
    // A median that misses may be the machine (a run's tasks stretch while its threads wait for
    // a core): as many runs again, and the median of all of them judges. A real regression
    // misses in every run.
    if (missedGoals(figures, gate).length) {
      console.log(`${name}: the median of ${results.length} runs misses a goal, measuring again`);
      result = await measure(runs);
      figures = medianFigures(results);
    }
    report(name, result.lhr, figures);
    if (results.length > 1)
      console.log(`  runs: ${results.map((run) => runSummary(run.lhr)).join('; ')}`);
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const base = path.join(saveDir, name.replaceAll(' ', '-').toLowerCase());
      results.forEach((run, index) => {
        const file = `${base}${run === result ? '' : `-run${index + 1}`}`;
        writeFileSync(`${file}.json`, JSON.stringify(run.lhr));
        writeFileSync(`${file}.trace.json`, JSON.stringify(run.artifacts.Trace));
      });
    }
    for (const miss of missedGoals(figures, gate)) misses.push(`${name}: ${miss}`);
    if (ci) for (const miss of missedGoals(figures)) console.log(`Goal missed: ${name}: ${miss}`);
  }
  for (const miss of misses)
    console.error(`Below the ${ci ? "goals and CI's allowance" : 'goals'}: ${miss}`);
  if (misses.length) process.exitCode = 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
