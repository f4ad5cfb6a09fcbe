/** The user accounts screen's texts (`gatera.usuarios.*`) in Catalan. */
export const usuariosCatalan = {
  nuevo: 'Usuari nou',
  cuentas: 'Comptes',
  buscar: 'Cerca un usuari',
  vacio: 'No hi ha cap usuari que hi coincideixi.',
  tu: '%{username} (tu)',
  nombreCorreo: 'Nom i correu',
  desactivado: 'Desactivat',
  rol: 'Rol',
  rolDe: 'Rol de %{username}',
  desactivar: 'Desactiva',
  reactivar: 'Reactiva',
  cambiarRol: 'Canvia el rol',
  cambiarRolPregunta: 'Vols canviar el rol de %{username} a %{rol}? Es tancaran les sessions que tingui obertes.',
  desactivarTitulo: "Desactiva l'usuari",
  desactivarPregunta: 'Vols desactivar el compte de %{username}? No podrà iniciar la sessió.',
  reactivarTitulo: "Reactiva l'usuari",
  reactivarPregunta: 'Vols reactivar el compte de %{username}?',
  rolCambiado: 'Rol canviat correctament',
  desactivadoOk: 'Usuari desactivat correctament',
  reactivadoOk: 'Usuari reactivat correctament',
  fallo: "No s'ha pogut completar l'operació.",
  sinColonias: 'Cap',
  /** The bulk toolbar's confirmations and notices. */
  bulk: {
    desactivarTitulo: 'Desactiva els usuaris seleccionats',
    desactivarPregunta: 'Vols desactivar els comptes seleccionats? No podran iniciar la sessió. El teu i els que ja estan desactivats no canvien.',
    reactivarTitulo: 'Reactiva els usuaris seleccionats',
    reactivarPregunta: 'Vols reactivar els comptes seleccionats? Els que ja estan actius no canvien.',
    desactivados: 'Usuaris desactivats: %{smart_count}',
    reactivados: 'Usuaris reactivats: %{smart_count}',
  },
  form: {
    eligeRol: 'Selecciona un rol',
    usernameRegla: "El nom d'usuari ha de tenir de 3 a 50 caràcters: lletres, números, punts, guions o guions baixos.",
    invitar: 'Envia per correu un enllaç perquè la triï',
    ahora: 'Estableix-la ara',
    reglas: 'Com a mínim 8 caràcters, amb majúscula, número i caràcter especial.',
    crear: "Crea l'usuari",
    creado: 'Usuari creat correctament',
    invitado: 'Usuari creat: se li ha enviat per correu un enllaç per triar la contrasenya',
    falloCrear: "No s'ha pogut crear l'usuari",
  },
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    usuarios: usuariosCatalan,
  },
  resources: {
    usuarios: {
      name: 'Usuari |||| Usuaris',
      fields: {
        username: "Nom d'usuari",
        email: 'Correu electrònic',
        nombre: 'Nom i cognoms',
        role: 'Rol',
        mode: 'Contrasenya',
        password: 'Contrasenya inicial',
        activo: 'Estat',
        colonias: 'Colònies assignades',
      },
    },
  },
};
