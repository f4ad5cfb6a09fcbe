/** The columns the cat lists show, with the card's texts for empty values. */
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Link } from '@mui/material';
import { formatEdad, GATO_EMPTY_TEXTS } from '../../domain/gatos';
import { SEXOS, type Gato, type GatoAsignado } from '../../domain/types';
import type { StaffColumn } from '../listas/columns';

export const sexoLabel = (sexo: string | null | undefined) => (sexo && sexo in SEXOS ? SEXOS[sexo as keyof typeof SEXOS] : GATO_EMPTY_TEXTS.texto);

export function fichaHref(id: number): string {
  return `/gatos/${id}`;
}

export function NameLink({ gato }: { gato: Pick<Gato, 'id' | 'nombre'> }) {
  return (
    <Link component={RouterLink} to={fichaHref(gato.id)} onClick={(event: MouseEvent) => event.stopPropagation()} sx={{ fontWeight: 600 }}>
      {gato.nombre}
    </Link>
  );
}

export function EstadoChip({ activo }: { activo: boolean }) {
  return <Chip size="small" label={activo ? 'Activo' : 'Dado de baja'} color={activo ? 'success' : 'default'} variant={activo ? 'filled' : 'outlined'} />;
}

export function Codigo({ value }: { value: string | null }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {value ?? GATO_EMPTY_TEXTS.codigo}
    </Box>
  );
}

/** The name opens the card; on a phone it is the card's title. */
function nombreColumn<T extends Gato>(sortable: boolean): StaffColumn<T> {
  return { source: 'nombre', label: 'Nombre', render: (g) => <NameLink gato={g} />, sortable, hideOnPhone: true, rowHeader: true };
}

export const FULL_LIST_COLUMNS: StaffColumn<Gato>[] = [
  nombreColumn(true),
  { source: 'codigo_identificacion', label: 'Código', render: (g) => <Codigo value={g.codigo_identificacion} />, sortable: true, fit: 'short' },
  { source: 'sexo', label: 'Sexo', render: (g) => sexoLabel(g.sexo), fit: 'short' },
  { source: 'edad_num', label: 'Edad', render: (g) => formatEdad(g.edad_num, g.edad_unidad), fit: 'short' },
  { source: 'estado_salud', label: 'Estado de salud', render: (g) => g.estado_salud ?? GATO_EMPTY_TEXTS.texto },
  { source: 'colonia_nombre', label: 'Colonia', render: (g) => g.colonia_nombre ?? GATO_EMPTY_TEXTS.texto, fit: 'long' },
  { source: 'fecha_esterilizacion', label: 'Esterilizado', render: (g) => (g.fecha_esterilizacion ? 'Sí' : 'No'), fit: 'short' },
  { source: 'activo', label: 'Estado', render: (g) => <EstadoChip activo={g.activo} />, fit: 'short' },
];

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

export const ASSIGNED_COLUMNS: StaffColumn<GatoAsignado>[] = [
  nombreColumn(false),
  { source: 'codigo_identificacion', label: 'Código', render: (g) => <Codigo value={g.codigo_identificacion} />, fit: 'short' },
  { source: 'sexo', label: 'Sexo', render: (g) => sexoLabel(g.sexo), fit: 'short' },
  { source: 'edad', label: 'Edad', render: (g) => g.edad, fit: 'short' },
  { source: 'estado_salud', label: 'Estado de salud', render: (g) => g.estado_salud ?? GATO_EMPTY_TEXTS.texto },
  { source: 'colonia_nombre', label: 'Colonia', render: (g) => g.colonia_nombre ?? GATO_EMPTY_TEXTS.texto, fit: 'long' },
  { source: 'vacunado', label: 'Vacunado', render: (g) => yesNo(g.vacunado), fit: 'short' },
  { source: 'desparasitado', label: 'Desparasitado', render: (g) => yesNo(g.desparasitado), fit: 'short' },
];
