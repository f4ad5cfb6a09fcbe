/**
 * What `npm test` does about the browser suite (scripts/test-browser.mjs): run
 * it when Chromium and the fonts are there; install them with apt-get as root;
 * otherwise stop with the command to run; skip only when asked, never in CI;
 * and count, from Playwright's own listing, the tests a skip leaves out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_PACKAGES, DEFAULT_CHROMIUM, browserPlan, countListedTests } from '../../../scripts/test-browser.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const FONT = BROWSER_PACKAGES.find((pkg) => pkg.name === 'fonts-dejavu-core')!.file;
const machine = (files: string[], rest: Partial<Parameters<typeof browserPlan>[0]> = {}) => browserPlan({ exists: (file) => files.includes(file), isRoot: false, hasAptGet: true, ...rest });

describe('the browser plan', () => {
  it('runs the browser suite when Debian’s Chromium and the DejaVu fonts are there', () => {
    expect(machine([DEFAULT_CHROMIUM, FONT])).toEqual({ action: 'run' });
    expect(machine([DEFAULT_CHROMIUM, FONT], { ci: true, isRoot: true })).toEqual({ action: 'run' });
  });

  it('as root with apt-get, installs what is missing: apt-get update, then apt-get install -y of exactly those packages', () => {
    expect(machine([], { isRoot: true })).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-dejavu-core'],
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium', 'fonts-dejavu-core'],
      ],
    });
    expect(machine([FONT], { isRoot: true, ci: true })).toMatchObject({ action: 'install', packages: ['chromium'] });
  });

  it('without root, stops with the exact command to run (and how to leave the browser out)', () => {
    const plan = machine([FONT]);
    expect(plan.action).toBe('stop');
    if (plan.action !== 'stop') return;
    expect(plan.message).toContain('sudo apt-get update && sudo apt-get install -y chromium\n');
    expect(plan.message).toContain('GATERA_TEST_SIN_NAVEGADOR=1 npm test');
  });

  it('without apt-get, stops saying what to install and where to point CHROMIUM_PATH', () => {
    const plan = machine([], { isRoot: true, hasAptGet: false });
    expect(plan).toMatchObject({ action: 'stop' });
    if (plan.action === 'stop') expect(plan.message).toMatch(/chromium y fonts-dejavu-core.*CHROMIUM_PATH/s);
  });

  it('a CHROMIUM_PATH that does not exist stops the run (apt-get would not put it there)', () => {
    const plan = machine([FONT], { chromiumPath: '/opt/chrome/chrome', isRoot: true });
    expect(plan).toMatchObject({ action: 'stop' });
    if (plan.action === 'stop') expect(plan.message).toContain('CHROMIUM_PATH=/opt/chrome/chrome');
    expect(machine(['/opt/chrome/chrome', FONT], { chromiumPath: '/opt/chrome/chrome' })).toEqual({ action: 'run' });
  });

  it('skips only when asked, and never in CI', () => {
    expect(machine([], { skipRequested: true })).toEqual({ action: 'skip' });
    const inCi = machine([DEFAULT_CHROMIUM, FONT], { skipRequested: true, ci: true });
    expect(inCi).toMatchObject({ action: 'stop' });
    if (inCi.action === 'stop') expect(inCi.message).toContain('no se admite en CI');
  });
});

describe('the browser tests a skip leaves out', () => {
  // Inside the project, so the fixture's import of @playwright/test resolves.
  const dir = path.join(root, 'node_modules', '.cache', `test-browser-${process.pid}`);
  beforeAll(() => {
    fs.mkdirSync(path.join(dir, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'playwright.config.mjs'), "export default { testDir: '.', testMatch: '**/*.pw.mjs' };\n");
    fs.writeFileSync(path.join(dir, 'one.pw.mjs'), "import { test } from '@playwright/test';\ntest('a', () => {});\ntest.describe('group', () => { test('b', () => {}); test('c', () => {}); });\n");
    fs.writeFileSync(path.join(dir, 'nested', 'two.pw.mjs'), "import { test } from '@playwright/test';\ntest('d', () => {});\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts every test of Playwright’s JSON listing, in groups and folders', () => {
    const listing = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(dir, 'playwright.config.mjs'), '--list', '--reporter=json'], { cwd: dir, encoding: 'utf8' });
    expect(listing.status).toBe(0);
    expect(countListedTests(JSON.parse(listing.stdout))).toBe(4);
  });
});
