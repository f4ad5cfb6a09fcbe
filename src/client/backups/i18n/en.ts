/** The backup screen's texts (`gatera.copias.*`) in English. */
export const copiasEnglish = {
  titulo: 'Backup management',
  crear: 'Create backup',
  creando: 'Creating...',
  importar: 'Import backup',
  importando: 'Importing...',
  creado: 'Backup created: %{nombre}',
  soloSql: 'Only .sql files are accepted.',
  nueva: 'New backup',
  explicacion:
    'A full backup keeps all the data and the uploaded files. Restoring or importing a backup replaces all the current data; an automatic backup of the data at that moment is made first.',
  disponibles: 'Available backups',
  restaurar: 'Restore',
  restaurarCopia: 'Restore %{nombre}',
  descargar: 'Download',
  descargarCopia: 'Download %{nombre}',
  restaurarTitulo: 'Restore backup',
  restaurarAntes: 'All the current data will be replaced by the data of the backup',
  restaurarDespues: '(%{hora}). An automatic backup of the current data will be made first. Do you want to continue?',
  anonimizadasMantenidas: '%{smart_count} person was kept anonymised. |||| %{smart_count} people were kept anonymised.',
};

/** This area's part of the English catalogue (src/client/i18n/en.ts gathers every area's). */
export default {
  gatera: {
    copias: copiasEnglish,
  },
  resources: {
    backup: {
      name: 'Backup |||| Backups',
      fields: {
        name: 'Name',
        fecha: 'Date',
      },
    },
  },
};
