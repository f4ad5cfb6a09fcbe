/** Numbers of the CER screens as a Spanish reader expects them. */
const PERCENT = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 });
const INTEGER = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** `62 %` */
export const formatShare = (share: number): string => PERCENT.format(share);
export const formatInteger = (n: number): string => INTEGER.format(n);

/** `2026-03` → `03/2026`, as the screens show months. */
export const formatMonth = (mes: string): string => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
