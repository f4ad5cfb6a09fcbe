/**
 * The reason a cat is given baja: optional, a short free text the
 * history shows. The console offers the common reasons as codes (translated
 * on screen) with an optional detail, stored as `codigo` or `codigo: detalle`;
 * an adoption stores 'adoptado' (domain/adopciones.ts). Anything else a client
 * sends is shown as it was written.
 */
export const MOTIVOS_BAJA = ['fallecido', 'adoptado', 'desaparecido', 'trasladado', 'otro'] as const;
export type MotivoBaja = (typeof MOTIVOS_BAJA)[number];

export const BAJA_MOTIVO_MAX = 200;

export const BAJA_MESSAGES = {
  motivoLargo: `El motivo de la baja no puede tener más de ${BAJA_MOTIVO_MAX} caracteres.`,
};

/** What the console sends: the code alone, the code and its detail, or (for 'otro') the detail alone. Null when nothing was chosen. */
export function componerMotivoBaja(codigo: MotivoBaja | '', detalle: string): string | null {
  const texto = detalle.trim();
  if (!codigo || codigo === 'otro') return texto || (codigo || null);
  return texto ? `${codigo}: ${texto}` : codigo;
}

const CODED = new RegExp(`^(${MOTIVOS_BAJA.join('|')})(?::\\s*([\\s\\S]*))?$`);

/** A stored reason read back: its code when it starts with one, and its free text. */
export function leerMotivoBaja(motivo: string): { codigo: MotivoBaja | null; texto: string | null } {
  const match = CODED.exec(motivo.trim());
  if (!match) return { codigo: null, texto: motivo.trim() || null };
  return { codigo: match[1] as MotivoBaja, texto: match[2]?.trim() || null };
}
