/** Where a complaint's or an inspection's record page is, and the list cell's link to it. */
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { RegistroKind } from './RegistroInputs';

/** The record pages of both kinds, also from the "mis-" lists: one page per record, whichever list it was opened from. */
export function incidenciaHref(kind: RegistroKind, id: number): string {
  return `/${kind === 'queja' ? 'quejas' : 'inspecciones'}/${id}`;
}

/** A list cell's text as the link to its record (the row's own click does not run twice). */
export function IncidenciaLink({ kind, id, children }: { kind: RegistroKind; id: number; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={incidenciaHref(kind, id)} onClick={(event: MouseEvent) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
