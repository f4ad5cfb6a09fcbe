/**
 * The Spanish texts of /backup (the original product's, byte for byte): the
 * catalogue reads them as `gatera.copias.*` (src/client/i18n/es.ts), next to the
 * messages of src/domain/messages.ts (`gatera.backups.*`); the screen shows them through react-admin's useTranslate().
 */
export const COPIAS_TEXTS = {
  titulo: 'Gestión de Backups',
  crear: 'Crear Backup',
  creando: 'Creando...',
  importar: 'Importar Backup',
  importando: 'Importando...',
  creado: 'Backup creado correctamente: %{nombre}',
  soloSql: 'Solo se admiten archivos .sql.',
  nueva: 'Nueva copia',
  explicacion:
    'Una copia completa guarda todos los datos y los archivos subidos. Restaurar o importar una copia sustituye todos los datos actuales; antes se hace una copia automática de los datos del momento.',
  disponibles: 'Backups disponibles',
  restaurar: 'Restaurar',
  restaurarCopia: 'Restaurar %{nombre}',
  descargar: 'Descargar',
  descargarCopia: 'Descargar %{nombre}',
  restaurarTitulo: 'Restaurar backup',
  restaurarAntes: 'Se sustituirán todos los datos actuales por los de la copia',
  restaurarDespues: '(%{hora}). Antes se hará una copia automática de los datos actuales. ¿Quieres continuar?',
  /** After a restore or an import: the people erased (RGPD) the copy held identifiable, erased again by the server. */
  anonimizadasMantenidas: 'Se ha mantenido anonimizada %{smart_count} persona. |||| Se han mantenido anonimizadas %{smart_count} personas.',
  /** The block of the whole installation's backups, shown to its administrator: what differs from the municipality's. */
  instalacion: {
    titulo: 'Copias de toda la instalación',
    nueva: 'Nueva copia de la instalación',
    explicacion: 'Cada municipio tiene sus copias arriba. Esta copia guarda todos los municipios de la instalación, sus cuentas y los ajustes de la instalación; restaurarla o importarla sustituye los datos de todos los municipios, y antes se hace una copia automática de toda la instalación.',
    crear: 'Crear copia de la instalación',
    importar: 'Importar copia de la instalación',
    creado: 'Copia de la instalación creada correctamente: %{nombre}',
    disponibles: 'Copias de la instalación disponibles',
    restaurarCopia: 'Restaurar la copia de la instalación %{nombre}',
    descargarCopia: 'Descargar la copia de la instalación %{nombre}',
    restaurarTitulo: 'Restaurar la copia de toda la instalación',
    restaurarAntes: 'Se sustituirán los datos de todos los municipios de la instalación por los de la copia',
    restaurarDespues: '(%{hora}). Antes se hará una copia automática de toda la instalación. ¿Quieres continuar?',
  },
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    copias: COPIAS_TEXTS,
  },
  resources: {
    backup: {
      name: 'Copia de seguridad |||| Copias de seguridad',
      fields: {
        name: 'Nombre',
        fecha: 'Fecha',
      },
    },
  },
};
