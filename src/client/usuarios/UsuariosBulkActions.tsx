/**
 * The accounts' bulk toolbar (admin): deactivate the selected active accounts,
 * never one's own, and reactivate the selected deactivated ones, each behind a
 * confirmation and with the rule of the row menu.
 */
import type { User } from '../../domain/types';
import { BulkActionButton } from '../listas/BulkActionButton';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';
import { mayDeactivate, mayReactivate } from './useAccountChange';

const T = 'gatera.usuarios';

export function UsuariosBulkActions() {
  const dataProvider = useGateraDataProvider();
  const me = useStoredUser();
  return (
    <>
      <BulkActionButton<User>
        resource="usuarios"
        label={`${T}.desactivar`}
        color="error"
        confirm={{ title: `${T}.bulk.desactivarTitulo`, content: `${T}.bulk.desactivarPregunta`, label: `${T}.desactivar` }}
        applies={(user) => mayDeactivate(user, me)}
        act={(user) => dataProvider.desactivarUsuario(user.id)}
        done={`${T}.bulk.desactivados`}
      />
      <BulkActionButton<User>
        resource="usuarios"
        label={`${T}.reactivar`}
        confirm={{ title: `${T}.bulk.reactivarTitulo`, content: `${T}.bulk.reactivarPregunta`, label: `${T}.reactivar` }}
        applies={mayReactivate}
        act={(user) => dataProvider.activarUsuario(user.id)}
        done={`${T}.bulk.reactivados`}
      />
    </>
  );
}
