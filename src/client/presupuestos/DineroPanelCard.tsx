/** The programme's money of this year on /panel, for staff: spent against budget, committed and left. */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hoyEnEspana } from '../../domain/cer';
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { formatMoney } from '../i18n/numbers';
import { SectionCard } from '../registros/SectionCard';
import { useInformeCostes } from './useInformeCostes';

export function DineroPanelCard() {
  return can(useStoredUser()?.role, 'presupuestos.leer') ? <Dinero /> : null;
}

function Dinero() {
  const translate = useTranslate();
  const anio = Number(hoyEnEspana().slice(0, 4));
  const { data } = useInformeCostes(anio);
  if (!data) return null;
  const figures = {
    gastado: formatMoney(data.gastado_centimos),
    comprometido: formatMoney(data.comprometido_centimos),
    presupuesto: data.presupuesto_centimos === null ? '' : formatMoney(data.presupuesto_centimos),
    restante: data.restante_centimos === null ? '' : formatMoney(data.restante_centimos),
  };
  return (
    <SectionCard title={translate('gatera.presupuestos.panel.titulo', { anio })} headingId="panel-dinero">
      <Typography data-testid="panel-dinero">
        {translate(data.presupuesto_centimos === null ? 'gatera.presupuestos.panel.sinPresupuesto' : 'gatera.presupuestos.panel.resumen', figures)}
      </Typography>
    </SectionCard>
  );
}
