/**
 * The year's money on /informes: budget (its campaigns'), committed, spent and left, the spending by concept,
 * each campaign's figures, and the projection a council takes to ask for money: the cats still to sterilise in
 * each colony to reach the coverage target, times the cost of one.
 */
import { useState } from 'react';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { conceptoLabel } from '../../domain/costes';
import { can } from '../../domain/roles';
import type { InformeCostes } from '../../domain/schemas/presupuesto';
import { useStoredUser } from '../providers/session';
import { hoyEnEspana } from '../../domain/cer';
import { formatInteger, formatMoney, formatShare } from '../i18n/numbers';
import { SectionCard } from '../registros/SectionCard';
import { CifrasPresupuesto } from './CifrasPresupuesto';
import { useInformeCostes } from './useInformeCostes';

const T = 'gatera.presupuestos';
const ANIO_MIN = 2000;
const ANIO_MAX = 2100;

export function CostesAnioCard() {
  return can(useStoredUser()?.role, 'presupuestos.leer') ? <CostesAnio /> : null;
}

function CostesAnio() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${T}.${key}`, options);
  const [anio, setAnio] = useState(Number(hoyEnEspana().slice(0, 4)));
  const { data, isError } = useInformeCostes(anio);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value));
  return (
    <SectionCard title={`${T}.anio.titulo`} headingId="costes-anio">
      <TextField
        label={t('anio.anio')}
        type="number"
        value={anio}
        onChange={(e) => {
          const value = Number(e.target.value);
          if (Number.isInteger(value) && value >= ANIO_MIN && value <= ANIO_MAX) setAnio(value);
        }}
        slotProps={{ htmlInput: { min: ANIO_MIN, max: ANIO_MAX } }}
        sx={{ mb: 2, width: 140 }}
      />
      {isError ? <Alert severity="error">{t('anio.error')}</Alert> : null}
      {data ? (
        <>
          <CifrasPresupuesto cifras={data} testId="costes-anio" />
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
            {t('anio.porConcepto')}
          </Typography>
          {data.por_concepto.length ? (
            <Table size="small" aria-label={t('anio.porConcepto')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('anio.concepto')}</TableCell>
                  <TableCell align="right">{t('anio.costes')}</TableCell>
                  <TableCell align="right">{t('anio.importe')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.por_concepto.map((c) => (
                  <TableRow key={c.concepto}>
                    <TableCell>{translate(conceptoLabel(c.concepto))}</TableCell>
                    <TableCell align="right">{formatInteger(c.costes)}</TableCell>
                    <TableCell align="right">{formatMoney(c.importe_centimos)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography>{t('anio.sinCostes')}</Typography>
          )}
          {data.campanas.length ? (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
                {t('anio.campanas')}
              </Typography>
              <Table size="small" aria-label={t('anio.campanas')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('anio.campana')}</TableCell>
                    <TableCell align="right">{t('cifras.presupuesto')}</TableCell>
                    <TableCell align="right">{t('cifras.comprometido')}</TableCell>
                    <TableCell align="right">{t('cifras.gastado')}</TableCell>
                    <TableCell align="right">{t('cifras.restante')}</TableCell>
                    <TableCell align="right">{t('cifras.costePorEsterilizado')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.campanas.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell>{c.nombre}</TableCell>
                      <TableCell align="right">{money(c.presupuesto_centimos)}</TableCell>
                      <TableCell align="right">{formatMoney(c.comprometido_centimos)}</TableCell>
                      <TableCell align="right">{formatMoney(c.gastado_centimos)}</TableCell>
                      <TableCell align="right">{money(c.restante_centimos)}</TableCell>
                      <TableCell align="right">{money(c.coste_por_esterilizado_centimos)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : null}
          <Proyeccion proyeccion={data.proyeccion} />
        </>
      ) : null}
    </SectionCard>
  );
}

function Proyeccion({ proyeccion }: { proyeccion: InformeCostes['proyeccion'] }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${T}.${key}`, options);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value));
  const origen = proyeccion.origen_coste_unitario === 'gasto' ? 'origenGasto' : proyeccion.origen_coste_unitario === 'tarifa' ? 'origenTarifa' : 'sinCoste';
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {t('proyeccion.titulo', { objetivo: formatShare(proyeccion.objetivo) })}
      </Typography>
      {proyeccion.importe_centimos !== null && proyeccion.coste_unitario_centimos !== null ? (
        <Typography data-testid="costes-proyeccion">
          {t('proyeccion.resumen', { gatos: formatInteger(proyeccion.por_esterilizar), importe: formatMoney(proyeccion.importe_centimos), unitario: formatMoney(proyeccion.coste_unitario_centimos) })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t(`proyeccion.${origen}`)}
      </Typography>
      {proyeccion.colonias.length ? (
        <Table size="small" aria-label={t('proyeccion.titulo', { objetivo: formatShare(proyeccion.objetivo) })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('proyeccion.colonia')}</TableCell>
              <TableCell align="right">{t('proyeccion.estimacion')}</TableCell>
              <TableCell align="right">{t('proyeccion.esterilizados')}</TableCell>
              <TableCell align="right">{t('proyeccion.porEsterilizar')}</TableCell>
              <TableCell align="right">{t('proyeccion.importe')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {proyeccion.colonias.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.nombre}</TableCell>
                <TableCell align="right">{formatInteger(c.estimacion)}</TableCell>
                <TableCell align="right">{formatInteger(c.esterilizados)}</TableCell>
                <TableCell align="right">{formatInteger(c.por_esterilizar)}</TableCell>
                <TableCell align="right">{money(c.importe_centimos)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography>{t('proyeccion.sinColonias')}</Typography>
      )}
    </>
  );
}
