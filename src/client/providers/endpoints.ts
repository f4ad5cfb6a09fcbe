/**
 * Where each react-admin resource lives in the API. Each area
 * adds its resources here; the data provider reads nothing else.
 */
export interface ResourceEndpoint {
  /** GET, paged with skip/limit; the total comes from X-Total-Count. */
  list?: string;
  /** GET one record. */
  one?: (id: string | number) => string;
  /** POST as JSON. */
  create?: string;
  /** PUT as JSON. */
  update?: (id: string | number) => string;
  /** DELETE. */
  delete?: (id: string | number) => string;
  /** PUT one per record: updateMany with `meta: { action, body? }` (e.g. a cat's baja, with its optional reason). */
  actions?: Record<string, (id: string | number) => string>;
}

export const ENDPOINTS: Record<string, ResourceEndpoint> = {
  campanas: {
    list: '/api/campanas/campanas/',
    one: (id) => `/api/campanas/campanas/${id}`,
    create: '/api/campanas/campanas/',
    update: (id) => `/api/campanas/campanas/${id}`,
  },
  partes: { list: '/api/partes/partes/', create: '/api/partes/partes/' },
  actividades: { list: '/api/actividades/actividades/', create: '/api/actividades/actividades/' },
  quejas: { list: '/api/quejas/quejas/' },
  'mis-quejas': { list: '/api/quejas/quejas/mis-quejas/' },
  inspecciones: { list: '/api/inspecciones/inspecciones/' },
  'mis-inspecciones': { list: '/api/inspecciones/inspecciones/mis-inspecciones/' },
  auditoria: { list: '/api/auditoria/' },
  gatos: {
    list: '/api/gatos/gatos/',
    one: (id) => `/api/gatos/gatos/${id}/ficha`,
    update: (id) => `/api/gatos/gatos/${id}`,
    delete: (id) => `/api/gatos/gatos/${id}`,
    actions: { baja: (id) => `/api/gatos/gatos/${id}/baja` },
  },
  'mis-gatos': { list: '/api/gatos/gatos/mis-gatos' },
  colonias: { list: '/api/colonias/colonias/', create: '/api/colonias/colonias/' },
  'mis-colonias': { list: '/api/colonias/colonias/mis-colonias/' },
  'colonias-listado': { list: '/api/colonias/colonias/' },
  voluntarios: { list: '/api/voluntarios/voluntarios/' },
  actividades_voluntarios: { list: '/api/voluntarios/actividades_voluntarios/', create: '/api/voluntarios/actividades_voluntarios/' },
  'adopciones-solicitudes': { list: '/api/adopciones/solicitudes' },
  usuarios: { list: '/api/usuarios/', one: (id) => `/api/usuarios/${id}`, create: '/api/usuarios/' },
};
