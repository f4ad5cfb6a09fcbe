/**
 * The PDF reports: their API path, the start of the
 * download name (the server adds `_<YYYY-MM-DD>.pdf`), the button of the
 * Informes page and the alert shown when that report cannot be downloaded.
 */
export const INFORMES = [
  {
    id: 'colonias',
    path: '/api/informes/informes/colonias',
    file: 'informe_colonias',
    title: 'Informe de colonias',
    button: 'Descargar informe de colonias',
    description: 'Cada colonia con su ubicación, estado, responsable, número de gatos, porcentaje de esterilizados y la tabla de sus gatos.',
    failed: 'No se pudo descargar el informe de colonias.',
  },
  {
    id: 'campanas',
    path: '/api/informes/informes/campanas',
    file: 'informe_campanas',
    title: 'Informe de campañas',
    button: 'Descargar informe de campañas',
    description: 'Cada campaña de esterilización con sus fechas, estado, voluntarios, objetivo, progreso y gatos.',
    failed: 'No se pudo descargar el informe de campañas.',
  },
  {
    id: 'grafico',
    path: '/api/informes/informes/graficos/colonias',
    file: 'informe_grafico_colonias',
    title: 'Gráfico de colonias',
    button: 'Descargar gráfico de colonias',
    description: 'Gráfico de barras con los gatos de cada colonia y la parte esterilizada.',
    failed: 'No se pudo descargar el gráfico de colonias.',
  },
] as const;

export type InformeId = (typeof INFORMES)[number]['id'];

export function informe(id: InformeId): (typeof INFORMES)[number] {
  return INFORMES.find((i) => i.id === id) as (typeof INFORMES)[number];
}

/** The download name of a report made on `isoDate` (YYYY-MM-DD). */
export function informeFileName(id: InformeId, isoDate: string): string {
  return `${informe(id).file}_${isoDate}.pdf`;
}

/** `2025-03-29`: the local date of `date`, as download names carry it. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
