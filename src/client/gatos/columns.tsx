/** The columns the cat lists show, with the card's texts for empty values. */
import { Box, Chip } from '@mui/material';
import { formatEdad, GATO_EMPTY_TEXTS } from '../../domain/gatos';
import { SEXOS, type Gato, type GatoAsignado } from '../../domain/types';
import type { GatoColumn } from './GatosTable';

export const sexoLabel = (sexo: string | null | undefined) => (sexo && sexo in SEXOS ? SEXOS[sexo as keyof typeof SEXOS] : GATO_EMPTY_TEXTS.texto);

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

export const codigoColumn: GatoColumn<Gato> = {
  label: 'Código',
  render: (g) => <Codigo value={g.codigo_identificacion} />,
  sortField: 'codigo_identificacion',
};

export const FULL_LIST_COLUMNS: GatoColumn<Gato>[] = [
  codigoColumn,
  { label: 'Sexo', render: (g) => sexoLabel(g.sexo) },
  { label: 'Edad', render: (g) => formatEdad(g.edad_num, g.edad_unidad) },
  { label: 'Estado de salud', render: (g) => g.estado_salud ?? GATO_EMPTY_TEXTS.texto },
  { label: 'Colonia', render: (g) => g.colonia_nombre ?? GATO_EMPTY_TEXTS.texto },
  { label: 'Esterilizado', render: (g) => (g.fecha_esterilizacion ? 'Sí' : 'No') },
  { label: 'Estado', render: (g) => <EstadoChip activo={g.activo} /> },
];

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

export const ASSIGNED_COLUMNS: GatoColumn<GatoAsignado>[] = [
  { label: 'Código', render: (g) => <Codigo value={g.codigo_identificacion} /> },
  { label: 'Sexo', render: (g) => sexoLabel(g.sexo) },
  { label: 'Edad', render: (g) => g.edad },
  { label: 'Estado de salud', render: (g) => g.estado_salud ?? GATO_EMPTY_TEXTS.texto },
  { label: 'Colonia', render: (g) => g.colonia_nombre ?? GATO_EMPTY_TEXTS.texto },
  { label: 'Vacunado', render: (g) => yesNo(g.vacunado) },
  { label: 'Desparasitado', render: (g) => yesNo(g.desparasitado) },
];
