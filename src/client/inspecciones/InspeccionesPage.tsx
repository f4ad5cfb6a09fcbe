/**
 * /inspecciones (admin, responsable): the creation form and every inspection.
 * /mis-inspecciones (usuario, voluntario): the user's own inspections; a
 * voluntario may resolve those of their colonies, a usuario only reads.
 */
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { StaffListPage } from '../listas/StaffListPage';
import { RegistroForm } from '../registros/RegistroForm';
import { InspeccionesList } from './InspeccionesList';

export function InspeccionesPage() {
  return (
    <StaffListPage
      title="gatera.registros.inspecciones.titulo"
      form={{ title: 'gatera.registros.inspecciones.nueva', id: 'inspecciones-nueva', content: <RegistroForm kind="inspeccion" /> }}
      list={{ title: 'gatera.registros.inspecciones.todas', id: 'inspecciones-lista' }}
    >
      <InspeccionesList resource="inspecciones" canResolve />
    </StaffListPage>
  );
}

export function MisInspeccionesPage() {
  const user = useStoredUser();
  return (
    <StaffListPage title="gatera.registros.inspecciones.misTitulo" list={{ title: 'gatera.registros.inspecciones.mias', id: 'inspecciones-mias' }}>
      <InspeccionesList resource="mis-inspecciones" canResolve={can(user?.role, 'inspecciones.resolver')} />
    </StaffListPage>
  );
}
