/**
 * What `npm test` does about the browser suite before it starts: Playwright
 * drives Debian's Chromium (no browser is downloaded), with the DejaVu fonts
 * the pages are drawn with. When they are missing, `npm test` installs them
 * with apt-get if it runs as root on a machine that has apt-get (printing each
 * command), and otherwise stops with the exact command to run. The browser
 * tests are skipped only when asked for (GATERA_TEST_SIN_NAVEGADOR=1), never
 * in CI, and then the summary says how many.
 */
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Debian's packages the browser suite needs, each with a file that shows it is installed. */
export const BROWSER_PACKAGES = [
  { name: 'chromium', file: DEFAULT_CHROMIUM },
  { name: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
];

/** The commands that install `packages` from Debian's archive. */
export function aptCommands(packages) {
  return [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', ...packages],
  ];
}

const shell = (commands, sudo) => commands.map((command) => `${sudo ? 'sudo ' : ''}${command.join(' ')}`).join(' && ');

/**
 * The decision, from what the machine has:
 *   { action: 'run' }                      everything is there
 *   { action: 'skip' }                     GATERA_TEST_SIN_NAVEGADOR=1 outside CI
 *   { action: 'install', packages, commands }  root with apt-get: npm test installs them
 *   { action: 'stop', message }            anything else: what to run, exactly
 */
export function browserPlan({ chromiumPath = DEFAULT_CHROMIUM, exists, skipRequested = false, ci = false, isRoot, hasAptGet }) {
  if (skipRequested) {
    if (ci) return { action: 'stop', message: 'CI=true: GATERA_TEST_SIN_NAVEGADOR=1 no se admite en CI; las pruebas de navegador no se omiten en CI.' };
    return { action: 'skip' };
  }
  if (chromiumPath !== DEFAULT_CHROMIUM && !exists(chromiumPath)) {
    return { action: 'stop', message: `No se encuentra Chromium en CHROMIUM_PATH=${chromiumPath}. Corrige la ruta o quita la variable para usar el Chromium de Debian (${DEFAULT_CHROMIUM}).` };
  }
  const missing = BROWSER_PACKAGES.filter((pkg) => (pkg.name === 'chromium' ? chromiumPath === DEFAULT_CHROMIUM && !exists(pkg.file) : !exists(pkg.file))).map((pkg) => pkg.name);
  if (missing.length === 0) return { action: 'run' };
  const commands = aptCommands(missing);
  if (isRoot && hasAptGet) return { action: 'install', packages: missing, commands };
  const skip = 'o, para no ejecutar las pruebas de navegador, GATERA_TEST_SIN_NAVEGADOR=1 npm test';
  if (hasAptGet) {
    return { action: 'stop', message: `Las pruebas de navegador necesitan ${missing.join(' y ')} (paquetes de Debian). Instálalos con:\n  ${shell(commands, true)}\ny vuelve a ejecutar npm test (${skip}).` };
  }
  return {
    action: 'stop',
    message: `Las pruebas de navegador necesitan ${missing.join(' y ')}, que esta máquina no tiene y no puede instalar con apt-get. Instala Chromium y las fuentes DejaVu con el gestor de paquetes del sistema (si Chromium queda en otra ruta, indícala en CHROMIUM_PATH) y vuelve a ejecutar npm test (${skip}).`,
  };
}

/** The plan for this machine and this run. */
export function browserPlanHere({ env = process.env } = {}) {
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return browserPlan({
    chromiumPath: env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM,
    exists: (file) => fs.existsSync(file),
    skipRequested: env.GATERA_TEST_SIN_NAVEGADOR === '1',
    ci: env.CI === 'true',
    isRoot: process.getuid?.() === 0,
    hasAptGet,
  });
}

/** Runs the plan's install commands, printing each; returns whether they all worked. */
export function installBrowser(plan, { log = console.log } = {}) {
  log(`Falta${plan.packages.length > 1 ? 'n' : ''} ${plan.packages.join(' y ')} para las pruebas de navegador: se instala${plan.packages.length > 1 ? 'n' : ''} con apt-get (como root).`);
  for (const command of plan.commands) {
    log(`$ ${command.join(' ')}`);
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      log(`«${command.join(' ')}» ha fallado (${result.status ?? result.signal ?? result.error?.message}).`);
      return false;
    }
  }
  return true;
}

/** How many tests Playwright would run: its JSON listing (`playwright test --list --reporter=json`), counted. */
export function countListedTests(listing) {
  let count = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) count += (spec.tests ?? []).length;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of listing.suites ?? []) walk(suite);
  return count;
}
