/** The Spanish texts of /municipios (the province's role): its list, the new municipality with its first administrator and one municipality's edition. */

const MUNICIPIOS = {
  /** The list's section and its empty text. */
  lista: 'Municipios de la instalación',
  vacio: 'Aún no hay municipios.',
  activo: 'Activo',
  inactivo: 'Inactivo',
  /** The button over the list, the creation page's title and its submit button. */
  nuevo: 'Nuevo municipio',
  crear: 'Crear municipio',
  /** The edition page's title (its section is named after the municipality). */
  editar: 'Editar municipio',
  /** The heading of the first administrator's fields. */
  administrador: 'Su primer administrador',
  slugAyuda: 'Forma parte de la dirección de sus páginas públicas (/m/…/).',
  /** The own host name's help: what it does and what the council must set up. */
  dominioAyuda: 'Por ejemplo, gatos.villaverde.es: sus páginas públicas se abren en ese nombre, sin /m/…/. El ayuntamiento debe apuntarlo a este servidor y servirlo con su certificado.',
  requerido: 'Este campo es obligatorio',
  creado: 'Municipio creado con su administrador',
  guardado: 'Municipio guardado',
  falloCrear: 'No se pudo crear el municipio',
  falloGuardar: 'No se pudo guardar el municipio',
  falloLeer: 'No se pudo leer el municipio',
  /** The edition page's section of the accounts of other municipalities that also work in this one. */
  cuentas: {
    titulo: 'Cuentas de otros municipios',
    ayuda: 'Cuentas de administración, de responsable o de veterinario de otros municipios que también trabajan en este, con el mismo rol.',
    vacio: 'Ninguna cuenta de otro municipio trabaja en este.',
    cuenta: 'Cuenta',
    rol: 'Rol',
    municipio: 'Su municipio',
    usuario: 'Nombre de usuario',
    anadir: 'Añadir',
    /** The remove button of a row (its accessible name). */
    quitar: 'Quitar a %{cuenta} de este municipio',
    anadida: '%{cuenta} ya trabaja en este municipio',
    quitada: '%{cuenta} ya no trabaja en este municipio',
    falloLeer: 'No se pudieron leer las cuentas de otros municipios',
    falloGuardar: 'No se pudo cambiar quién trabaja en este municipio',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    municipios: MUNICIPIOS,
  },
  resources: {
    municipios: {
      name: 'Municipio |||| Municipios',
      fields: {
        nombre: 'Nombre',
        slug: 'Identificador en la dirección',
        dominio: 'Dominio propio (opcional)',
        activo: 'Activo',
        created_at: 'Alta',
        administrador: {
          username: 'Nombre de usuario',
          email: 'Correo electrónico',
          nombre: 'Nombre y apellidos',
          password: 'Contraseña inicial',
        },
      },
    },
  },
};
