/** A budget's figures side by side: budget, committed, spent, remaining, cost per sterilised cat, and what could not be priced. */
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PresupuestoCampanaCifras } from '../../domain/schemas/presupuesto';
import { formatMoney } from '../i18n/numbers';

const T = 'gatera.presupuestos.cifras';

type Cifras = Omit<PresupuestoCampanaCifras, 'campana_id'>;

function Cifra({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 150px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h6" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function CifrasPresupuesto({ cifras, testId }: { cifras: Cifras; testId: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${T}.${key}`);
  const orNone = (value: number | null, none: string) => (value === null ? none : formatMoney(value));
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Cifra label={t('presupuesto')} value={orNone(cifras.presupuesto_centimos, t('sinPresupuesto'))} testId={`${testId}-presupuesto`} />
        <Cifra label={t('comprometido')} value={formatMoney(cifras.comprometido_centimos)} testId={`${testId}-comprometido`} />
        <Cifra label={t('gastado')} value={formatMoney(cifras.gastado_centimos)} testId={`${testId}-gastado`} />
        <Cifra label={t('restante')} value={orNone(cifras.restante_centimos, '—')} testId={`${testId}-restante`} />
        <Cifra label={t('costePorEsterilizado')} value={orNone(cifras.coste_por_esterilizado_centimos, '—')} testId={`${testId}-coste-esterilizado`} />
      </Stack>
      {cifras.sin_importe > 0 ? <Alert severity="warning">{translate(`${T}.sinImporte`, { smart_count: cifras.sin_importe })}</Alert> : null}
    </>
  );
}
