/**
 * A complaint's or an inspection's record page (/quejas/:id, /inspecciones/:id),
 * opened from its row in any of the lists: a heading naming the record, every
 * field, the attachment, and Resolver (the lists' own dialog) while it is not
 * resuelta, for the roles that may resolve it. A record out of the reader's
 * reach is not found, as the server answers.
 */
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { isResolved } from '../../domain/incidencias';
import { RecordShow } from '../components/RecordShow';
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
  const translate = useTranslate();
  const { rowAction, dialog } = useResolveAction(kind, publicAnswer);
  const resolveOf = (record: T) => (canResolve && !isResolved(record.estatus) ? rowAction({ id: record.id, label: translate(registro, { fecha: fechaDeRegistro(record.fecha_hora) }) }) : null);
  return (
    <RecordShow<T>
      resource={resource}
      listPath={listPath}
      title={title}
      heading={heading}
      fields={(record) => fields(record, translate)}
      actions={(record) => {
        const resolve = resolveOf(record);
        return resolve ? (
          <Button variant="contained" onClick={resolve.onClick}>
            {resolve.label}
          </Button>
        ) : null;
      }}
      below={() => dialog}
    />
  );
}
