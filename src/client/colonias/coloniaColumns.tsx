/** The columns of the colony lists (labels are catalogue keys), with the CER coverage for the roles that may read it; the name opens the colony's record. */
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColoniaCobertura } from '../cer/ColoniaCobertura';
import { useCerAccess } from '../cer/useCerAccess';
import type { Colonia } from '../../domain/types';
import type { StaffColumn } from '../listas/columns';

export const NO_COLONIES_TEXT = 'gatera.colonias.vacio';

/** The colony's record page (/colonias/{id}), whichever list it is opened from. */
export const coloniaHref = (id: number) => `/colonias/${id}`;

/** The colony's name, a link to its record (the row's own click goes there too). */
export function ColoniaNameLink({ colonia }: { colonia: Pick<Colonia, 'id' | 'nombre'> }) {
  return (
    <Link component={RouterLink} to={coloniaHref(colonia.id)} onClick={(event: MouseEvent) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
      {colonia.nombre}
    </Link>
  );
}

const COLUMNS: StaffColumn<Colonia>[] = [
  { source: 'nombre', render: (c) => <ColoniaNameLink colonia={c} />, sortable: true, hideOnPhone: true, rowHeader: true },
  { source: 'ubicacion', render: (c) => c.ubicacion, sortable: true, fit: 'long' },
  { source: 'numero_gatos', render: (c) => c.numero_gatos, sortable: true, fit: 'short' },
  { source: 'responsable_voluntario', label: 'gatera.colonias.columnas.responsable', render: (c) => c.responsable_voluntario ?? '—', fit: 'long' },
  { source: 'estado', render: (c) => c.estado, sortable: true, fit: 'short' },
];

export function useColoniaColumns(): StaffColumn<Colonia>[] {
  const translate = useTranslate();
  const { leer } = useCerAccess();
  return leer ? [...COLUMNS, { source: 'cobertura', label: translate('cer.cobertura'), render: (c) => <ColoniaCobertura coloniaId={c.id} /> }] : COLUMNS;
}
