/** The audit log's actions and record types, with their Spanish names (server writes them, the screen shows them). */
export const AUDIT_ACTION_LABELS = {
  crear: 'Alta',
  editar: 'Modificación',
  eliminar: 'Borrado',
  baja: 'Baja',
  importar: 'Importación',
  resolver: 'Resolución',
  asignar: 'Asignación',
  quitar: 'Retirada',
  restaurar: 'Restauración',
  backup: 'Copia de seguridad',
  cambiar_contrasena: 'Cambio de contraseña',
  restablecer_contrasena: 'Restablecimiento de contraseña',
  aceptar_terminos: 'Aceptación de términos',
  activar: 'Activación',
  desactivar: 'Desactivación',
  cambiar_rol: 'Cambio de rol',
  anonimizar: 'Anonimización (RGPD)',
  prestar: 'Préstamo',
  devolver: 'Devolución',
  limpiar: 'Limpieza',
  aceptar: 'Aceptación',
  descartar: 'Descarte',
  revocar: 'Revocación',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  users: 'Usuario',
  gatos: 'Gato',
  colonias: 'Colonia',
  campanas: 'Campaña',
  partes: 'Parte',
  actividades: 'Actividad',
  quejas: 'Queja',
  inspecciones: 'Inspección',
  actividades_voluntarios: 'Actividad de voluntariado',
  asignaciones: 'Asignación',
  adopcion_solicitudes: 'Solicitud de adopción',
  certificados: 'Certificado',
  backup: 'Copia de seguridad',
  censos: 'Censo',
  comederos: 'Comedero',
  turnos: 'Turno',
  cambios_turno: 'Cambio de turno',
  visitas: 'Visita',
  ajustes: 'Ajustes de la instalación',
  equipos: 'Equipo',
  prestamos_equipo: 'Préstamo de equipo',
  proveedores: 'Proveedor veterinario',
  jornadas: 'Jornada de quirófano',
  jornada_reservas: 'Reserva de jornada',
  tarifas: 'Tarifa',
  facturas: 'Factura',
  costes: 'Coste',
  subvenciones: 'Subvención',
  subvencion_lineas: 'Línea de subvención',
  avistamientos: 'Avistamiento',
  suscripciones_push: 'Dispositivo de avisos',
  preferencias_aviso: 'Preferencias de avisos',
  entidades: 'Entidad colaboradora',
  claves_api: 'Clave de API',
  cursos: 'Curso de formación',
  acreditaciones: 'Acreditación de cuidador/a',
};

/** One entry of the audit log as GET /api/auditoria/ answers it (an erased person's under their pseudonym). */
export interface AuditEntry {
  id: number;
  /** ISO UTC timestamp. */
  at: string;
  usuario_id: number | null;
  username: string | null;
  accion: string;
  entidad: string;
  entidad_id: string | null;
  detalle: string | null;
}
