/**
 * `npm test` prints the failed tests once more at the very end (scripts/
 * test-failures.mjs), read from the JSON reports of Vitest and Playwright: a
 * real run of each on a failing test gives the test's name and its error. The
 * closing counts come from the same reports (scripts/test-counts.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../../../scripts/test-failures.mjs';
import { closingLine, playwrightCounts, totalCounts, vitestCounts } from '../../../scripts/test-counts.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
// Inside the project, so the fixtures' imports of vitest and @playwright/test resolve.
const dir = path.join(root, 'node_modules', '.cache', `test-failures-${process.pid}`);

beforeAll(() => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default { test: { include: ["*.check.mjs"] } };\n');
  fs.writeFileSync(path.join(dir, 'sums.check.mjs'), "import { expect, it } from 'vitest';\nit('adds two and two', () => expect(2 + 2).toBe(5));\nit('adds one and one', () => expect(1 + 1).toBe(2));\nit.skip('adds nothing', () => {});\n");
  fs.writeFileSync(path.join(dir, 'playwright.config.mjs'), "export default { testDir: '.', testMatch: '*.pw.mjs', reporter: [['list']] };\n");
  fs.writeFileSync(path.join(dir, 'words.pw.mjs'), "import { expect, test } from '@playwright/test';\ntest('spells gato', () => expect('gto').toBe('gato'));\ntest('spells gata', () => expect('gata').toBe('gata'));\ntest.skip('spells gatito', () => {});\n");
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('names the failed Vitest test and its error, and not the one that passed', () => {
  const report = path.join(dir, 'vitest.json');
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--config', path.join(dir, 'vitest.config.mjs'), '--reporter=json', `--outputFile.json=${report}`], { cwd: dir, encoding: 'utf8' });
  expect(run.status).toBe(1);
  const failures = vitestFailures(report);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('sums.check.mjs › adds two and two');
  expect(failures[0]).toMatch(/expected 4 to be 5/);
  expect(vitestCounts(report)).toEqual({ passed: 1, failed: 1, skipped: 1 });
});

it('names the failed Playwright test and its error, and not the one that passed', () => {
  const report = path.join(dir, 'playwright.json');
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(dir, 'playwright.config.mjs'), '--reporter=json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  expect(run.status).toBe(1);
  const failures = playwrightFailures(report);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('words.pw.mjs:2 › spells gato (failed');
  expect(failures[0]).toContain('"gato"');
  expect(playwrightCounts(report)).toEqual({ passed: 1, failed: 1, skipped: 1 });
});

it('says so when a stage left no report (it did not start)', () => {
  expect(vitestFailures(path.join(dir, 'missing.json'))).toEqual([expect.stringContaining('no hay informe JSON')]);
  expect(vitestCounts(path.join(dir, 'missing.json'))).toBeNull();
});

it('the closing line adds up the stages, and a stage that failed without a failed test still counts as failed', () => {
  const stages = [
    { ok: true, counts: { passed: 10, failed: 0, skipped: 2 } },
    { ok: true, counts: { passed: 0, failed: 0, skipped: 122 } },
    { ok: false, counts: null, failures: ['(no hay informe JSON en /tmp/x.json)'] },
    { ok: false, counts: { passed: 3, failed: 2, skipped: 0 }, failures: ['a', 'b'] },
  ];
  expect(closingLine(totalCounts(stages))).toBe('Total: 13 passed, 3 failed, 124 skipped');
  expect(closingLine(totalCounts([{ ok: false, counts: { passed: 5, failed: 0, skipped: 0 }, failures: [] }]))).toBe('Total: 5 passed, 1 failed, 0 skipped');
});
