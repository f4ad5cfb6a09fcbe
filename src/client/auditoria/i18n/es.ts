/**
 * The Spanish texts of /auditoria: the catalogue reads them as
 * `gatera.auditoria.*` (src/client/i18n/es.ts); the screen shows them through react-admin's useTranslate().
 * The names of the actions and record types are those of src/domain/audit.ts.
 */
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../../../domain/audit';

export const AUDITORIA_TEXTS = {
  registro: 'Registro de auditoría',
  filtrar: 'Filtrar el registro',
  accion: 'Acción',
  tipo: 'Tipo de registro',
  todos: 'Todos',
  fechaMal: 'Escribe la fecha como dd/mm/aaaa',
  vacio: 'No hay operaciones registradas con esos filtros.',
  sistema: 'Sistema',
  registroCol: 'Registro',
  registroNumero: '%{registro} n.º %{id}',
  detalle: 'Detalle',
  acciones: AUDIT_ACTION_LABELS,
  entidades: AUDIT_ENTITY_LABELS,
};

/** This area's part of the Spanish catalogue (src/client/i18n/es.ts gathers every area's). */
export default {
  gatera: {
    auditoria: AUDITORIA_TEXTS,
  },
  resources: {
    auditoria: {
      name: 'Entrada del registro |||| Entradas del registro',
      fields: {
        at: 'Fecha y hora',
        username: 'Usuario',
        accion: 'Acción',
        entidad: 'Registro',
        detalle: 'Detalle',
      },
    },
  },
};
