/**
 * /jornadas (admin, responsable, veterinario): staff add providers and days;
 * everyone sees the days they reach (a vet, their clinic's), coming ones
 * first, each with its free capacity and opening its page, and the
 * providers, which staff correct or remove.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import type { Jornada } from '../../domain/schemas/jornada';
import { formatDate } from '../../domain/validation';
import { useStoredUser } from '../providers/session';
import { Loading } from '../components/Loading';
import { RecordLink } from '../listas/RecordLink';
import { SectionCard } from '../registros/SectionCard';
import { formatPlazas } from './plazas';
import { JornadaForm } from './JornadaForm';
import { ProveedorForm } from './ProveedorForm';
import { ProveedoresTable } from './ProveedoresTable';
import { ResumenJornadasCard } from './ResumenJornadasCard';

export const jornadaHref = (jornada: Pick<Jornada, 'id'>) => `/jornadas/${jornada.id}`;

export function JornadasPage() {
  const user = useStoredUser();
  const translate = useTranslate();
  const { data, isPending } = useGetList<Jornada>('jornadas', { pagination: { page: 1, perPage: 500 } });
  const col = (key: string) => translate(`gatera.jornadas.columnas.${key}`);
  return (
    <>
      <Title title="gatera.jornadas.titulo" />
      <ResumenJornadasCard />
      {can(user?.role, 'proveedores.gestionar') ? (
        <SectionCard title="gatera.jornadas.proveedores.nuevo" headingId="jornadas-proveedor">
          <ProveedorForm />
        </SectionCard>
      ) : null}
      {can(user?.role, 'jornadas.gestionar') ? (
        <SectionCard title="gatera.jornadas.nueva.titulo" headingId="jornadas-nueva">
          <JornadaForm />
        </SectionCard>
      ) : null}
      <SectionCard title="gatera.jornadas.lista" headingId="jornadas-lista">
        {isPending ? (
          <Loading />
        ) : !data?.length ? (
          <Typography>{translate('gatera.jornadas.vacio')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="jornadas-lista">
            <TableHead>
              <TableRow>
                <TableCell>{col('fecha')}</TableCell>
                <TableCell>{col('clinica')}</TableCell>
                <TableCell align="right">{col('capacidad')}</TableCell>
                <TableCell align="right">{col('libres')}</TableCell>
                <TableCell align="right">{col('reservas')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((jornada) => (
                <TableRow key={jornada.id}>
                  <TableCell component="th" scope="row">
                    <RecordLink to={jornadaHref(jornada)}>{formatDate(jornada.fecha)}</RecordLink>
                  </TableCell>
                  <TableCell>{jornada.proveedor_nombre}</TableCell>
                  <TableCell align="right">{jornada.capacidad}</TableCell>
                  <TableCell align="right">{formatPlazas(jornada.libres)}</TableCell>
                  <TableCell align="right">{jornada.reservas}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
      <SectionCard title="gatera.jornadas.proveedores.lista" headingId="jornadas-proveedores">
        <ProveedoresTable />
      </SectionCard>
    </>
  );
}
