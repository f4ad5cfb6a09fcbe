/** The user accounts screen's texts (`gatera.usuarios.*`) in Basque. */
export const usuariosBasque = {
  nuevo: 'Erabiltzaile berria',
  cuentas: 'Kontuak',
  buscar: 'Bilatu erabiltzailea',
  vacio: 'Ez dago bat datorren erabiltzailerik.',
  tu: '%{username} (zu)',
  nombreCorreo: 'Izena eta helbide elektronikoa',
  desactivado: 'Desaktibatuta',
  rol: 'Rola',
  rolDe: '%{username} erabiltzailearen rola',
  desactivar: 'Desaktibatu',
  reactivar: 'Berraktibatu',
  cambiarRol: 'Aldatu rola',
  cambiarRolPregunta: '%{username} erabiltzailearen rola aldatu eta %{rol} jarri nahi duzu? Irekita dituen saioak itxi egingo dira.',
  desactivarTitulo: 'Desaktibatu erabiltzailea',
  desactivarPregunta: '%{username} erabiltzailearen kontua desaktibatu nahi duzu? Ezin izango du saioa hasi.',
  reactivarTitulo: 'Berraktibatu erabiltzailea',
  reactivarPregunta: '%{username} erabiltzailearen kontua berraktibatu nahi duzu?',
  rolCambiado: 'Rola aldatu da',
  desactivadoOk: 'Erabiltzailea desaktibatu da',
  reactivadoOk: 'Erabiltzailea berraktibatu da',
  fallo: 'Ezin izan da eragiketa osatu.',
  sinColonias: 'Bat ere ez',
  /** The bulk toolbar's confirmations and notices. */
  bulk: {
    desactivarTitulo: 'Desaktibatu hautatutako erabiltzaileak',
    desactivarPregunta: 'Hautatutako kontuak desaktibatu nahi dituzu? Ezin izango dute saioa hasi. Zurea eta dagoeneko desaktibatuta daudenak ez dira aldatzen.',
    reactivarTitulo: 'Berraktibatu hautatutako erabiltzaileak',
    reactivarPregunta: 'Hautatutako kontuak berraktibatu nahi dituzu? Dagoeneko aktibo daudenak ez dira aldatzen.',
    desactivados: 'Desaktibatutako erabiltzaileak: %{smart_count}',
    reactivados: 'Berraktibatutako erabiltzaileak: %{smart_count}',
  },
  form: {
    eligeRol: 'Hautatu rol bat',
    usernameRegla: 'Erabiltzaile-izenak 3 eta 50 karaktere artean izan behar ditu: letrak, zenbakiak, puntuak, marratxoak edo azpimarrak.',
    invitar: 'Bidali esteka bat posta elektronikoz, berak aukera dezan',
    ahora: 'Ezarri orain',
    reglas: 'Gutxienez 8 karaktere, eta letra larri bat, zenbaki bat eta karaktere berezi bat.',
    crear: 'Sortu erabiltzailea',
    creado: 'Erabiltzailea sortu da',
    invitado: 'Erabiltzailea sortu da: pasahitza aukeratzeko esteka bat bidali zaio posta elektronikoz',
    falloCrear: 'Ezin izan da erabiltzailea sortu',
  },
};

/** This area's part of the Basque catalogue (src/client/i18n/eu.ts gathers every area's). */
export default {
  gatera: {
    usuarios: usuariosBasque,
  },
  resources: {
    usuarios: {
      name: 'Erabiltzailea |||| Erabiltzaileak',
      fields: {
        username: 'Erabiltzaile-izena',
        email: 'Helbide elektronikoa',
        nombre: 'Izen-abizenak',
        role: 'Rola',
        mode: 'Pasahitza',
        password: 'Hasierako pasahitza',
        activo: 'Egoera',
        colonias: 'Esleitutako koloniak',
      },
    },
  },
};
