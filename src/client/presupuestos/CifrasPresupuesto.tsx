/** A budget's figures side by side: budget, committed, spent, remaining, cost per sterilised cat, and what could not be priced. */
import { Alert, Stack } from '@mui/material';
import { FigureCard } from '../components/FigureCard';
import { useTranslate } from 'react-admin';
import type { PresupuestoCampanaCifras } from '../../domain/schemas/presupuesto';
import { formatMoney } from '../i18n/numbers';

const T = 'gatera.presupuestos.cifras';

type Cifras = Omit<PresupuestoCampanaCifras, 'campana_id'>;

export function CifrasPresupuesto({ cifras, testId }: { cifras: Cifras; testId: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${T}.${key}`);
  const orNone = (value: number | null, none: string) => (value === null ? none : formatMoney(value));
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <FigureCard level={3} label={t('presupuesto')} value={orNone(cifras.presupuesto_centimos, t('sinPresupuesto'))} testId={`${testId}-presupuesto`} />
        <FigureCard level={3} label={t('comprometido')} value={formatMoney(cifras.comprometido_centimos)} testId={`${testId}-comprometido`} />
        <FigureCard level={3} label={t('gastado')} value={formatMoney(cifras.gastado_centimos)} testId={`${testId}-gastado`} />
        <FigureCard level={3} label={t('restante')} value={orNone(cifras.restante_centimos, '—')} testId={`${testId}-restante`} />
        <FigureCard level={3} label={t('costePorEsterilizado')} value={orNone(cifras.coste_por_esterilizado_centimos, '—')} testId={`${testId}-coste-esterilizado`} />
      </Stack>
      {cifras.sin_importe > 0 ? <Alert severity="warning">{translate(`${T}.sinImporte`, { smart_count: cifras.sin_importe })}</Alert> : null}
    </>
  );
}
