/** The benchmark's one markdown table (and the notes under it). */
import type { ClientFigures } from './client';
import { CSV_TARGET_ROWS_PER_S, LANDING_JS_TARGET_KB, LOAD_TARGETS, MEMORY_TARGET_MB, SINGLE_TARGETS_MS, VARIED_TARGETS } from './targets';

/** The mixed workload's row. */
export const MIXED_NAME = 'Mezcla: 9 fichas al azar, 1 colonia nueva';

export interface LoadFigure {
  name: string;
  path: string;
  /** 'variada': a different page, cat or colony each request; 'repetida': the same request; 'única': the route takes no parameter. */
  mode?: 'variada' | 'repetida' | 'única';
  connections: number;
  status: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ceilingRatio: number;
}

export interface SingleFigure {
  name: string;
  medianMs: number;
  runs: number[];
  status: number;
  /** The server's peak RSS while this operation ran, in MB. */
  peakMb?: number;
}

export interface Report {
  meta: { date: string; db?: string; workers?: number; loadAverage?: number[]; colonies: number; cats: number; cpus: number; cpuModel: string; node: string; totalS: number; durationPerRunS: number };
  ceiling: Record<number, { rps: number; p50: number; p99: number }>;
  load: LoadFigure[];
  single: SingleFigure[];
  client: ClientFigures | null;
  memory: { peakMb: number; afterWarmupMb: number; afterLoadMb: number; peakDuringLoadMb: number; endMb: number };
}

const fmt = (n: number) => n.toLocaleString('es-ES');
const verdict = (ok: boolean) => (ok ? 'cumple' : '**no cumple**');

function csvRows(name: string): number | null {
  const match = /de ([\d.]+) filas/.exec(name);
  return match ? Number(match[1].replace(/\./g, '')) : null;
}

/** The varied figures answer to their engine's varied targets; the repeated ones to the repeated targets (SQLite). */
function goalOf(f: LoadFigure, engine: 'sqlite' | 'postgres', standard: boolean): string {
  if (f.connections !== 50 || !standard) return '';
  const mode = f.mode ?? 'repetida';
  if (mode === 'repetida') {
    const target = engine === 'sqlite' ? LOAD_TARGETS[f.name] : undefined;
    return target ? `≥ ${fmt(target.minRps)} req/s, p99 < ${target.maxP99Ms} ms: ${verdict(f.rps >= target.minRps && f.p99 < target.maxP99Ms)}` : '';
  }
  const targets = VARIED_TARGETS[engine];
  if (f.name === MIXED_NAME) return `≥ ${fmt(targets.mixedMinRps)} req/s: ${verdict(f.rps >= targets.mixedMinRps)}`;
  const minRps = targets.byName[f.name] ?? targets.read.minRps;
  return `≥ ${fmt(minRps)} req/s, p99 ≤ ${targets.read.maxP99Ms} ms: ${verdict(f.rps >= minRps && f.p99 <= targets.read.maxP99Ms)}`;
}

export function renderReport(report: Report): string {
  const lines: string[] = [];
  const { meta } = report;
  lines.push(`## Gatera: banco de pruebas (${meta.db ?? 'sqlite'}, ${fmt(meta.colonies)} colonias, ${fmt(meta.cats)} gatos)`);
  lines.push('');
  const load = meta.loadAverage ? ` · carga de la máquina al terminar ${meta.loadAverage.join(' / ')}` : '';
  lines.push(`${meta.date} · ${meta.cpus} núcleos (${meta.cpuModel}) · Node ${meta.node} · ${meta.workers ?? 1} proceso(s) · ${meta.durationPerRunS} s por medición · ${meta.totalS} s en total${load}`);
  lines.push('');
  lines.push('| Medida | Peticiones | Conexiones | Resultado | Fracción del techo | p50 | p99 | Errores / no 2xx | Objetivo |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---|');
  for (const [c, figure] of Object.entries(report.ceiling)) {
    lines.push(`| Techo: Fastify desnudo, JSON trivial | repetida | ${c} | ${fmt(figure.rps)} req/s | 100 % | ${figure.p50} ms | ${figure.p99} ms | | |`);
  }
  const engine = meta.db === 'postgres' ? 'postgres' : 'sqlite';
  const standard = meta.colonies === 200 && meta.cats === 5000;
  for (const f of report.load) {
    const mode = f.mode ?? 'repetida';
    if (f.status !== 200) {
      lines.push(`| ${f.name} | ${mode} | ${f.connections} | no disponible (HTTP ${f.status}) | | | | | |`);
      continue;
    }
    lines.push(`| ${f.name} | ${mode} | ${f.connections} | ${fmt(f.rps)} req/s | ${(f.ceilingRatio * 100).toFixed(1)} % | ${f.p50} ms | ${f.p99} ms | ${f.errors} / ${f.non2xx} | ${goalOf(f, engine, standard)} |`);
  }
  for (const s of report.single) {
    if (s.status !== 200) {
      lines.push(`| ${s.name} | | 1 | no disponible (HTTP ${s.status}) | | | | | |`);
      continue;
    }
    const rows = csvRows(s.name);
    let goal = '';
    if (SINGLE_TARGETS_MS[s.name]) goal = `≤ ${fmt(SINGLE_TARGETS_MS[s.name])} ms: ${verdict(s.medianMs <= SINGLE_TARGETS_MS[s.name])}`;
    if (rows) goal = `≥ ${fmt(CSV_TARGET_ROWS_PER_S)} filas/s: ${verdict((rows / s.medianMs) * 1000 >= CSV_TARGET_ROWS_PER_S)}`;
    const extra = rows ? ` (${fmt(Math.round((rows / s.medianMs) * 1000))} filas/s)` : '';
    const memory = s.peakMb ? ` · RSS máx. ${s.peakMb} MB` : '';
    lines.push(`| ${s.name} (mediana de ${s.runs.length}) | | 1 | ${fmt(s.medianMs)} ms${extra}${memory} | | | | | ${goal} |`);
  }
  lines.push(`| Memoria del servidor (RSS máxima) | | | ${report.memory.peakMb} MB | | | | | ≤ ${MEMORY_TARGET_MB} MB: ${verdict(report.memory.peakMb <= MEMORY_TARGET_MB)} |`);
  lines.push(`| Memoria tras el calentamiento / tras la carga (máx. durante la carga) / al final | | | ${report.memory.afterWarmupMb} / ${report.memory.afterLoadMb} (${report.memory.peakDuringLoadMb}) / ${report.memory.endMb} MB | | | | | |`);
  if (report.client) {
    const c = report.client;
    lines.push(`| Cliente: portada, JS + CSS (gzip) | | | ${c.landing.jsGzipKb} + ${c.landing.cssGzipKb} kB (${c.landing.files} archivos) | | | | | JS ≤ ${LANDING_JS_TARGET_KB} kB: ${verdict(c.landing.jsGzipKb <= LANDING_JS_TARGET_KB)} |`);
    lines.push(`| Cliente: primera pantalla de personal, JS + CSS (gzip) | | | ${c.staff.jsGzipKb} + ${c.staff.cssGzipKb} kB (${c.staff.files} archivos) | | | | | |`);
    lines.push(`| Cliente: hasta la primera lista pintada (Chromium) | | | ${fmt(c.firstListMs)} ms | | | | | |`);
  }
  lines.push('');
  return `${lines.join('\n')}\n`;
}
