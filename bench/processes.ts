/** Child processes of the benchmark: start, wait until they answer, sample their memory, stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface Started {
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} no respondió en ${timeoutMs} ms`);
}

export function startNode(args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A process's RSS with its children's (the workers of WORKERS > 1), in MB. */
export function treeRssMb(pid: number): number {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no children file: the process alone
  }
  let total = rssMb(pid);
  for (const child of children) {
    try {
      total += rssMb(child);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** Samples a process's RSS (with its workers') every 100 ms and keeps the peak. */
export function memorySampler(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, treeRssMb(pid));
    } catch {
      // process gone
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    current: () => treeRssMb(pid),
    peak: () => {
      sample();
      return peak;
    },
    /** Starts a new peak (for one operation), answering the previous one. */
    resetPeak: () => {
      sample();
      const previous = peak;
      peak = 0;
      sample();
      return previous;
    },
    stop: () => clearInterval(timer),
  };
}
