export const DEFAULT_CHROMIUM: string;
export const BROWSER_PACKAGES: { name: string; file: string }[];
export function aptCommands(packages: string[]): string[][];
export type BrowserPlan =
  | { action: 'run' }
  | { action: 'skip' }
  | { action: 'install'; packages: string[]; commands: string[][] }
  | { action: 'stop'; message: string };
export function browserPlan(machine: {
  chromiumPath?: string;
  exists: (file: string) => boolean;
  skipRequested?: boolean;
  ci?: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}): BrowserPlan;
export function browserPlanHere(options?: { env?: NodeJS.ProcessEnv }): BrowserPlan;
export function installBrowser(plan: Extract<BrowserPlan, { action: 'install' }>, options?: { log?: (line: string) => void }): boolean;
export function countListedTests(listing: unknown): number;
