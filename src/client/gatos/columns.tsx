/**
 * The columns the cat lists show, with the card's texts for empty values. A column
 * without a label is named by react-admin's resources.gatos.fields.<source>.
 */
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Adoptabilidad } from '../../domain/adopciones';
import { ADOPTABILIDAD_CATALOGUE_KEYS } from '../../domain/i18n/gatoValueLabels';
import { formatEdad, GATO_EMPTY_TEXTS } from '../../domain/gatos';
import { ESTADOS_SALUD, SEXOS, type EstadoSalud, type Gato, type GatoAsignado } from '../../domain/types';
import type { StaffColumn } from '../listas/columns';
import { Texto } from '../components/Texto';

/** The catalogue key of a sex's name (the codes M and H stay in the API). */
export const SEXO_KEYS: Record<keyof typeof SEXOS, string> = { M: 'gatera.vecinos.adopciones.macho', H: 'gatera.vecinos.adopciones.hembra' };

export function SexoText({ sexo }: { sexo: string | null | undefined }) {
  const translate = useTranslate();
  return <>{sexo && sexo in SEXO_KEYS ? translate(SEXO_KEYS[sexo as keyof typeof SEXOS]) : GATO_EMPTY_TEXTS.texto}</>;
}

/**
 * The catalogue key of a health state's name: the stored values (ESTADOS_SALUD)
 * stay Spanish in the API, like the sex codes; the street app's cat dialog
 * wrote the names first, under gatera.calle.gato.
 */
export function estadoSaludKey(estado: EstadoSalud): string {
  return `gatera.calle.gato.${estado.toLowerCase()}`;
}

/** A stored health state in the reader's language (a value outside the list as it is). */
export function useEstadoSaludName(): (estado: string | null | undefined) => string | null {
  const translate = useTranslate();
  return (estado) => (!estado ? null : (ESTADOS_SALUD as readonly string[]).includes(estado) ? translate(estadoSaludKey(estado as EstadoSalud)) : estado);
}

/** The catalogue key of a stored adoptability value. */
export function adoptabilidadKey(value: Adoptabilidad): string {
  return `gatera.gatos.adoptabilidades.${ADOPTABILIDAD_CATALOGUE_KEYS[value]}`;
}

/** A stored adoptability in the reader's language (a value outside the list as it is). */
export function useAdoptabilidadName(): (value: string | null | undefined) => string | null {
  const translate = useTranslate();
  return (value) => (!value ? null : value in ADOPTABILIDAD_CATALOGUE_KEYS ? translate(adoptabilidadKey(value as Adoptabilidad)) : value);
}

export function AdoptabilidadText({ value }: { value: string | null | undefined }) {
  const name = useAdoptabilidadName();
  return <>{name(value) ?? GATO_EMPTY_TEXTS.texto}</>;
}

export function EstadoSaludText({ estado }: { estado: string | null | undefined }) {
  const name = useEstadoSaludName();
  return <>{name(estado) ?? GATO_EMPTY_TEXTS.texto}</>;
}

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
  const translate = useTranslate();
  return <Chip size="small" label={translate(activo ? 'gatera.gatos.activo' : 'gatera.gatos.dadoDeBaja')} color={activo ? 'success' : 'default'} variant={activo ? 'filled' : 'outlined'} />;
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
  return { source: 'nombre', label: 'resources.gatos.fields.nombre', render: (g) => <NameLink gato={g} />, sortable, hideOnPhone: true, rowHeader: true };
}

export const FULL_LIST_COLUMNS: StaffColumn<Gato>[] = [
  nombreColumn(true),
  { source: 'codigo_identificacion', label: 'gatera.comun.codigo', render: (g) => <Codigo value={g.codigo_identificacion} />, sortable: true, fit: 'short' },
  { source: 'sexo', render: (g) => <SexoText sexo={g.sexo} />, fit: 'short' },
  { source: 'edad_num', render: (g) => formatEdad(g.edad_num, g.edad_unidad), fit: 'short' },
  { source: 'estado_salud', render: (g) => <EstadoSaludText estado={g.estado_salud} /> },
  { source: 'colonia_nombre', render: (g) => g.colonia_nombre ?? GATO_EMPTY_TEXTS.texto, fit: 'long' },
  { source: 'fecha_esterilizacion', label: 'resources.gatos.fields.esterilizado', render: (g) => <Texto id={g.fecha_esterilizacion ? 'gatera.comun.si' : 'gatera.comun.no'} />, fit: 'short' },
  { source: 'activo', render: (g) => <EstadoChip activo={g.activo} />, fit: 'short' },
];

export const ASSIGNED_COLUMNS: StaffColumn<GatoAsignado>[] = [
  nombreColumn(true),
  { source: 'codigo_identificacion', label: 'gatera.comun.codigo', render: (g) => <Codigo value={g.codigo_identificacion} />, sortable: true, fit: 'short' },
  { source: 'sexo', label: 'resources.gatos.fields.sexo', render: (g) => <SexoText sexo={g.sexo} />, fit: 'short' },
  { source: 'edad', label: 'resources.gatos.fields.edad', render: (g) => g.edad, fit: 'short' },
  { source: 'estado_salud', label: 'resources.gatos.fields.estado_salud', render: (g) => <EstadoSaludText estado={g.estado_salud} /> },
  { source: 'colonia_nombre', label: 'resources.gatos.fields.colonia_nombre', render: (g) => g.colonia_nombre ?? GATO_EMPTY_TEXTS.texto, fit: 'long' },
  { source: 'vacunado', label: 'resources.gatos.fields.vacunado', render: (g) => <Texto id={g.vacunado ? 'gatera.comun.si' : 'gatera.comun.no'} />, fit: 'short' },
  { source: 'desparasitado', label: 'resources.gatos.fields.desparasitado', render: (g) => <Texto id={g.desparasitado ? 'gatera.comun.si' : 'gatera.comun.no'} />, fit: 'short' },
];
