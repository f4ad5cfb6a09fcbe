/** Each failed test of a Vitest JSON report: its file, name and first error lines. */
export function vitestFailures(file: string): string[];
/** Each failed test of a Playwright JSON report: its place, title, status and first error lines. */
export function playwrightFailures(file: string): string[];
