/**
 * A page of complaints or inspections (the full list or the person's own):
 * the status filter, the export, the table (newest first, sorted on the
 * server from the headers of the columns that say so), each row opening its
 * record, and each unresolved row's menu with Resolver where the role may
 * resolve; there the rows may also be selected and resolved together (without
 * a public answer: the row's own dialog gives one). Both lists are this one;
 * each says its columns and texts.
 */
import type { ReactNode } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { PAGE_SIZES } from '../../domain/constants';
import { ESTATUS_INCIDENCIA, isResolved } from '../../domain/incidencias';
import { can, type Capability } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { BulkActionButton } from '../listas/BulkActionButton';
import { StaffList } from '../listas/StaffListPage';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { RowMenu } from '../listas/RowMenu';
import { ListSelectFilter } from '../listas/ListSelectFilter';
import { estatusChoiceName } from './EstatusChip';
import { fechaDeRegistro } from './fecha';
import { IncidenciaLink, incidenciaHref } from './recordLinks';
import type { RegistroKind } from './RegistroInputs';
import { useResolveAction } from './useResolveAction';

export interface Incidencia {
  id: number;
  fecha_hora: string;
  estatus: string | null;
}

interface KindConfig {
  /** The records' own resource (also where a selection is re-read: the "mis-" lists have no record address of their own). */
  labelsFrom: 'quejas' | 'inspecciones';
  perPage: number;
  /** The capability the server asks of whoever resolves one. */
  resolver: Capability;
  texts: { caption: string; empty: string; registro: string; de: string; resolverTitulo: string; resolverPregunta: string; resueltas: string };
}

/**
 * Each kind's page size and texts (catalogue keys: the table's name, the empty list, a record's name and a card's title, with
 * %{fecha}; the bulk resolve's confirmation and notice).
 */
const KINDS: Record<RegistroKind, KindConfig> = {
  queja: {
    labelsFrom: 'quejas',
    perPage: PAGE_SIZES.quejas,
    resolver: 'quejas.resolver',
    texts: {
      caption: 'gatera.registros.quejas.lista',
      empty: 'gatera.registros.quejas.vacio',
      registro: 'gatera.registros.quejas.registro',
      de: 'gatera.registros.quejas.de',
      resolverTitulo: 'gatera.registros.quejas.resolverTitulo',
      resolverPregunta: 'gatera.registros.quejas.resolverPregunta',
      resueltas: 'gatera.registros.quejas.resueltas',
    },
  },
  inspeccion: {
    labelsFrom: 'inspecciones',
    perPage: PAGE_SIZES.inspecciones,
    resolver: 'inspecciones.resolver',
    texts: {
      caption: 'gatera.registros.inspecciones.titulo',
      empty: 'gatera.registros.inspecciones.vacio',
      registro: 'gatera.registros.inspecciones.registro',
      de: 'gatera.registros.inspecciones.de',
      resolverTitulo: 'gatera.registros.inspecciones.resolverTitulo',
      resolverPregunta: 'gatera.registros.inspecciones.resolverPregunta',
      resueltas: 'gatera.registros.inspecciones.resueltas',
    },
  },
};

/** The bulk toolbar's Resolver: every selected record not yet resuelta, through the same call as its row menu, with no public answer. */
function BulkResolve({ kind }: { kind: RegistroKind }) {
  const dataProvider = useGateraDataProvider();
  const { labelsFrom, texts } = KINDS[kind];
  return (
    <BulkActionButton<Incidencia>
      resource={labelsFrom}
      label="gatera.registros.resolver"
      confirm={{ title: texts.resolverTitulo, content: texts.resolverPregunta, label: 'gatera.registros.siResolver' }}
      applies={(record) => !isResolved(record.estatus)}
      act={(record) => (kind === 'queja' ? dataProvider.resolverQueja(record.id) : dataProvider.resolverInspeccion(record.id))}
      done={texts.resueltas}
    />
  );
}

/** The lists' own order, as the server's without a sort: newest first. */
const NEWEST_FIRST = { field: 'fecha_hora', order: 'DESC' } as const;

const ESTATUS_CHOICES = ESTATUS_INCIDENCIA.map((estatus) => ({ id: estatus, name: estatusChoiceName(estatus) }));

/** The columns with the one whose text links to the record (`source`): a cell without text has no link, the row still opens it. */
export function linkedColumns<T extends Incidencia>(kind: RegistroKind, columns: StaffColumn<T>[], source: string): StaffColumn<T>[] {
  return columns.map((column) =>
    column.source !== source
      ? column
      : {
          ...column,
          render: (record: T) => {
            const content = column.render(record);
            return content === '' || content === null || content === undefined ? content : <IncidenciaLink kind={kind} id={record.id}>{content}</IncidenciaLink>;
          },
        },
  );
}

export interface IncidenciasListProps<T extends Incidencia> {
  kind: RegistroKind;
  resource: string;
  columns: (translate: TranslateFunction) => StaffColumn<T>[];
  canResolve: boolean;
  /** Whether Resolver asks for the public answer. */
  publicAnswer?: boolean;
  /** Filters above the list. */
  children?: ReactNode;
}

export function IncidenciasList<T extends Incidencia>({ kind, resource, columns, canResolve, publicAnswer = false, children }: IncidenciasListProps<T>) {
  const translate = useTranslate();
  const { labelsFrom, perPage, resolver, texts } = KINDS[kind];
  const role = useStoredUser()?.role;
  const mayResolve = canResolve && can(role, resolver);
  const { rowAction, dialog } = useResolveAction(kind, publicAnswer);
  const fecha = (record: T) => ({ fecha: fechaDeRegistro(record.fecha_hora) });
  const resolveMenu = (record: T) => {
    const name = translate(texts.registro, fecha(record));
    return <RowMenu name={name} actions={isResolved(record.estatus) ? [] : [rowAction({ id: record.id, label: name })]} />;
  };
  return (
    <StaffList resource={resource} perPage={perPage} sort={NEWEST_FIRST}>
      {dialog}
      <ListSelectFilter source="estatus" label="gatera.consola.listas.filtrarEstado" choices={ESTATUS_CHOICES} />
      {children}
      <ExportCsvBar columns={columns(translate)} labelsFrom={labelsFrom} />
      <StaffDataTable<T>
        labelsFrom={labelsFrom}
        caption={texts.caption}
        columns={columns(translate)}
        title={(record) => <IncidenciaLink kind={kind} id={record.id}>{translate(texts.de, fecha(record))}</IncidenciaLink>}
        rowHref={(record) => incidenciaHref(kind, record.id)}
        empty={texts.empty}
        actions={mayResolve ? resolveMenu : undefined}
        bulkActionButtons={mayResolve ? <BulkResolve kind={kind} /> : undefined}
      />
    </StaffList>
  );
}
