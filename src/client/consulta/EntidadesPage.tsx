/**
 * /entidades: the administrator's partner entities (associations, clinics,
 * shelters, local police), by name; a row opens the entity, with its API keys.
 */
import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Entidad } from '../../domain/schemas/entidad';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { EntidadFormDialog } from './EntidadFormDialog';
import { T } from './ConsultaPage';

const LIST_QUERY = { onError: () => undefined };
export const entidadPath = (id: number) => `/entidades/${id}`;

export function ActivaChip({ activa }: { activa: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" variant={activa ? 'filled' : 'outlined'} color={activa ? 'success' : 'default'} label={translate(activa ? `${T}.activa` : `${T}.inactiva`)} />;
}

function Tabla() {
  const translate = useTranslate();
  const columns: StaffColumn<Entidad>[] = [
    { source: 'nombre', render: (e) => e.nombre, rowHeader: true },
    { source: 'tipo', render: (e) => translate(`${T}.tipos.${e.tipo}`) },
    { source: 'numero_registro', render: (e) => e.numero_registro ?? '', fit: 'short' },
    { source: 'email', render: (e) => e.email ?? '' },
    { source: 'activa', render: (e) => <ActivaChip activa={e.activa} /> },
  ];
  return <StaffDataTable<Entidad> caption={`${T}.entidades`} columns={columns} title={(e) => <Link to={entidadPath(e.id)}>{e.nombre}</Link>} rowHref={(e) => entidadPath(e.id)} empty={`${T}.sinEntidades`} onError="alert" />;
}

export function EntidadesPage() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.entidades`)}
      </Typography>
      <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        {translate(`${T}.nuevaEntidad`)}
      </Button>
      {creating ? <EntidadFormDialog onClose={() => setCreating(false)} /> : null}
      {/* The server answers them by name in the reader's language (Intl.Collator). */}
      <ListBase resource="entidades" perPage={100} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation queryOptions={LIST_QUERY}>
        <Tabla />
      </ListBase>
    </Box>
  );
}
