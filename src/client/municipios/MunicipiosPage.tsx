/**
 * /municipios (provincia): the installation's municipalities, paged on the
 * server, each name opening its edition; «Nuevo municipio» opens the creation
 * form. A municipality is never deleted from here: it is deactivated.
 */
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import type { Municipio } from '../../domain/schemas/municipio';
import { DateText } from '../components/DateText';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { StaffList, StaffListPage } from '../listas/StaffListPage';
import { ExportCsvBar } from '../listas/ExportCsvButton';

const T = 'gatera.municipios';

export const MUNICIPIOS_PER_PAGE = 20;

/** The municipalities' file: the list's columns, named as the list names them (resources.municipios.fields). */
const EXPORT_COLUMNS = [{ source: 'nombre' }, { source: 'slug' }, { source: 'dominio' }, { source: 'activo' }, { source: 'created_at' }];

const editHref = (municipio: Municipio) => `/municipios/${municipio.id}`;

function NombreLink({ municipio }: { municipio: Municipio }) {
  return (
    <Link component={RouterLink} to={editHref(municipio)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {municipio.nombre}
    </Link>
  );
}

function useColumns(): StaffColumn<Municipio>[] {
  const t = useTranslate();
  return [
    { source: 'nombre', rowHeader: true, hideOnPhone: true, render: (m) => <NombreLink municipio={m} /> },
    { source: 'slug', fit: 'short', render: (m) => m.slug ?? '—' },
    { source: 'dominio', fit: 'short', hideOnPhone: true, render: (m) => m.dominio ?? '—' },
    { source: 'activo', fit: 'short', render: (m) => t(m.activo ? `${T}.activo` : `${T}.inactivo`) },
    { source: 'created_at', fit: 'short', render: (m) => <DateText value={m.created_at} /> },
  ];
}

function MunicipiosList() {
  const t = useTranslate();
  return (
    <StaffDataTable<Municipio>
      caption={t('menu.municipios')}
      columns={useColumns()}
      title={(m) => <NombreLink municipio={m} />}
      rowHref={editHref}
      empty={`${T}.vacio`}
      onError="alert"
    />
  );
}

export function MunicipiosPage() {
  const t = useTranslate();
  return (
    <StaffListPage title={t('menu.municipios')} list={{ title: t(`${T}.lista`), id: 'municipios-lista' }}>
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to="/municipios/create" variant="contained" startIcon={<AddIcon />} sx={{ minHeight: 44 }}>
          {t(`${T}.nuevo`)}
        </Button>
      </Box>
      <StaffList resource="municipios" perPage={MUNICIPIOS_PER_PAGE}>
        <ExportCsvBar columns={EXPORT_COLUMNS} />
        <MunicipiosList />
      </StaffList>
    </StaffListPage>
  );
}
