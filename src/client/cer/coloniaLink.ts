/** Where a colony listed on the dashboard opens for this role: the management list, or the read-only listing. */
export function coloniaLink(colonia: { id: number; nombre: string }, gestion: boolean): string {
  const params = new URLSearchParams({ colonia: String(colonia.id), nombre: colonia.nombre });
  return `${gestion ? '/colonias' : '/colonias-listado'}?${params.toString()}`;
}
