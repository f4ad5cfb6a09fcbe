/**
 * /cursos: the training courses, the latest first, with their date, hours,
 * place and who attended; staff add one, correct one, or delete one no
 * accreditation came from (the server's refusal is what they read).
 */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { ListBase, useDelete, useNotify, useTranslate } from 'react-admin';
import type { Curso } from '../../domain/schemas/acreditacion';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { detailOf } from '../registros/formHelpers';
import { CursoFormDialog, T } from './CursoFormDialog';

const LIST_QUERY = { onError: () => undefined };

function CursoActions({ curso, onEdit }: { curso: Curso; onEdit: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const remove = () =>
    deleteOne('cursos', { id: curso.id, previousData: curso }, {
      onSuccess: () => notify(`${T}.borrar.hecho`, { type: 'success' }),
      onError: (error) => notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' }),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <IconButton aria-label={translate(`${T}.form.editarDe`, { titulo: curso.titulo })} onClick={onEdit} sx={{ minWidth: 44, minHeight: 44 }}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={translate(`${T}.borrar.boton`, { titulo: curso.titulo })} onClick={() => setAsking(true)} sx={{ minWidth: 44, minHeight: 44 }}>
        <DeleteIcon />
      </IconButton>
      <ConfirmDialog
        open={asking}
        title={translate(`${T}.borrar.titulo`)}
        content={translate(`${T}.borrar.pregunta`, { titulo: curso.titulo })}
        confirmLabel={translate('ra.action.delete')}
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
        loading={isPending}
      />
    </>
  );
}

function CursosTable({ onEdit }: { onEdit: (curso: Curso) => void }) {
  const columns: StaffColumn<Curso>[] = [
    { source: 'titulo', render: (c) => c.titulo, rowHeader: true, fit: 'long' },
    { source: 'fecha', render: (c) => formatDate(c.fecha), fit: 'short' },
    { source: 'horas', render: (c) => (c.horas === null ? '' : String(c.horas)), fit: 'short' },
    { source: 'lugar', render: (c) => c.lugar ?? '' },
    { source: 'asistentes', render: (c) => c.asistentes.map((a) => a.nombre).join(', '), fit: 'long' },
  ];
  return <StaffDataTable<Curso> caption={`${T}.titulo`} columns={columns} title={(c) => c.titulo} empty={`${T}.vacia`} onError="alert" actions={(c) => <CursoActions curso={c} onEdit={() => onEdit(c)} />} />;
}

export function CursosPage() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Curso | 'nuevo' | null>(null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Button variant="contained" onClick={() => setEditing('nuevo')} sx={{ mb: 2, minHeight: 44 }}>
        {translate(`${T}.form.nuevo`)}
      </Button>
      {editing ? <CursoFormDialog curso={editing === 'nuevo' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      <ListBase resource="cursos" perPage={25} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation storeKey="cursos.listado" queryOptions={LIST_QUERY}>
        <CursosTable onEdit={setEditing} />
      </ListBase>
    </Box>
  );
}
