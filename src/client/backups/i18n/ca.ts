/** The backup screen's texts (`gatera.copias.*`) in Catalan. */
export const copiasCatalan = {
  titulo: 'Gestió de còpies de seguretat',
  crear: 'Crea una còpia de seguretat',
  creando: "S'està creant...",
  importar: 'Importa una còpia de seguretat',
  importando: "S'està important...",
  creado: 'Còpia de seguretat creada correctament: %{nombre}',
  soloSql: "Només s'admeten fitxers .sql.",
  nueva: 'Còpia nova',
  explicacion:
    'Una còpia completa desa totes les dades i els fitxers pujats. Restaurar o importar una còpia substitueix totes les dades actuals; abans es fa una còpia automàtica de les dades del moment.',
  disponibles: 'Còpies de seguretat disponibles',
  restaurar: 'Restaura',
  restaurarCopia: 'Restaura %{nombre}',
  descargar: 'Baixa',
  descargarCopia: 'Baixa %{nombre}',
  restaurarTitulo: 'Restaura la còpia de seguretat',
  restaurarAntes: 'Se substituiran totes les dades actuals per les de la còpia',
  restaurarDespues: '(%{hora}). Abans es farà una còpia automàtica de les dades actuals. Vols continuar?',
  anonimizadasMantenidas: "S'ha mantingut anonimitzada %{smart_count} persona. |||| S'han mantingut anonimitzades %{smart_count} persones.",
};

/** This area's part of the Catalan catalogue (src/client/i18n/ca.ts gathers every area's). */
export default {
  gatera: {
    copias: copiasCatalan,
  },
  resources: {
    backup: {
      name: 'Còpia de seguretat |||| Còpies de seguretat',
      fields: {
        name: 'Nom',
        fecha: 'Data',
      },
    },
  },
};
