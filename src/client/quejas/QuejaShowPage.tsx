/**
 * /quejas/:id: one complaint, opened from its code in /quejas or /mis-quejas:
 * every field of the list and the public answer, with Resolver (and the public
 * answer for staff) while it is not resuelta.
 */
import { fechaDeRegistro } from '../registros/fecha';
import { can } from '../../domain/roles';
import type { Queja } from '../../domain/types';
import { useStoredUser } from '../providers/session';
import { IncidenciaShowPage } from '../registros/IncidenciaShowPage';
import { quejaFields } from './QuejasList';

export function QuejaShowPage() {
  const role = useStoredUser()?.role;
  return (
    <IncidenciaShowPage<Queja>
      kind="queja"
      // The code names a complaint, as in the list; an old one without a code, by its day.
      heading={(queja) => queja.codigo_seguimiento || fechaDeRegistro(queja.fecha_hora)}
      fields={(queja, translate) =>
        quejaFields(translate).flatMap((field) => {
          const shown: [string, ReturnType<typeof field.render>] = [field.source, field.render(queja)];
          return field.source === 'solucion_responsable' ? [shown, ['respuesta_publica', queja.respuesta_publica ?? translate('gatera.registros.quejas.sinRespuesta')]] : [shown];
        })
      }
      canResolve={can(role, 'quejas.resolver')}
      publicAnswer={can(role, 'quejas.responder')}
      listPath={can(role, 'quejas.leerTodas') ? '/quejas' : '/mis-quejas'}
    />
  );
}
