import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * What no journey may meet unless it says it expects it: a red (destructive) toast it did not look
 * for, a console error, an uncaught page error, or a 5xx answer. Every page of every browser context
 * a journey opens is watched (the default context and those made with `browser.newContext()`).
 */
export class JourneyGuard {
  private readonly problems: string[] = [];
  private readonly errorToasts: string[] = [];
  private readonly expectedToasts = new Set<string>();
  private readonly allowedServerErrors: RegExp[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  /** A red toast holding this text is what the journey means to see (e.g. a refused form). */
  expectErrorToast(text: string) {
    this.expectedToasts.add(text);
  }

  /** A 5xx from a URL matching this is what the journey provokes on purpose (e.g. a 503 shed). */
  allowServerError(url: RegExp) {
    this.allowedServerErrors.push(url);
  }

  async watchContext(context: BrowserContext) {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding('__agendeiErrorToast', (_source, text: string) => {
      this.errorToasts.push(text);
    });
    await context.addInitScript(reportDestructiveToasts);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  /** Makes `browser.newContext()` (and `newPage()`) watched while the journey runs; returns the undo. */
  watchBrowser(browser: Browser) {
    const newContext = browser.newContext.bind(browser);
    const newPage = browser.newPage.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await this.watchContext(context);
      return context;
    };
    browser.newPage = async (options) => {
      const page = await newPage(options);
      await this.watchContext(page.context());
      this.watchPage(page);
      return page;
    };
    return () => {
      browser.newContext = newContext;
      browser.newPage = newPage;
    };
  }

  /**
   * The problems seen, each once, in the order they happened. Red toasts are judged at the end, as
   * a journey usually says which one it expects after it appeared.
   */
  report(): string[] {
    const expected = [...this.expectedToasts];
    const unexpectedToasts = this.errorToasts
      .filter((text) => !expected.some((wanted) => text.includes(wanted)))
      .map((text) => `error toast: ${text}`);
    return [...new Set([...this.problems, ...unexpectedToasts])];
  }

  /** The report, after which the guard starts afresh (for the guard's own test). */
  takeReport(): string[] {
    const report = this.report();
    this.problems.length = 0;
    this.errorToasts.length = 0;
    return report;
  }

  private watchPage(page: Page) {
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A 4xx the journey provokes (a refused login, a taken slot) is logged by Chromium too: the
      // answers are judged by their status below, and the screen by its toasts.
      if (message.text().startsWith('Failed to load resource')) return;
      this.problems.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      const url = response.url();
      if (response.status() < 500) return;
      if (this.allowedServerErrors.some((allowed) => allowed.test(url))) return;
      this.problems.push(`${response.status()} from ${response.request().method()} ${url}`);
    });
  }
}

/** Runs in every page: reports each destructive toast's text once, when it appears. */
function reportDestructiveToasts() {
  const seen = new WeakSet<Element>();
  const report = (text: string) =>
    (window as unknown as { __agendeiErrorToast?: (text: string) => void }).__agendeiErrorToast?.(
      text,
    );
  const scan = () => {
    for (const item of document.querySelectorAll('[data-variant="destructive"]')) {
      const text = item.textContent?.trim() ?? '';
      if (seen.has(item) || !text) continue;
      seen.add(item);
      report(text);
    }
  };
  const start = () =>
    new MutationObserver(scan).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}
