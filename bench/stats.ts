export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function timeIt(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function medianOf(times: number, fn: (i: number) => Promise<void>): Promise<{ median: number; runs: number[] }> {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) runs.push(await timeIt(() => fn(i)));
  return { median: median(runs), runs };
}
