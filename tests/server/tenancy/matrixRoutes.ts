/**
 * How the isolation matrix calls each /api route: its path and body for a
 * world of ids (A's, B's or missing ones), and which of those ids it names.
 * A route missing here fails the matrix: whoever adds one decides how it is
 * called across municipalities.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { TestApp, TestUser } from '../helper';
import { TEST_PASSWORD } from '../helper';
import { PDF_BYTES, multipart, photo } from '../gatos/support';
import { FIRST_SLUG, SHARED_CHIPS, SHARED_COLONIA, type Entity, type World } from './matrixWorld';

export interface Call {
  url: string;
  options?: Partial<InjectOptions>;
}

export interface RouteSpec {
  /** The entities of the world its path and body name; each one is tried as B's. */
  uses: Entity[];
  /**
   * It answers about the installation, not a municipality's records: the list of municipalities, which names
   * B to whoever manages them. Its answers are not compared; its writes still must leave B's rows alone.
   */
  installation?: true;
  /**
   * Fields of its answer that say something of the installation (whether it serves several municipalities),
   * which B's arrival changes; left out when the answers before and after B are compared.
   */
  installationFields?: readonly string[];
  call(w: World, as: TestUser, t: TestApp): Call;
}

const json = (payload: object): Partial<InjectOptions> => ({ payload });
const form = (fields: Record<string, string | number>, file?: Parameters<typeof multipart>[1]): Partial<InjectOptions> => multipart(fields, file);
let serial = 0;
const fresh = (prefix: string) => `${prefix} ${++serial}`;

const get = (url: (w: World) => string, uses: Entity[] = []): RouteSpec => ({ uses, call: (w) => ({ url: url(w) }) });
const send = (url: (w: World) => string, uses: Entity[], options: (w: World, as: TestUser, t: TestApp) => Partial<InjectOptions> = () => ({})): RouteSpec => ({
  uses,
  call: (w, as, t) => ({ url: url(w), options: options(w, as, t) }),
});

export const ROUTE_SPECS: Record<string, RouteSpec> = {
  'GET /api/health': get(() => '/api/health'),
  'GET /api/settings': get(() => '/api/settings'),
  'POST /api/auth/login': send(() => '/api/auth/login', [], (_w, as) => json({ username: as.username, password: TEST_PASSWORD })),
  'GET /api/auth/me': { ...get(() => '/api/auth/me'), installationFields: ['administra_instalacion'] },
  'PUT /api/auth/idioma': send(() => '/api/auth/idioma', [], () => json({ idioma: 'es' })),
  'POST /api/auth/accept-demo-terms': send(() => '/api/auth/accept-demo-terms', []),
  'POST /api/auth/change-password': send(() => '/api/auth/change-password', [], () => json({ current_password: TEST_PASSWORD, new_password: TEST_PASSWORD })),
  'POST /api/auth/request-reset': send(() => '/api/auth/request-reset', [], (_w, as) => json({ email: as.email })),
  'POST /api/auth/reset-password': send(() => '/api/auth/reset-password', [], () => json({ token: 'token-que-no-existe', new_password: 'Otra-Clave-9!' })),
  'GET /api/legal/condiciones-uso.pdf': get(() => '/api/legal/condiciones-uso.pdf'),
  'GET /api/auditoria/': get(() => '/api/auditoria/?limit=1000'),
  'GET /api/auditoria/:id': get((w) => `/api/auditoria/${w.auditoria}`, ['auditoria']),
  'GET /api/gatos/gatos/registro-identificacion.csv': get(() => '/api/gatos/gatos/registro-identificacion.csv'),
  'GET /api/gatos/gatos/:id/certificado': get((w) => `/api/gatos/gatos/${w.gato}/certificado`, ['gato']),
  'GET /api/verificar/:codigo': get((w) => `/api/verificar/${w.certificado}`, ['certificado']),
  'GET /api/gatos/gatos/colonias': get(() => '/api/gatos/gatos/colonias'),
  'GET /api/gatos/gatos': get(() => '/api/gatos/gatos?limit=1000&incluir_inactivos=true'),
  'GET /api/gatos/gatos/mis-gatos': get(() => '/api/gatos/gatos/mis-gatos?limit=1000&incluir_inactivos=true'),
  'GET /api/gatos/gatos/:id/ficha': get((w) => `/api/gatos/gatos/${w.gato}/ficha`, ['gato']),
  'POST /api/gatos/gatos': send(() => '/api/gatos/gatos', ['colonia', 'gatoCliente'], (w) => form({ nombre: fresh('Nuevo'), sexo: 'H', ubicacion: 'Calle', colonia_id: w.colonia as number, client_id: w.gatoCliente }, photo())),
  'PUT /api/gatos/gatos/:id': send((w) => `/api/gatos/gatos/${w.gato}`, ['gato', 'colonia'], (w) => json({ nombre: 'Cambiado', sexo: 'H', ubicacion: 'Calle', colonia_id: w.colonia })),
  'PUT /api/gatos/gatos/:id/baja': send((w) => `/api/gatos/gatos/${w.gato}/baja`, ['gato'], () => json({ motivo: 'trasladado' })),
  'DELETE /api/gatos/gatos/:id': send((w) => `/api/gatos/gatos/${w.gato}`, ['gato']),
  'POST /api/gatos/gatos/importar-csv': send(() => '/api/gatos/gatos/importar-csv', ['colonia'], (w) =>
    form({ colonia_id: w.colonia as number }, { filename: 'gatos.csv', contentType: 'text/csv', bytes: Buffer.from(`nombre,sexo,codigo_identificacion\n${fresh('Importado')},H,${SHARED_CHIPS[1]}\n`) })),
  'GET /api/gatos/buscar': get(() => `/api/gatos/buscar?q=${SHARED_CHIPS[0]}`),
  'GET /api/gatos/gatos/:id/historia': get((w) => `/api/gatos/gatos/${w.gato}/historia`, ['gato']),
  'GET /api/partes/partes/': get(() => '/api/partes/partes/?limit=1000'),
  'GET /api/partes/partes/:id': get((w) => `/api/partes/partes/${w.parte}`, ['parte']),
  'POST /api/partes/partes/': send(() => '/api/partes/partes/', [], () => json({ descripcion: 'Farola rota', estado: 'pendiente' })),
  'GET /api/actividades/actividades/': get((w) => `/api/actividades/actividades/?limit=1000&gato_id=${w.gato}`, ['gato']),
  'GET /api/actividades/actividades/:id': get((w) => `/api/actividades/actividades/${w.actividad}`, ['actividad']),
  'POST /api/actividades/actividades/': send(() => '/api/actividades/actividades/', ['gato'], (w) => json({ tipo: 'Revisión', descripcion: 'Control', gato_id: w.gato })),
  'GET /api/campanas/campanas/': get(() => '/api/campanas/campanas/?limit=1000'),
  'GET /api/campanas/campanas/:id': get((w) => `/api/campanas/campanas/${w.campana}`, ['campana']),
  'POST /api/campanas/campanas/': send(() => '/api/campanas/campanas/', [], () => json({ nombre: fresh('Campaña'), fecha_inicio: '2025-04-01', estatus: 'planeada' })),
  'PUT /api/campanas/campanas/:id': send((w) => `/api/campanas/campanas/${w.campana}`, ['campana'], () => json({ nombre: 'Cambiada', gatos_objetivo: 1 })),
  'GET /api/campanas/campanas/:id/presupuesto': get((w) => `/api/campanas/campanas/${w.campana}/presupuesto`, ['campana']),
  'PUT /api/campanas/campanas/:id/presupuesto': send((w) => `/api/campanas/campanas/${w.campana}/presupuesto`, ['campana'], () => json({ importe_centimos: 123456 })),
  'GET /api/informes/informes/costes': get(() => '/api/informes/informes/costes?anio=2025'),
  'GET /api/campanas/campanas/:id/gatos': get((w) => `/api/campanas/campanas/${w.campana}/gatos`, ['campana']),
  'POST /api/campanas/campanas/:id/gatos': send((w) => `/api/campanas/campanas/${w.campana}/gatos`, ['campana', 'gato'], (w) => json({ gato_id: w.gato })),
  'DELETE /api/campanas/campanas/:id/gatos/:gato_id': send((w) => `/api/campanas/campanas/${w.campana}/gatos/${w.gato}`, ['campana', 'gato']),
  'GET /api/quejas/quejas/': get(() => '/api/quejas/quejas/?limit=1000'),
  'GET /api/quejas/quejas/mis-quejas/': get(() => '/api/quejas/quejas/mis-quejas/?limit=1000'),
  'GET /api/quejas/quejas/:id': get((w) => `/api/quejas/quejas/${w.queja}`, ['queja']),
  'POST /api/quejas/quejas/': send(() => '/api/quejas/quejas/', ['colonia'], (w) => form({ descripcion: 'Ruido de noche', colonia_id: w.colonia as number, solucion_responsable: '' })),
  'PUT /api/quejas/quejas/:id/resolver': send((w) => `/api/quejas/quejas/${w.queja}/resolver`, ['queja'], () => json({ respuesta_publica: 'Hecho' })),
  'GET /api/quejas/seguimiento/:codigo': get((w) => `/api/quejas/seguimiento/${w.seguimiento}`, ['seguimiento']),
  'POST /api/avistamientos/': send(() => '/api/avistamientos/', [], () => form({ tipo: 'nuevo', latitude: 41.0687, longitude: -2.6428, descripcion: fresh('Gato nuevo') })),
  'GET /api/avistamientos/seguimiento/:codigo': get((w) => `/api/avistamientos/seguimiento/${w.avistamientoCodigo}`, ['avistamientoCodigo']),
  'GET /api/avistamientos/': get(() => '/api/avistamientos/?limit=1000'),
  'GET /api/avistamientos/:id': get((w) => `/api/avistamientos/${w.avistamiento}`, ['avistamiento']),
  'PUT /api/avistamientos/:id': send((w) => `/api/avistamientos/${w.avistamiento}`, ['avistamiento', 'colonia'], (w) =>
    json({ decision: 'aceptar', destino: 'censo', colonia_id: w.colonia, gatos_vistos: 3 })),
  'POST /api/avistamientos/:id/anonimizar': send((w) => `/api/avistamientos/${w.avistamiento}/anonimizar`, ['avistamiento']),
  'GET /api/adopciones/': get(() => '/api/adopciones/?limit=1000'),
  'POST /api/adopciones/:gato_id/solicitudes': send((w) => `/api/adopciones/${w.gato}/solicitudes`, ['gato'], () =>
    json({ nombre: 'Familia Pérez', email: 'familia@correo.es', mensaje: 'Queremos adoptar', acepta_privacidad: true })),
  'GET /api/adopciones/solicitudes': get(() => '/api/adopciones/solicitudes?limit=1000'),
  'GET /api/adopciones/solicitudes/:id': get((w) => `/api/adopciones/solicitudes/${w.solicitud}`, ['solicitud']),
  'PUT /api/adopciones/solicitudes/:id/estado': send((w) => `/api/adopciones/solicitudes/${w.solicitud}/estado`, ['solicitud'], () => json({ estado: 'en curso' })),
  'POST /api/adopciones/solicitudes/:id/anonimizar': send((w) => `/api/adopciones/solicitudes/${w.solicitud}/anonimizar`, ['solicitud']),
  'GET /api/inspecciones/inspecciones/': get(() => '/api/inspecciones/inspecciones/?limit=1000'),
  'GET /api/inspecciones/inspecciones/mis-inspecciones/': get(() => '/api/inspecciones/inspecciones/mis-inspecciones/?limit=1000'),
  'GET /api/inspecciones/inspecciones/colonias/': get(() => '/api/inspecciones/inspecciones/colonias/'),
  'GET /api/inspecciones/inspecciones/:id': get((w) => `/api/inspecciones/inspecciones/${w.inspeccion}`, ['inspeccion']),
  'POST /api/inspecciones/inspecciones/': send(() => '/api/inspecciones/inspecciones/', ['colonia'], (w) => form({ colonia_id: w.colonia as number, observaciones: 'Comederos sucios', acciones_recomendadas: 'Limpiar' })),
  'PUT /api/inspecciones/inspecciones/:id/resolver': send((w) => `/api/inspecciones/inspecciones/${w.inspeccion}/resolver`, ['inspeccion']),
  'GET /api/colonias/colonias/': get(() => `/api/colonias/colonias/?limit=1000&q=${encodeURIComponent(SHARED_COLONIA)}`),
  'GET /api/colonias/colonias/mis-colonias/': get(() => '/api/colonias/colonias/mis-colonias/?limit=1000'),
  'POST /api/colonias/colonias/': send(() => '/api/colonias/colonias/', [], () => json({ nombre: fresh('Colonia'), ubicacion: 'Parque' })),
  'GET /api/colonias/colonias/:id': get((w) => `/api/colonias/colonias/${w.colonia}`, ['colonia']),
  'GET /api/colonias/colonias/:id/esterilizados': get((w) => `/api/colonias/colonias/${w.colonia}/esterilizados`, ['colonia']),
  'GET /api/colonias/colonias/:id/gatos': get((w) => `/api/colonias/colonias/${w.colonia}/gatos?incluir_inactivos=true`, ['colonia']),
  'GET /api/colonias/colonias/mapa/colonias': get(() => '/api/colonias/colonias/mapa/colonias'),
  'GET /api/informes/informes/datos/colonias': get(() => '/api/informes/informes/datos/colonias'),
  'POST /api/colonias/asignar_usuario/': send(() => '/api/colonias/asignar_usuario/', ['usuario', 'colonia'], (w) => json({ user_id: w.usuario, colonia_id: w.colonia })),
  'GET /api/colonias/asignaciones/': get(() => '/api/colonias/asignaciones/?limit=1000'),
  'DELETE /api/colonias/asignaciones/:id': send((w) => `/api/colonias/asignaciones/${w.asignacion}`, ['asignacion']),
  'GET /api/voluntarios/usuarios_asignables/': get(() => '/api/voluntarios/usuarios_asignables/'),
  'GET /api/voluntarios/voluntarios/': get(() => '/api/voluntarios/voluntarios/?limit=1000'),
  'GET /api/voluntarios/actividades_voluntarios/': get((w) => `/api/voluntarios/actividades_voluntarios/?limit=1000&voluntario_id=${w.usuario}`, ['usuario']),
  'POST /api/voluntarios/actividades_voluntarios/': send(() => '/api/voluntarios/actividades_voluntarios/', ['usuario'], (w) => json({ descripcion: 'Reponer agua', voluntario_id: w.usuario, estatus: 'pendiente' })),
  'GET /api/usuarios/': get(() => '/api/usuarios/?limit=1000'),
  'GET /api/usuarios/:id': get((w) => `/api/usuarios/${w.usuario}`, ['usuario']),
  'POST /api/usuarios/': send(() => '/api/usuarios/', [], () => {
    const name = fresh('alta').replace(' ', '-');
    return json({ username: name, email: `${name}@prueba.gatera.es`, role: 'voluntario', password: 'Clave-Segura-2025' });
  }),
  'PUT /api/usuarios/:id/rol': send((w) => `/api/usuarios/${w.usuario}/rol`, ['usuario'], () => json({ role: 'voluntario' })),
  'PUT /api/usuarios/:id/desactivar': send((w) => `/api/usuarios/${w.usuario}/desactivar`, ['usuario']),
  'PUT /api/usuarios/:id/activar': send((w) => `/api/usuarios/${w.usuario}/activar`, ['usuario']),
  'GET /api/auth/me/datos': get(() => '/api/auth/me/datos'),
  'GET /api/notificaciones/clave-publica': get(() => '/api/notificaciones/clave-publica'),
  'POST /api/notificaciones/suscripcion': send(() => '/api/notificaciones/suscripcion', [], () =>
    json({ endpoint: `https://push.example.test/${++serial}`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
  ),
  // The same device address is stored in both municipalities: A's person removes only A's row.
  'DELETE /api/notificaciones/suscripcion': send(() => '/api/notificaciones/suscripcion', [], () => json({ endpoint: 'https://push.example.test/dispositivo-1' })),
  'GET /api/notificaciones/preferencias': get(() => '/api/notificaciones/preferencias'),
  'PUT /api/notificaciones/preferencias': send(() => '/api/notificaciones/preferencias', [], () => json([{ tipo: 'queja_nueva', canal: 'push' }])),
  'POST /api/usuarios/:id/anonimizar': send((w) => `/api/usuarios/${w.usuario}/anonimizar`, ['usuario']),
  'POST /api/backup/backup': send(() => '/api/backup/backup', [], () => json({ backup_type: 'full', format: 'sql' })),
  'GET /api/backup/backup/list': get(() => '/api/backup/backup/list'),
  'GET /api/backup/backup/download/:name': get((w) => `/api/backup/backup/download/${w.backup}`, ['backup']),
  'POST /api/backup/restore': send((w) => `/api/backup/restore?backup_filename=${w.backup}`, ['backup']),
  'POST /api/backup/backup/import': send(() => '/api/backup/backup/import', [], (w, _as, t) =>
    form({}, { filename: String(w.backup), contentType: 'application/octet-stream', bytes: fs.readFileSync(path.join(t.paths.backupDir, String(w.backup))) })),
  'GET /api/informes/informes/colonias': get(() => '/api/informes/informes/colonias'),
  'GET /api/proveedores/': get(() => '/api/proveedores/'),
  'POST /api/proveedores/': send(() => '/api/proveedores/', [], () => json({ nombre: fresh('Clínica'), direccion: 'Calle Mayor, 1', numero_colegiado: 'COL-1' })),
  'GET /api/jornadas/': get(() => '/api/jornadas/'),
  'GET /api/jornadas/resumen': get(() => '/api/jornadas/resumen'),
  'GET /api/jornadas/:id': get((w) => `/api/jornadas/${w.jornada}`, ['jornada']),
  'POST /api/jornadas/': send(() => '/api/jornadas/', ['proveedor'], (w) => json({ proveedor_id: w.proveedor, fecha: '2099-07-01', capacidad: 10 })),
  'GET /api/jornadas/:id/reservas': get((w) => `/api/jornadas/${w.jornada}/reservas`, ['jornada']),
  'POST /api/jornadas/:id/reservas': send((w) => `/api/jornadas/${w.jornada}/reservas`, ['jornada', 'colonia'], (w) => json({ colonia_id: w.colonia, sexo: 'macho', cachorro: true })),
  'PUT /api/jornadas/:id/reservas/:reserva_id/resultado': send((w) => `/api/jornadas/${w.jornada}/reservas/${w.reserva}/resultado`, ['jornada', 'reserva'], () => json({ presentado: false })),
  'POST /api/jornadas/:id/reservas/:reserva_id/comprobacion-microchip': send((w) => `/api/jornadas/${w.jornada}/reservas/${w.reserva}/comprobacion-microchip`, ['jornada', 'reserva'], () => json({ microchip: SHARED_CHIPS[1] })),
  'DELETE /api/jornadas/:id/reservas/:reserva_id': send((w) => `/api/jornadas/${w.jornada}/reservas/${w.reserva}`, ['jornada', 'reserva']),
  'PUT /api/proveedores/:id': send((w) => `/api/proveedores/${w.proveedor}`, ['proveedor'], () => json({ nombre: fresh('Clínica corregida'), direccion: 'Calle Mayor, 2', numero_colegiado: 'COL-1' })),
  'DELETE /api/proveedores/:id': send((w) => `/api/proveedores/${w.proveedor}`, ['proveedor']),
  'PUT /api/jornadas/:id': send((w) => `/api/jornadas/${w.jornada}`, ['jornada', 'proveedor', 'campana'], (w) => json({ proveedor_id: w.proveedor, fecha: '2099-06-02', capacidad: 40, campana_id: w.campana })),
  'DELETE /api/jornadas/:id': send((w) => `/api/jornadas/${w.jornada}`, ['jornada']),
  'GET /api/informes/informes/campanas': get(() => '/api/informes/informes/campanas'),
  'GET /api/informes/informes/graficos/colonias': get(() => '/api/informes/informes/graficos/colonias'),
  'GET /api/adjuntos/:u/:exp/:firma/:nombre': { uses: ['adjunto'], call: (w, as, t) => ({ url: new URL(t.app.gatera.attachmentLinks.urlOf(String(w.adjunto), as.id)!, 'http://x').pathname }) },
  'GET /api/colonias/colonias/:id/censos': get((w) => `/api/colonias/colonias/${w.colonia}/censos`, ['colonia']),
  'POST /api/colonias/colonias/:id/censos': send((w) => `/api/colonias/colonias/${w.colonia}/censos`, ['colonia', 'censoCliente'], (w) => json({ fecha: '2025-03-02', gatos_vistos: 5, crias: 1, marcados_vistos: 2, client_id: w.censoCliente })),
  'PUT /api/colonias/colonias/:id/censos/:censo_id': send((w) => `/api/colonias/colonias/${w.colonia}/censos/${w.censo}`, ['colonia', 'censo'], () => json({ fecha: '2025-03-03', gatos_vistos: 7, crias: 0, marcados_vistos: 3 })),
  'DELETE /api/colonias/colonias/:id/censos/:censo_id': send((w) => `/api/colonias/colonias/${w.colonia}/censos/${w.censo}`, ['colonia', 'censo']),
  'GET /api/colonias/colonias/:id/camadas': get((w) => `/api/colonias/colonias/${w.colonia}/camadas`, ['colonia']),
  'POST /api/colonias/colonias/:id/camadas': send((w) => `/api/colonias/colonias/${w.colonia}/camadas`, ['colonia'], () => json({ fecha: '2025-04-12', crias: 3 })),
  'PUT /api/colonias/colonias/:id/camadas/:camada_id': send((w) => `/api/colonias/colonias/${w.colonia}/camadas/${w.camada}`, ['colonia', 'camada'], () => json({ fecha: '2025-04-11', crias: 5, en_colonia: 5 })),
  'DELETE /api/colonias/colonias/:id/camadas/:camada_id': send((w) => `/api/colonias/colonias/${w.colonia}/camadas/${w.camada}`, ['colonia', 'camada']),
  'GET /api/colonias/colonias/:id/recien-llegados': get((w) => `/api/colonias/colonias/${w.colonia}/recien-llegados`, ['colonia']),
  'GET /api/informes/informes/panel/camadas': get(() => '/api/informes/informes/panel/camadas'),
  'GET /api/colonias/colonias/:id/poblacion': get((w) => `/api/colonias/colonias/${w.colonia}/poblacion`, ['colonia']),
  'GET /api/colonias/colonias/:id/historia': get((w) => `/api/colonias/colonias/${w.colonia}/historia`, ['colonia']),
  'GET /api/informes/informes/panel': get(() => '/api/informes/informes/panel'),
  'POST /api/campanas/campanas/desde-colonias': send(() => '/api/campanas/campanas/desde-colonias', ['colonia'], (w) => json({ colonia_ids: [w.colonia], nombre: fresh('Desde colonias') })),
  'GET /api/informes/informes/memoria': get(() => `/api/informes/informes/memoria?anio=${new Date().getFullYear()}`),
  'GET /api/colonias/comederos': get(() => '/api/colonias/comederos'),
  'GET /api/colonias/colonias/:id/comederos': get((w) => `/api/colonias/colonias/${w.colonia}/comederos`, ['colonia']),
  'POST /api/colonias/colonias/:id/comederos': send((w) => `/api/colonias/colonias/${w.colonia}/comederos`, ['colonia'], () => json({ nombre: fresh('Comedero'), latitude: 41.07, longitude: -2.64 })),
  'PUT /api/colonias/colonias/:id/comederos/:comedero_id': send((w) => `/api/colonias/colonias/${w.colonia}/comederos/${w.comedero}`, ['colonia', 'comedero'], () => json({ nombre: 'Cambiado', latitude: 41.07, longitude: -2.64 })),
  'DELETE /api/colonias/colonias/:id/comederos/:comedero_id': send((w) => `/api/colonias/colonias/${w.colonia}/comederos/${w.comedero}`, ['colonia', 'comedero']),
  'GET /api/colonias/colonias/:id/equipo': get((w) => `/api/colonias/colonias/${w.colonia}/equipo`, ['colonia']),
  'GET /api/colonias/colonias/:id/turnos': get((w) => `/api/colonias/colonias/${w.colonia}/turnos`, ['colonia']),
  'POST /api/colonias/colonias/:id/turnos': send((w) => `/api/colonias/colonias/${w.colonia}/turnos`, ['colonia', 'usuario'], (w) => json({ dia_semana: 6, franja: 'noche', usuario_id: w.usuario })),
  'DELETE /api/colonias/colonias/:id/turnos/:turno_id': send((w) => `/api/colonias/colonias/${w.colonia}/turnos/${w.turno}`, ['colonia', 'turno']),
  'POST /api/colonias/colonias/:id/turnos/:turno_id/cambio': send((w) => `/api/colonias/colonias/${w.colonia}/turnos/${w.turno}/cambio`, ['colonia', 'turno', 'otroTurno'], (w) => json({ con_turno_id: w.otroTurno })),
  'GET /api/turnos/cambios': get(() => '/api/turnos/cambios'),
  'POST /api/turnos/cambios/:id/aceptar': send((w) => `/api/turnos/cambios/${w.cambio}/aceptar`, ['cambio']),
  'POST /api/turnos/cambios/:id/rechazar': send((w) => `/api/turnos/cambios/${w.cambio}/rechazar`, ['cambio']),
  'POST /api/turnos/cambios/:id/cancelar': send((w) => `/api/turnos/cambios/${w.cambio}/cancelar`, ['cambio']),
  'POST /api/visitas/': send(() => '/api/visitas/', ['colonia', 'comedero', 'visitaCliente'], (w) =>
    json({ colonia_id: w.colonia, comedero_id: w.comedero, comida: true, agua: true, gatos_vistos: 2, client_id: w.visitaCliente })),
  'GET /api/visitas/': get(() => '/api/visitas/?limit=1000'),
  'GET /api/visitas/pendientes': get(() => '/api/visitas/pendientes'),
  'GET /api/turnos/hoy': get(() => '/api/turnos/hoy'),
  'GET /api/visitas/:id': get((w) => `/api/visitas/${w.visita}`, ['visita']),
  'GET /api/visitas/:id/foto': get((w) => `/api/visitas/${w.visita}/foto`, ['visita']),
  'POST /api/visitas/:id/censo': send((w) => `/api/visitas/${w.visita}/censo`, ['visita']),
  // A lookup is logged (a read that writes): with a chip it would change the log and the exports read after it, between
  // the matrix's two rounds. Called with a malformed one here; its isolation is tests/server/consulta/consulta.test.ts.
  'GET /api/consulta/microchip/:codigo': get(() => '/api/consulta/microchip/no-es-un-chip'),
  'GET /api/consultas-microchip/': get(() => '/api/consultas-microchip/?limit=1000'),
  'GET /api/entidades/': get(() => '/api/entidades/'),
  'GET /api/entidades/:id': get((w) => `/api/entidades/${w.entidad}`, ['entidad']),
  'POST /api/entidades/': send(() => '/api/entidades/', [], () => json({ nombre: fresh('Protectora'), tipo: 'protectora' })),
  'PUT /api/entidades/:id': send((w) => `/api/entidades/${w.entidad}`, ['entidad'], () => json({ nombre: 'Clínica corregida', tipo: 'clinica' })),
  'DELETE /api/entidades/:id': send((w) => `/api/entidades/${w.entidad}`, ['entidad']),
  'GET /api/entidades/:id/claves': get((w) => `/api/entidades/${w.entidad}/claves`, ['entidad']),
  'POST /api/entidades/:id/claves': send((w) => `/api/entidades/${w.entidad}/claves`, ['entidad']),
  'PUT /api/entidades/:id/claves/:clave_id/revocar': send((w) => `/api/entidades/${w.entidad}/claves/${w.clave}/revocar`, ['entidad', 'clave']),
  'PUT /api/usuarios/:id/entidad': send((w) => `/api/usuarios/${w.usuario}/entidad`, ['usuario', 'entidad'], (w) => json({ entidad_id: w.entidad })),
  'GET /api/equipos/': get(() => '/api/equipos/?limit=500'),
  'GET /api/equipos/vencidos': get(() => '/api/equipos/vencidos'),
  'GET /api/equipos/opciones': get(() => '/api/equipos/opciones'),
  'GET /api/equipos/etiquetas': get(() => '/api/equipos/etiquetas'),
  'GET /api/equipos/:id': get((w) => `/api/equipos/${w.equipo}`, ['equipo']),
  'GET /api/equipos/:id/historial': get((w) => `/api/equipos/${w.equipo}/historial`, ['equipo']),
  'POST /api/equipos/': send(() => '/api/equipos/', [], () => json({ codigo: `EQ-${++serial}`, tipo: 'transportin' })),
  'PUT /api/equipos/:id': send((w) => `/api/equipos/${w.equipo}`, ['equipo'], () => json({ codigo: 'JT-01', tipo: 'jaula_trampa', descripcion: 'Cambiada' })),
  'DELETE /api/equipos/:id': send((w) => `/api/equipos/${w.equipo}`, ['equipo']),
  'GET /api/proveedores/:id/tarifas': get((w) => `/api/proveedores/${w.proveedor}/tarifas`, ['proveedor']),
  'POST /api/proveedores/:id/tarifas': send((w) => `/api/proveedores/${w.proveedor}/tarifas`, ['proveedor'], () => json({ acto: 'microchip', importe_centimos: 2500, iva_porcentaje: 21, desde: `${2100 + ++serial}-01-01`, hasta: `${2100 + serial}-12-31` })),
  'PUT /api/proveedores/:id/tarifas/:tarifa_id': send((w) => `/api/proveedores/${w.proveedor}/tarifas/${w.tarifa}`, ['proveedor', 'tarifa'], () => json({ acto: 'esterilizacion_macho', importe_centimos: 4100, iva_porcentaje: 21, desde: '2025-01-01', hasta: null })),
  'DELETE /api/proveedores/:id/tarifas/:tarifa_id': send((w) => `/api/proveedores/${w.proveedor}/tarifas/${w.tarifa}`, ['proveedor', 'tarifa']),
  'GET /api/facturas/': get(() => '/api/facturas/?limit=1000'),
  'GET /api/facturas/:id': get((w) => `/api/facturas/${w.factura}`, ['factura']),
  'POST /api/facturas/': send(() => '/api/facturas/', ['proveedor', 'coste'], (w) =>
    form(
      { proveedor_id: w.proveedor as number, numero: fresh('F'), fecha: '2025-04-01', base_centimos: 100, iva_centimos: 21, total_centimos: 121, lineas: JSON.stringify([{ coste_id: w.coste, importe_centimos: 121 }]) },
      { field: 'archivo', filename: 'factura.pdf', contentType: 'application/pdf', bytes: PDF_BYTES },
    )),
  'PUT /api/facturas/:id': send((w) => `/api/facturas/${w.factura}`, ['factura', 'proveedor', 'coste'], (w) =>
    json({ proveedor_id: w.proveedor, numero: 'F-2025-001', fecha: '2025-03-31', base_centimos: 4000, iva_centimos: 840, total_centimos: 4840, lineas: [{ coste_id: w.coste, importe_centimos: 4840 }] })),
  'PUT /api/facturas/:id/archivo': send((w) => `/api/facturas/${w.factura}/archivo`, ['factura'], () => form({}, { field: 'archivo', filename: 'factura.pdf', contentType: 'application/pdf', bytes: PDF_BYTES })),
  'DELETE /api/facturas/:id': send((w) => `/api/facturas/${w.factura}`, ['factura']),
  'GET /api/costes/': get(() => '/api/costes/?limit=1000'),
  'GET /api/costes/:id': get((w) => `/api/costes/${w.coste}`, ['coste']),
  'POST /api/costes/': send(() => '/api/costes/', ['gato', 'proveedor'], (w) => json({ concepto: 'vacuna', fecha: '2025-05-01', gato_id: w.gato, proveedor_id: w.proveedor })),
  'PUT /api/costes/:id': send((w) => `/api/costes/${w.coste}`, ['coste', 'linea'], (w) => json({ linea_id: w.linea, descripcion: 'Corregido' })),
  'DELETE /api/costes/:id': send((w) => `/api/costes/${w.coste}`, ['coste']),
  'POST /api/equipos/:id/prestamos': send((w) => `/api/equipos/${w.equipo}/prestamos`, ['equipo', 'usuario', 'colonia'], (w) =>
    json({ usuario_id: w.usuario, colonia_id: w.colonia, devolver_antes_de: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) })),
  'POST /api/equipos/:id/devolucion': send((w) => `/api/equipos/${w.equipoPrestado}/devolucion`, ['equipoPrestado'], () => json({ limpiado: true })),
  'GET /api/cursos/': get(() => '/api/cursos/'),
  'GET /api/cursos/:id': get((w) => `/api/cursos/${w.curso}`, ['curso']),
  'POST /api/cursos/': send(() => '/api/cursos/', [], () => json({ titulo: fresh('Curso'), fecha: '2025-03-01' })),
  'PUT /api/cursos/:id': send((w) => `/api/cursos/${w.curso}`, ['curso', 'usuario'], (w) => json({ titulo: 'Curso cambiado', fecha: '2025-03-02', asistentes: [w.usuario] })),
  'DELETE /api/cursos/:id': send((w) => `/api/cursos/${w.curso}`, ['curso']),
  'GET /api/acreditaciones/': get(() => '/api/acreditaciones/'),
  'GET /api/acreditaciones/opciones': get(() => '/api/acreditaciones/opciones'),
  'GET /api/acreditaciones/:id': get((w) => `/api/acreditaciones/${w.acreditacion}`, ['acreditacion']),
  'GET /api/acreditaciones/:id/foto': get((w) => `/api/acreditaciones/${w.acreditacion}/foto`, ['acreditacion']),
  'GET /api/acreditaciones/:id/carne': get((w) => `/api/acreditaciones/${w.acreditacion}/carne`, ['acreditacion']),
  'POST /api/acreditaciones/': send(() => '/api/acreditaciones/', ['usuario', 'colonia'], (w) => json({ usuario_id: w.usuario, colonia_ids: [w.colonia], desde: '2025-03-01', hasta: '2027-03-01' })),
  'PUT /api/acreditaciones/:id': send((w) => `/api/acreditaciones/${w.acreditacion}`, ['acreditacion', 'usuario', 'colonia', 'curso'], (w) =>
    json({ usuario_id: w.usuario, colonia_ids: [w.colonia], desde: '2025-03-01', hasta: '2028-03-01', curso_id: w.curso })),
  'DELETE /api/acreditaciones/:id': send((w) => `/api/acreditaciones/${w.acreditacion}`, ['acreditacion']),
  'POST /api/acreditaciones/:id/foto': send((w) => `/api/acreditaciones/${w.acreditacion}/foto`, ['acreditacion'], () => form({}, { ...photo(), field: 'foto' })),
  'GET /api/subvenciones/': get(() => '/api/subvenciones/?limit=500'),
  'POST /api/subvenciones/': send(() => '/api/subvenciones/', [], () => json({ convocatoria: fresh('Convocatoria'), organismo: 'Diputación', referencia: 'EXP-1', fecha: '2025-02-01', importe_concedido_centimos: 100000, periodo_desde: '2025-01-01', periodo_hasta: '2025-12-31' })),
  'GET /api/subvenciones/:id': get((w) => `/api/subvenciones/${w.subvencion}`, ['subvencion']),
  'PUT /api/subvenciones/:id': send((w) => `/api/subvenciones/${w.subvencion}`, ['subvencion'], () => json({ convocatoria: 'Cambiada', organismo: 'Diputación', referencia: 'EXP-2025/1', fecha: '2025-02-01', importe_concedido_centimos: 1000000, periodo_desde: '2025-01-01', periodo_hasta: '2025-12-31' })),
  'DELETE /api/subvenciones/:id': send((w) => `/api/subvenciones/${w.subvencion}`, ['subvencion']),
  'GET /api/subvenciones/:id/lineas': get((w) => `/api/subvenciones/${w.subvencion}/lineas`, ['subvencion']),
  'POST /api/subvenciones/:id/lineas': send((w) => `/api/subvenciones/${w.subvencion}/lineas`, ['subvencion'], () => json({ plantilla: 'ministerio' })),
  'PUT /api/subvenciones/:id/lineas/:linea_id': send((w) => `/api/subvenciones/${w.subvencion}/lineas/${w.linea}`, ['subvencion', 'linea'], () =>
    json({ nombre: 'Línea cambiada', conceptos: [{ concepto: 'esterilizacion_macho', tope_centimos: 5000 }] })),
  'DELETE /api/subvenciones/:id/lineas/:linea_id': send((w) => `/api/subvenciones/${w.subvencion}/lineas/${w.linea}`, ['subvencion', 'linea']),
  'GET /api/subvenciones/:id/costes': get((w) => `/api/subvenciones/${w.subvencion}/costes`, ['subvencion']),
  'PUT /api/subvenciones/:id/costes/:coste_id': send((w) => `/api/subvenciones/${w.subvencion}/costes/${w.coste}`, ['subvencion', 'coste', 'linea'], (w) => json({ linea_id: w.linea })),
  'GET /api/subvenciones/:id/justificacion': get((w) => `/api/subvenciones/${w.subvencion}/justificacion?formato=pdf`, ['subvencion']),
  'GET /api/ajustes': get(() => '/api/ajustes'),
  'PUT /api/ajustes': send(() => '/api/ajustes', [], () => json({ contacto_email: 'gatos@ayto.es' })),
  'PUT /api/ajustes/escudo': send(() => '/api/ajustes/escudo', [], () => form({}, { ...photo(), field: 'file' })),
  'DELETE /api/ajustes/escudo': send(() => '/api/ajustes/escudo', []),
  'GET /api/settings/escudo': get(() => '/api/settings/escudo'),
  'GET /api/datos-abiertos/colonias.geojson': get(() => '/api/datos-abiertos/colonias.geojson'),
  'GET /api/datos-abiertos/colonias.csv': get(() => '/api/datos-abiertos/colonias.csv'),
  'GET /api/datos-abiertos/programa.csv': get(() => '/api/datos-abiertos/programa.csv'),
  'GET /api/datos-abiertos/catalogo.jsonld': get(() => '/api/datos-abiertos/catalogo.jsonld'),
  // The municipalities, managed by the province and the first municipality's administrator (A's here).
  'GET /api/municipios/': { ...get(() => '/api/municipios/'), installation: true },
  'GET /api/municipios/:id': { ...get(() => '/api/municipios/1'), installation: true },
  'POST /api/municipios/': {
    ...send(() => '/api/municipios/', [], () => {
      const n = fresh('nuevo').replace(' ', '-');
      return json({ nombre: `Municipio ${n}`, slug: n, administrador: { username: `admin-${n}`, email: `admin-${n}@nuevo.es`, password: TEST_PASSWORD, nombre: 'Administración' } });
    }),
    installation: true,
  },
  'PUT /api/municipios/:id': { ...send(() => '/api/municipios/1', [], () => json({})), installation: true },
  'GET /api/municipios/:id/cuentas': { ...get(() => '/api/municipios/1/cuentas'), installation: true },
  'POST /api/municipios/:id/cuentas': { ...send(() => '/api/municipios/1/cuentas', [], (_w, as) => json({ username: as.username })), installation: true },
  'DELETE /api/municipios/:id/cuentas/:usuarioId': { ...send(() => '/api/municipios/1/cuentas/999999', []), installation: true },
  // The province's panel and map: no role of a municipality reads them.
  'GET /api/informes/informes/provincia': get(() => '/api/informes/informes/provincia'),
  'GET /api/informes/informes/provincia/mapa': get(() => '/api/informes/informes/provincia/mapa'),
  'GET /api/informes/informes/provincia/memoria': get(() => `/api/informes/informes/provincia/memoria?anio=${new Date().getFullYear()}&formato=csv`),
};

/** Lists called once more, filtered by a record (a colony, a cat, a volunteer) that may be B's: a filter is an id too. */
export const FILTERED_LISTS: { route: string; spec: RouteSpec }[] = [
  { route: 'GET /api/gatos/gatos', spec: get((w) => `/api/gatos/gatos?limit=1000&incluir_inactivos=true&colonia_id=${w.colonia}`, ['colonia']) },
  { route: 'GET /api/quejas/quejas/', spec: get((w) => `/api/quejas/quejas/?limit=1000&colonia_id=${w.colonia}`, ['colonia']) },
  { route: 'GET /api/quejas/quejas/mis-quejas/', spec: get((w) => `/api/quejas/quejas/mis-quejas/?limit=1000&colonia_id=${w.colonia}`, ['colonia']) },
  { route: 'GET /api/inspecciones/inspecciones/', spec: get((w) => `/api/inspecciones/inspecciones/?limit=1000&colonia_id=${w.colonia}`, ['colonia']) },
  { route: 'GET /api/inspecciones/inspecciones/mis-inspecciones/', spec: get((w) => `/api/inspecciones/inspecciones/mis-inspecciones/?limit=1000&colonia_id=${w.colonia}`, ['colonia']) },
  { route: 'GET /api/visitas/', spec: get((w) => `/api/visitas/?limit=1000&colonia_id=${w.colonia}`, ['colonia']) },
  { route: 'GET /api/turnos/cambios', spec: get((w) => `/api/turnos/cambios?colonia_id=${w.colonia}`, ['colonia']) },
  { route: 'GET /api/gatos/buscar', spec: get(() => `/api/gatos/buscar?q=${encodeURIComponent('Misu')}`) },
  { route: 'GET /api/usuarios/', spec: get(() => '/api/usuarios/?limit=1000&role=voluntario&q=otra') },
  { route: 'GET /api/facturas/', spec: get((w) => `/api/facturas/?limit=1000&proveedor_id=${w.proveedor}`, ['proveedor']) },
  { route: 'GET /api/costes/', spec: get((w) => `/api/costes/?limit=1000&proveedor_id=${w.proveedor}&colonia_id=${w.colonia}&linea_id=${w.linea}`, ['proveedor', 'colonia', 'linea']) },
  { route: 'GET /api/avistamientos/', spec: get((w) => `/api/avistamientos/?limit=1000&colonia_id=${w.colonia}&estado=nuevo&tipo=marcado`, ['colonia']) },
  // An invoice's PDF is served by the attachments' route too.
  { route: 'GET /api/adjuntos/:u/:exp/:firma/:nombre', spec: { uses: ['facturaArchivo'], call: (w, as, t) => ({ url: new URL(t.app.gatera.attachmentLinks.urlOf(String(w.facturaArchivo), as.id)!, 'http://x').pathname }) } },
];

/** A municipality's public routes, also at its own path (/api/m/<slug>/…): called, as A, at A's path. */
const AT_MUNICIPIO_PATH = [
  'GET /api/colonias/colonias/mapa/colonias',
  'GET /api/informes/informes/datos/colonias',
  'GET /api/adopciones/',
  'POST /api/adopciones/:gato_id/solicitudes',
  'GET /api/quejas/seguimiento/:codigo',
  'POST /api/avistamientos/',
  'GET /api/avistamientos/seguimiento/:codigo',
  'GET /api/settings',
  'GET /api/settings/escudo',
  'GET /api/datos-abiertos/colonias.geojson',
  'GET /api/datos-abiertos/colonias.csv',
  'GET /api/datos-abiertos/programa.csv',
  'GET /api/datos-abiertos/catalogo.jsonld',
];
const atPath = (url: string) => url.replace(/^\/api\//, `/api/m/${FIRST_SLUG}/`);
for (const key of AT_MUNICIPIO_PATH) {
  const spec = ROUTE_SPECS[key];
  ROUTE_SPECS[key.replace(' /api/', ' /api/m/:slug/')] = { ...spec, call: (w, as, t) => ({ ...spec.call(w, as, t), url: atPath(spec.call(w, as, t).url) }) };
}
