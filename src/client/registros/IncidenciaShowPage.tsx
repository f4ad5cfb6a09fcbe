/**
 * A complaint's or an inspection's record page (/quejas/:id, /inspecciones/:id),
 * opened from its row in any of the lists: a heading naming the record, every
 * field, the attachment, and Resolver (the lists' own dialog) while it is not
 * resuelta, for the roles that may resolve it. A record out of the reader's
 * reach is not found, as the server answers.
 */
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate, type TranslateFunction } from 'react-admin';
import { isResolved } from '../../domain/incidencias';
import { Loading } from '../components/Loading';
import { RecordFields } from '../components/RecordFields';
import { fechaDeRegistro } from './fecha';
import type { Incidencia } from './IncidenciasList';
import type { RegistroKind } from './RegistroInputs';
import { useResolveAction } from './useResolveAction';

/** Each kind's resource (its API record and its field labels), page title and record name (with %{fecha}). */
const KINDS: Record<RegistroKind, { resource: 'quejas' | 'inspecciones'; title: string; registro: string }> = {
  queja: { resource: 'quejas', title: 'gatera.registros.quejas.ficha', registro: 'gatera.registros.quejas.registro' },
  inspeccion: { resource: 'inspecciones', title: 'gatera.registros.inspecciones.ficha', registro: 'gatera.registros.inspecciones.registro' },
};

export interface IncidenciaShowPageProps<T extends Incidencia> {
  kind: RegistroKind;
  /** The record's name in its heading: the text of the list cell it is opened from. */
  heading: (record: T) => string;
  /** Its fields by source (labelled resources.<resource>.fields.<source>), in the list's order. */
  fields: (record: T, translate: TranslateFunction) => [source: string, value: ReactNode][];
  canResolve: boolean;
  /** Whether Resolver asks for the public answer. */
  publicAnswer?: boolean;
  /** The list to go back to when the page was opened straight from a link. */
  listPath: string;
}

export function IncidenciaShowPage<T extends Incidencia>({ kind, heading, fields, canResolve, publicAnswer = false, listPath }: IncidenciaShowPageProps<T>) {
  const { resource, title, registro } = KINDS[kind];
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const translate = useTranslate();
  const { rowAction, dialog } = useResolveAction(kind, publicAnswer);
  const { data, isPending, error } = useGetOne<T>(resource, { id: Number(id) }, { enabled: Boolean(id), retry: false });
  const back = () => {
    // Back to the list as it was; straight from a link, to the list itself.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(listPath);
  };
  const resolve = data && canResolve && !isResolved(data.estatus) ? rowAction({ id: data.id, label: translate(registro, { fecha: fechaDeRegistro(data.fecha_hora) }) }) : null;
  return (
    <>
      <Title title={title} />
      {dialog}
      <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={back}>
          {translate('ra.action.back')}
        </Button>
        {resolve ? (
          <Button variant="contained" onClick={resolve.onClick}>
            {resolve.label}
          </Button>
        ) : null}
      </Box>
      {isPending && id ? <Loading /> : null}
      {error ? <Alert severity="error">{translate('gatera.consola.error', { motivo: error instanceof Error ? error.message : String(error) })}</Alert> : null}
      {data ? (
        <Card component="article" aria-labelledby="registro-titulo">
          <CardContent>
            <Typography id="registro-titulo" component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              {heading(data)}
            </Typography>
            <RecordFields resource={resource} rows={fields(data, translate)} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
