/** The backup screen's texts (`gatera.copias.*`) in Galician. */
export const copiasGalician = {
  titulo: 'Xestión de copias de seguridade',
  crear: 'Crear copia de seguridade',
  creando: 'Creando...',
  importar: 'Importar copia de seguridade',
  importando: 'Importando...',
  creado: 'Copia de seguridade creada correctamente: %{nombre}',
  soloSql: 'Só se admiten ficheiros .sql.',
  nueva: 'Nova copia',
  explicacion:
    'Unha copia completa garda todos os datos e os ficheiros subidos. Restaurar ou importar unha copia substitúe todos os datos actuais; antes faise unha copia automática dos datos do momento.',
  disponibles: 'Copias de seguridade dispoñibles',
  restaurar: 'Restaurar',
  restaurarCopia: 'Restaurar %{nombre}',
  descargar: 'Descargar',
  descargarCopia: 'Descargar %{nombre}',
  restaurarTitulo: 'Restaurar copia de seguridade',
  restaurarAntes: 'Substituiranse todos os datos actuais polos da copia',
  restaurarDespues: '(%{hora}). Antes farase unha copia automática dos datos actuais. Queres continuar?',
  anonimizadasMantenidas: 'Mantívose anonimizada %{smart_count} persoa. |||| Mantivéronse anonimizadas %{smart_count} persoas.',
};

/** This area's part of the Galician catalogue (src/client/i18n/gl.ts gathers every area's). */
export default {
  gatera: {
    copias: copiasGalician,
  },
  resources: {
    backup: {
      name: 'Copia de seguridade |||| Copias de seguridade',
      fields: {
        name: 'Nome',
        fecha: 'Data',
      },
    },
  },
};
