/**
 * /acreditaciones: the accreditations, the latest expiry first, with the
 * person, the colonies, until when and the state of today as a chip; a row
 * opens one. A caregiver sees only their own (the server answers only those);
 * staff accredit someone new.
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Acreditacion } from '../../domain/schemas/acreditacion';
import { formatDate } from '../../domain/validation';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { EstadoChip } from './EstadoChip';
import { AcreditacionFormDialog } from './AcreditacionFormDialog';

export const T = 'gatera.acreditaciones';
const LIST_QUERY = { onError: () => undefined };
const path = (a: Acreditacion) => `/acreditaciones/${a.id}`;

function AcreditacionesTable() {
  const columns: StaffColumn<Acreditacion>[] = [
    { source: 'usuario_nombre', render: (a) => a.usuario_nombre, rowHeader: true },
    { source: 'colonias', render: (a) => a.colonias.map((c) => c.nombre).join(', '), fit: 'long' },
    { source: 'hasta', render: (a) => formatDate(a.hasta), fit: 'short' },
    { source: 'estado', render: (a) => <EstadoChip estado={a.estado} /> },
  ];
  return <StaffDataTable<Acreditacion> caption={`${T}.titulo`} columns={columns} title={(a) => <Link to={path(a)}>{`${a.usuario_nombre} · ${a.codigo}`}</Link>} rowHref={path} empty={`${T}.vacia`} onError="alert" />;
}

export function AcreditacionesPage() {
  const translate = useTranslate();
  const gestionar = can(useStoredUser()?.role, 'acreditaciones.gestionar');
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      {gestionar ? (
        <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2, minHeight: 44 }}>
          {translate(`${T}.form.nueva`)}
        </Button>
      ) : null}
      {creating ? <AcreditacionFormDialog onClose={() => setCreating(false)} /> : null}
      <ListBase resource="acreditaciones" perPage={25} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation storeKey="acreditaciones.listado" queryOptions={LIST_QUERY}>
        <AcreditacionesTable />
      </ListBase>
    </Box>
  );
}
