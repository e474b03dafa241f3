import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines kept from each failure's message: the assertion, its locator and the first frames. */
const LINES_PER_FAILURE = 25;

const withoutColours = stripVTControlCharacters;

/**
 * Prints every failed journey's error once more at the very end of the run. CI keeps only the
 * tail of its log, and the line reporter prints a failure where it happened, often long before.
 */
export default class FailureDigestReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    const errors = result.errors.map((error) => {
      const where = error.location ? `at ${error.location.file}:${error.location.line}\n` : '';
      const message = withoutColours(error.message ?? error.value ?? '');
      return where + message.split('\n').slice(0, LINES_PER_FAILURE).join('\n');
    });
    this.failures.push(
      `✘ ${title} (${result.status}, ${result.duration} ms)\n${errors.join('\n')}`,
    );
  }

  onEnd(_result: FullResult) {
    if (this.failures.length === 0) return;
    console.log(`\nWhat failed (${this.failures.length}):`);
    for (const failure of this.failures) console.log(`\n${failure}`);
  }

  printsToStdio() {
    return true;
  }
}
