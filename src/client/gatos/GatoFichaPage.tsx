/**
 * /gatos/{id}: the cat card (Ficha del Gato) with every field and the
 * original product's texts for empty values: 'No registrada' (vaccination and
 * deworming dates), 'Sin datos' (texts), 'Sin Imagen', 'N/A' (code) and
 * 'Sin fecha' (sterilisation date).
 */
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, GlobalStyles, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { formatEdad, GATO_EMPTY_TEXTS } from '../../domain/gatos';
import type { Gato } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { can } from '../../domain/roles';
import { Loading } from '../components/Loading';
import { RecordFields } from '../components/RecordFields';
import { useStoredUser } from '../providers/session';
import { imagenUrl } from './api';
import { AdoptabilidadText, EstadoChip, EstadoSaludText, SexoText } from './columns';
import { IdentificacionPanel } from '../vecinos/IdentificacionPanel';
import { HistoriaGato } from './HistoriaGato';
import { FICHA_PRINT_STYLES } from './fichaPrint';

const text = (value: string | null | undefined) => (value && value.trim() ? value : GATO_EMPTY_TEXTS.texto);

/** The card's rows (each named by its field: resources.gatos.fields.<source>), in the original card's order after the name and the image. */
export function fichaRows(gato: Gato): [string, ReactNode][] {
  return [
    ['raza', text(gato.raza)],
    ['sexo', <SexoText key="sexo" sexo={gato.sexo} />],
    ['edad_num', formatEdad(gato.edad_num, gato.edad_unidad)],
    ['estado_salud', <EstadoSaludText key="salud" estado={gato.estado_salud} />],
    ['ubicacion', text(gato.ubicacion)],
    ['colonia_id', gato.colonia_nombre ? `${gato.colonia_nombre} (nº ${gato.colonia_id})` : `nº ${gato.colonia_id}`],
    ['evaluacion_sanitaria', text(gato.evaluacion_sanitaria)],
    ['adoptabilidad', <AdoptabilidadText key="adoptabilidad" value={gato.adoptabilidad} />],
    ['fecha_vacunacion', formatDate(gato.fecha_vacunacion) || GATO_EMPTY_TEXTS.fecha],
    ['tipo_vacuna', text(gato.tipo_vacuna)],
    ['fecha_desparasitacion', formatDate(gato.fecha_desparasitacion) || GATO_EMPTY_TEXTS.fecha],
    ['fecha_esterilizacion', formatDate(gato.fecha_esterilizacion) || GATO_EMPTY_TEXTS.fechaEsterilizacion],
    ['codigo_identificacion', gato.codigo_identificacion || GATO_EMPTY_TEXTS.codigo],
    ['activo', <EstadoChip key="estado" activo={gato.activo} />],
  ];
}

export function GatoFicha({ gato }: { gato: Gato }) {
  const url = imagenUrl(gato.imagen);
  const translate = useTranslate();
  return (
    <Card component="article" aria-labelledby="ficha-titulo">
      <CardContent>
        <Typography id="ficha-titulo" component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {gato.nombre}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 360px) 1fr' }, alignItems: 'start' }}>
          {url ? (
            <Box component="img" src={url} alt={translate('gatera.vecinos.adopciones.fotoDe', { nombre: gato.nombre })} sx={{ width: '100%', maxWidth: 360, height: 'auto', borderRadius: 1, display: 'block' }} />
          ) : (
            <Box sx={{ width: '100%', maxWidth: 360, aspectRatio: '4 / 3', bgcolor: 'action.hover', borderRadius: 1, display: 'grid', placeItems: 'center' }}>
              <Typography color="text.secondary">{GATO_EMPTY_TEXTS.imagen}</Typography>
            </Box>
          )}
          <RecordFields resource="gatos" rows={fichaRows(gato)} />
        </Box>
      </CardContent>
    </Card>
  );
}

export function GatoFichaPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const user = useStoredUser();
  const translate = useTranslate();
  const back = () => {
    // Back to where the card was opened from; straight from a link, to the role's cat list.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(can(user?.role, 'gatos.listar') ? '/gatos' : '/mis-gatos');
  };
  const { data, isPending, error } = useGetOne<Gato>('gatos', { id: Number(id) }, { enabled: Boolean(id), retry: false });
  return (
    <>
      <Title title="gatera.gatos.titulos.ficha" />
      <GlobalStyles styles={FICHA_PRINT_STYLES} />
      <Box className="no-print" sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={back}>
          {translate('ra.action.back')}
        </Button>
        {data ? (
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('gatera.consola.historia.imprimir')}
          </Button>
        ) : null}
      </Box>
      {isPending ? <Loading /> : null}
      {error ? <Alert severity="error">{translate('gatera.consola.error', { motivo: error instanceof Error ? error.message : String(error) })}</Alert> : null}
      {data ? <GatoFicha gato={data} /> : null}
      {data ? <HistoriaGato id={data.id} /> : null}
      {data ? (
        <Box className="no-print">
          <IdentificacionPanel gato={data} />
        </Box>
      ) : null}
    </>
  );
}
