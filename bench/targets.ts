/**
 * The varied targets: at 200 colonies and 5,000 cats, 50 connections, each request asking
 * for a different page, cat or colony (varied figures), per engine. Every read,
 * unless named here with its own figure; the mixed workload (nine cards to one
 * new colony) apart.
 */
export const VARIED_TARGETS: Record<'sqlite' | 'postgres', { read: { minRps: number; maxP99Ms: number }; byName: Record<string, number>; mixedMinRps: number }> = {
  sqlite: { read: { minRps: 3000, maxP99Ms: 30 }, byName: {}, mixedMinRps: 5000 },
  postgres: {
    read: { minRps: 1500, maxP99Ms: 50 },
    byName: { 'Ficha de un gato': 4000, 'Datos del mapa': 3000, 'Datos del gráfico': 3000 },
    mixedMinRps: 1500,
  },
};

/** The repeated targets at 200 colonies and 5,000 cats, SQLite, 50 connections (the same request repeated). */
export const LOAD_TARGETS: Record<string, { minRps: number; maxP99Ms: number }> = {
  'Gatos, página de 100': { minRps: 1000, maxP99Ms: 50 },
  'Gatos, página de 20': { minRps: 3000, maxP99Ms: 50 },
  'Ficha de un gato': { minRps: 5000, maxP99Ms: 50 },
  'Listado de colonias': { minRps: 3000, maxP99Ms: 50 },
  'Porcentaje de esterilizados': { minRps: 3000, maxP99Ms: 50 },
  'Gatos de una colonia': { minRps: 3000, maxP99Ms: 50 },
  'Datos del mapa': { minRps: 1000, maxP99Ms: 50 },
  'Datos del gráfico': { minRps: 2000, maxP99Ms: 50 },
};

export const SINGLE_TARGETS_MS: Record<string, number> = {
  'Informe PDF de colonias': 300,
  'Informe PDF del gráfico': 300,
  'Copia de seguridad': 500,
  'Restauración': 1000,
  'Panel de la provincia': 1000,
};

export const CSV_TARGET_ROWS_PER_S = 10_000;
export const MEMORY_TARGET_MB = 200;
export const LANDING_JS_TARGET_KB = 150;
