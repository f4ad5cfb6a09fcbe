/**
 * The failed tests of a run, read from the JSON reports that `npm test` asks
 * Vitest and Playwright to write beside their usual output, so they can be
 * printed again at the very end: a CI log that keeps only its last lines then
 * still says which test failed and why.
 */
import fs from 'node:fs';

/** The first lines of an error, without terminal colours. */
function shorten(text, lines = 12) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').slice(0, lines).join('\n');
}

/** A JSON report, or null when the stage left none (or half of one). */
export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's JSON reporter: a file that failed to load, or each failed test with its first error. */
export function vitestFailures(file) {
  const report = readJson(file);
  if (!report) return [`(no hay informe JSON en ${file})`];
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${suite.name} › ${test.fullName}\n${shorten(test.failureMessages?.[0])}`);
    if (failed.length === 0 && suite.status === 'failed') failures.push(`${suite.name}\n${shorten(suite.message)}`);
  }
  return failures;
}

/** Playwright's JSON reporter: each test whose last try did not pass, with its first error. */
export function playwrightFailures(file) {
  const report = readJson(file);
  if (!report) return [`(no hay informe JSON en ${file})`];
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || ['passed', 'skipped'].includes(last.status)) continue;
        failures.push(`${spec.file}:${spec.line} › ${spec.title} (${last.status}, ${last.startTime ?? ''})\n${shorten(last.error?.message ?? last.errors?.[0]?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) failures.push(shorten(error.message));
  return failures;
}
