/** A timestamp (ISO-8601, UTC) as people read it: `29/03/2025 18:45:12` in the reader's time zone. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('es-ES', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The day of a timestamp, `dd/mm/yyyy`, in the given time zone (the reader's when none). */
export function formatDay(iso: string | null | undefined, timeZone?: string): string {
  return formatDateTime(iso, timeZone).slice(0, 10);
}
