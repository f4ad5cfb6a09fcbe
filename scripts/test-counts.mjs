/**
 * How many tests passed, failed and were skipped in each stage of `npm test`,
 * read from the same JSON reports as the failures, and the closing line of the
 * whole run: `Total: N passed, N failed, N skipped` (the plain form that CI
 * logs are read by).
 */
import { readJson } from './test-failures.mjs';

/** Vitest's JSON report: its counts, or null when there is none. */
export function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
}

/** Playwright's JSON report: its counts (a test that passed on a retry counts as passed), or null. */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

/**
 * The counts of the whole run from each stage's: a stage that failed without a
 * failed test in its report (it did not load, or left no report) counts its
 * listed failures, so a failed run never says `0 failed`.
 */
export function totalCounts(stages) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const stage of stages) {
    const counts = stage.counts ?? { passed: 0, failed: 0, skipped: 0 };
    total.passed += counts.passed;
    total.skipped += counts.skipped;
    total.failed += !stage.ok && counts.failed === 0 ? Math.max(1, stage.failures?.length ?? 0) : counts.failed;
  }
  return total;
}

export const closingLine = ({ passed, failed, skipped }) => `Total: ${passed} passed, ${failed} failed, ${skipped} skipped`;
