/**
 * /quejas ('Incidencias') and /mis-quejas ('Mis Incidencias'): the creation
 * form and a list. On /quejas admin and responsable see every complaint; a
 * usuario (allowed there by the role route table but not to read every
 * complaint) sees the complaints they filed, as on /mis-quejas.
 */
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { StaffListPage } from '../listas/StaffListPage';
import { RegistroForm } from '../registros/RegistroForm';
import { QuejasList, type QuejasResource } from './QuejasList';

export function quejasResourceFor(role: unknown, ownOnly: boolean): QuejasResource {
  return !ownOnly && can(role, 'quejas.leerTodas') ? 'quejas' : 'mis-quejas';
}

export function QuejasPage({ ownOnly = false }: { ownOnly?: boolean }) {
  const user = useStoredUser();
  const resource = quejasResourceFor(user?.role, ownOnly);
  return (
    <StaffListPage
      title={ownOnly ? 'gatera.registros.quejas.misTitulo' : 'gatera.registros.quejas.titulo'}
      form={{ title: 'gatera.registros.quejas.nueva', id: 'quejas-nueva', content: <RegistroForm kind="queja" /> }}
      list={{ title: resource === 'quejas' ? 'gatera.registros.quejas.todas' : 'gatera.registros.quejas.mias', id: 'quejas-lista' }}
    >
      <QuejasList key={resource} resource={resource} />
    </StaffListPage>
  );
}
