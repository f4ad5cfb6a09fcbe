/**
 * /inspecciones/:id: one inspection, opened from its date in /inspecciones or
 * /mis-inspecciones: every field of the list, with Resolver while it is not
 * resuelta for the roles that may resolve it.
 */
import { fechaDeRegistro } from '../registros/fecha';
import { can } from '../../domain/roles';
import type { Inspeccion } from '../../domain/types';
import { useStoredUser } from '../providers/session';
import { IncidenciaShowPage } from '../registros/IncidenciaShowPage';
import { inspeccionFields } from './InspeccionesList';

export function InspeccionShowPage() {
  const role = useStoredUser()?.role;
  return (
    <IncidenciaShowPage<Inspeccion>
      kind="inspeccion"
      // Named by its day, the text of the list cell it is opened from.
      heading={(inspeccion) => fechaDeRegistro(inspeccion.fecha_hora)}
      fields={(inspeccion, translate) => inspeccionFields(translate).map((field) => [field.source, field.render(inspeccion)])}
      canResolve={can(role, 'inspecciones.resolver')}
      listPath={can(role, 'inspecciones.leerTodas') ? '/inspecciones' : '/mis-inspecciones'}
    />
  );
}
