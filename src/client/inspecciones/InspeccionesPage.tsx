/**
 * /inspecciones (admin, responsable): the creation form and every inspection.
 * /mis-inspecciones (usuario, voluntario): the user's own inspections; a
 * voluntario may resolve those of their colonies, a usuario only reads.
 */
import { Title } from 'react-admin';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { SectionCard } from '../registros/SectionCard';
import { InspeccionForm } from './InspeccionForm';
import { InspeccionesList } from './InspeccionesList';

export function InspeccionesPage() {
  return (
    <>
      <Title title="Inspecciones" />
      <SectionCard title="Nueva inspección" headingId="inspecciones-nueva">
        <InspeccionForm />
      </SectionCard>
      <SectionCard title="Todas las inspecciones" headingId="inspecciones-lista">
        <InspeccionesList resource="inspecciones" canResolve />
      </SectionCard>
    </>
  );
}

export function MisInspeccionesPage() {
  const user = useStoredUser();
  return (
    <>
      <Title title="Mis Inspecciones" />
      <SectionCard title="Mis inspecciones" headingId="inspecciones-mias">
        <InspeccionesList resource="mis-inspecciones" canResolve={can(user?.role, 'inspecciones.resolver')} />
      </SectionCard>
    </>
  );
}

