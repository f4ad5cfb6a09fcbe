/**
 * The Spanish texts of /usuarios: the catalogue reads them as
 * `gatera.usuarios.*` (src/client/i18n/es.ts); the screen shows them through react-admin's useTranslate().
 */
import domainSpanish from '../../../domain/i18n/es';

export const USUARIOS_TEXTS = {
  nuevo: 'Nuevo usuario',
  cuentas: 'Cuentas',
  buscar: 'Buscar usuario',
  vacio: 'No hay usuarios que coincidan.',
  tu: '%{username} (tú)',
  nombreCorreo: 'Nombre y correo',
  desactivado: 'Desactivado',
  rol: 'Rol',
  rolDe: 'Rol de %{username}',
  desactivar: 'Desactivar',
  reactivar: 'Reactivar',
  cambiarRol: 'Cambiar rol',
  cambiarRolPregunta: '¿Cambiar el rol de %{username} a %{rol}? Sus sesiones abiertas se cerrarán.',
  desactivarTitulo: 'Desactivar usuario',
  desactivarPregunta: '¿Desactivar la cuenta de %{username}? No podrá iniciar sesión.',
  reactivarTitulo: 'Reactivar usuario',
  reactivarPregunta: '¿Reactivar la cuenta de %{username}?',
  rolCambiado: 'Rol cambiado correctamente',
  desactivadoOk: 'Usuario desactivado correctamente',
  reactivadoOk: 'Usuario reactivado correctamente',
  fallo: 'No se pudo completar la operación.',
  sinColonias: 'Ninguna',
  /** The bulk toolbar's confirmations and notices. */
  bulk: {
    desactivarTitulo: 'Desactivar los usuarios seleccionados',
    desactivarPregunta: '¿Desactivar las cuentas seleccionadas? No podrán iniciar sesión. La tuya y las que ya están desactivadas no cambian.',
    reactivarTitulo: 'Reactivar los usuarios seleccionados',
    reactivarPregunta: '¿Reactivar las cuentas seleccionadas? Las que ya están activas no cambian.',
    desactivados: 'Usuarios desactivados: %{smart_count}',
    reactivados: 'Usuarios reactivados: %{smart_count}',
  },
  form: {
    eligeRol: 'Selecciona un rol',
    usernameRegla: domainSpanish.fields.username,
    invitar: 'Enviar por correo un enlace para que la elija',
    ahora: 'Establecerla ahora',
    reglas: 'Al menos 8 caracteres, con mayúscula, número y carácter especial.',
    crear: 'Crear usuario',
    creado: 'Usuario creado correctamente',
    invitado: 'Usuario creado: se le ha enviado por correo un enlace para elegir su contraseña',
    falloCrear: 'Error al crear el usuario',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    usuarios: USUARIOS_TEXTS,
  },
  resources: {
    usuarios: {
      name: 'Usuario |||| Usuarios',
      fields: {
        username: 'Nombre de usuario',
        email: 'Correo electrónico',
        nombre: 'Nombre y apellidos',
        role: 'Rol',
        mode: 'Contraseña',
        password: 'Contraseña inicial',
        activo: 'Estado',
        colonias: 'Colonias asignadas',
        entidad_id: 'Entidad colaboradora',
      },
    },
  },
};
