/** The Spanish message catalogue, shared by the screens and the server. */

export const AUTH_MESSAGES = {
  resetOk: 'Contraseña restablecida con éxito. Puedes iniciar sesión.',
  resetFailed: 'Error al restablecer la contraseña. El token puede haber expirado.',
  changeOk: 'Contraseña cambiada con éxito.',
  changeFailed: 'Error al cambiar la contraseña. Verifica tu contraseña actual.',
  requestOk: 'Si el correo está registrado, se ha enviado un enlace para restablecer la contraseña.',
  requestFailed: 'Error al solicitar el restablecimiento de contraseña. Intenta más tarde.',
  termsFailed: 'No se pudieron aceptar los términos demo.',
  termsAccepted: 'Términos demo aceptados correctamente',
  loginFailed: 'Usuario o contraseña incorrectos.',
  invalidResetToken: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
} as const;

export const GATO_MESSAGES = {
  created: 'Gato creado con éxito',
  createFailed: 'Error al crear el gato',
  deleted: 'Gato eliminado exitosamente.',
  deleteFailed: 'Hubo un problema al eliminar el gato.',
  baja: 'Gato dado de baja exitosamente.',
  bajaFailed: 'Hubo un problema al dar de baja el gato.',
  updated: 'Gato actualizado exitosamente.',
  updateFailed: 'Hubo un problema al actualizar el gato.',
  csvMissing: 'Por favor selecciona un archivo CSV.',
  csvFailed: 'Error al importar el archivo CSV.',
  /** The edit dialog of a health-only editor. */
  soloSalud: 'Como veterinario solo puedes modificar los datos de salud del gato.',
} as const;

export const RECORD_MESSAGES = {
  parteCreated: 'Parte creado exitosamente',
  parteFailed: 'Error al crear el parte',
  actividadCreated: 'Actividad registrada exitosamente',
  actividadFailed: 'Error al registrar la actividad',
  coloniaCreated: 'Colonia creada exitosamente',
  coloniaFailed: 'Error al crear la colonia',
  campanaCreated: 'Campaña creada exitosamente',
  campanaFailed: 'Error al crear la campaña',
  quejaCreated: 'Queja registrada exitosamente',
  quejaFailed: 'Error al registrar la queja',
  inspeccionCreated: 'Inspección registrada exitosamente',
  inspeccionFailed: 'Error al registrar la inspección',
  usuarioAsignado: 'Usuario asignado correctamente',
  usuarioAsignadoFailed: 'Error al asignar usuario',
  actividadAsignada: 'Actividad asignada exitosamente',
  actividadAsignadaFailed: 'Error al asignar la actividad',
} as const;

export const BACKUP_MESSAGES = {
  listFailed: 'No se pudo obtener la lista de backups.',
  createFailed: 'Error al crear el backup.',
  restoreOk: 'Restauración completada',
  restoreFailed: 'Error al restaurar el backup.',
  importOk: 'Backup importado y restaurado correctamente',
  importFailed: 'Error al importar el backup',
  downloadFailed: 'No se pudo descargar el backup.',
  empty: 'No hay backups disponibles.',
} as const;

export const GENERAL_MESSAGES = {
  loading: 'Cargando...',
  unauthorizedTitle: 'Acceso no autorizado',
  unauthorizedText: 'No tienes los permisos necesarios para acceder a esta sección.',
  roleNotAllowed: 'Rol no permitido para esta vista.',
  noUserInfo: 'No hay información de usuario.',
} as const;
