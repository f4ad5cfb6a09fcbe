/** The targets of issue 9 at 200 colonies and 5,000 cats, SQLite, 50 connections. */
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
};

export const CSV_TARGET_ROWS_PER_S = 10_000;
export const MEMORY_TARGET_MB = 200;
export const LANDING_JS_TARGET_KB = 150;
