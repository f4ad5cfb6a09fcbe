/**
 * The panel of a colony's cats opened by 'Ver Gatos': the sterilised badge and
 * the cats, paged. The view scrolls to it 300 ms after it opens, as the
 * original did. The colony's record page shows it too, without the close
 * button and without scrolling (it is part of that page, not opened on it).
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, List, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCROLL_DELAY_MS } from '../../domain/constants';
import { SEXO_KEYS, useEstadoSaludName } from '../gatos/columns';
import { GatoListItem } from '../gatos/GatoListItem';
import { formatDate } from '../../domain/validation';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';
import { useQuery } from '@tanstack/react-query';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';
import { EsterilizadosBadge } from './EsterilizadosBadge';
import { ColoniaCerSection } from '../cer/ColoniaCerSection';
import { ColoniaCamadasSection } from '../cer/ColoniaCamadasSection';
import { ColoniaCalleLink } from '../calle/ColoniaCalleLink';

export const CATS_PER_PAGE = 20;

export interface ColoniaGatosPanelProps {
  colonia: { id: number; nombre: string };
  /** Closes the panel opened from a list; without it the panel neither closes nor scrolls into view. */
  onClose?: () => void;
}

export function ColoniaGatosPanel({ colonia, onClose }: ColoniaGatosPanelProps) {
  const panelRef = useRef<HTMLElement>(null);
  const translate = useTranslate();
  const saludName = useEstadoSaludName();
  const [page, setPage] = useState(1);
  const dataProvider = useGateraDataProvider();
  const opened = onClose !== undefined;
  useEffect(() => {
    if (!opened) return undefined;
    const timer = window.setTimeout(() => {
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      panelRef.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS.colonias);
    return () => window.clearTimeout(timer);
  }, [colonia.id, opened]);

  const { data: esterilizados, error: esterilizadosError } = useQuery({
    queryKey: ['colonias', colonia.id, 'esterilizados'],
    queryFn: ({ signal }) => dataProvider.esterilizadosColonia(colonia.id, signal),
  });
  useLoggedError(esterilizadosError, 'No se pudo cargar el porcentaje de esterilizados:');
  const cats = useQuery({
    queryKey: ['colonias', colonia.id, 'gatos', page],
    queryFn: ({ signal }) => dataProvider.gatosDeColonia(colonia.id, { skip: (page - 1) * CATS_PER_PAGE, limit: CATS_PER_PAGE }, signal),
  });
  useLoggedError(cats.error, 'No se pudieron cargar los gatos de la colonia:');
  const gatos = cats.error ? { items: [], total: 0 } : (cats.data ?? null);

  const headingId = `colonia-${colonia.id}-gatos`;
  return (
    <Card component="section" ref={panelRef} tabIndex={-1} aria-labelledby={headingId} sx={{ mb: 3, outline: 'none' }} data-testid="panel-gatos">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Typography id={headingId} component="h2" variant="h6">
            {translate('gatera.colonias.gatosDe', { nombre: colonia.nombre })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {esterilizados ? <EsterilizadosBadge porcentaje={esterilizados.porcentaje_esterilizados} /> : null}
            <ColoniaCalleLink coloniaId={colonia.id} />
            {onClose ? (
              <Button size="small" onClick={onClose}>
                {translate('gatera.colonias.cerrarPanel')}
              </Button>
            ) : null}
          </Box>
        </Stack>
        <ColoniaCerSection colonia={colonia} />
        <ColoniaCamadasSection colonia={colonia} />
        {gatos === null ? (
          <Loading />
        ) : gatos.items.length === 0 ? (
          <Typography>{translate('gatera.colonias.sinGatos')}</Typography>
        ) : (
          <>
            <List dense aria-label={translate('gatera.colonias.gatosDe', { nombre: colonia.nombre })}>
              {gatos.items.map((gato) => (
                <GatoListItem
                  key={gato.id}
                  gato={gato}
                  details={[
                    gato.sexo in SEXO_KEYS ? translate(SEXO_KEYS[gato.sexo]) : gato.sexo,
                    gato.estado_salud ? translate('gatera.colonias.salud', { estado: saludName(gato.estado_salud) }) : null,
                    gato.fecha_esterilizacion ? translate('gatera.campanas.panel.esterilizadoEl', { fecha: formatDate(gato.fecha_esterilizacion) }) : translate('gatera.campanas.panel.sinEsterilizar'),
                  ]}
                />
              ))}
            </List>
            {gatos.total > CATS_PER_PAGE ? <PaginationBar page={page} perPage={CATS_PER_PAGE} total={gatos.total} onPageChange={setPage} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
