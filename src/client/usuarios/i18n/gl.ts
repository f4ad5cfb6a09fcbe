/** The user accounts screen's texts (`gatera.usuarios.*`) in Galician. */
export const usuariosGalician = {
  nuevo: 'Novo usuario',
  cuentas: 'Contas',
  buscar: 'Buscar usuario',
  vacio: 'Non hai usuarios que coincidan.',
  tu: '%{username} (ti)',
  nombreCorreo: 'Nome e correo',
  desactivado: 'Desactivado',
  rol: 'Rol',
  rolDe: 'Rol de %{username}',
  desactivar: 'Desactivar',
  reactivar: 'Reactivar',
  cambiarRol: 'Cambiar o rol',
  cambiarRolPregunta: 'Cambiar o rol de %{username} a %{rol}? Pecharanse as súas sesións abertas.',
  desactivarTitulo: 'Desactivar o usuario',
  desactivarPregunta: 'Desactivar a conta de %{username}? Non poderá iniciar sesión.',
  reactivarTitulo: 'Reactivar o usuario',
  reactivarPregunta: 'Reactivar a conta de %{username}?',
  rolCambiado: 'Rol cambiado correctamente',
  desactivadoOk: 'Usuario desactivado correctamente',
  reactivadoOk: 'Usuario reactivado correctamente',
  fallo: 'Non se puido completar a operación.',
  sinColonias: 'Ningunha',
  /** The bulk toolbar's confirmations and notices. */
  bulk: {
    desactivarTitulo: 'Desactivar os usuarios seleccionados',
    desactivarPregunta: 'Desactivar as contas seleccionadas? Non poderán iniciar sesión. A túa e as que xa están desactivadas non cambian.',
    reactivarTitulo: 'Reactivar os usuarios seleccionados',
    reactivarPregunta: 'Reactivar as contas seleccionadas? As que xa están activas non cambian.',
    desactivados: 'Usuarios desactivados: %{smart_count}',
    reactivados: 'Usuarios reactivados: %{smart_count}',
  },
  form: {
    eligeRol: 'Escolle un rol',
    usernameRegla: 'O nome de usuario debe ter de 3 a 50 caracteres: letras, números, puntos, guións ou guións baixos.',
    invitar: 'Enviar por correo unha ligazón para que o escolla',
    ahora: 'Establecelo agora',
    reglas: 'Polo menos 8 caracteres, con maiúscula, número e carácter especial.',
    crear: 'Crear o usuario',
    creado: 'Usuario creado correctamente',
    invitado: 'Usuario creado: envióuselle por correo unha ligazón para escoller o seu contrasinal',
    falloCrear: 'Erro ao crear o usuario',
  },
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    usuarios: usuariosGalician,
  },
  resources: {
    usuarios: {
      name: 'Usuario |||| Usuarios',
      fields: {
        username: 'Nome de usuario',
        email: 'Correo electrónico',
        nombre: 'Nome e apelidos',
        role: 'Rol',
        mode: 'Contrasinal',
        password: 'Contrasinal inicial',
        activo: 'Estado',
        colonias: 'Colonias asignadas',
      },
    },
  },
};
