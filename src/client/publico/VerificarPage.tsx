/**
 * /verificar/:codigo: what a card's QR code opens. Anyone reads only whether
 * the card is valid today, until when, for which colonies and the caregiver's
 * first name with an initial (the server answers nothing more); a
 * certificate's code says whether it still holds.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PublicLayout } from '../layout/PublicLayout';
import { dataProvider } from '../providers/dataProvider';
import type { Verificacion } from '../providers/dataProvider/acreditaciones';
import { formatDate } from '../../domain/validation';

const T = 'gatera.publico.verificar';

export function VerificarPage() {
  const t = useTranslate();
  const { codigo = '' } = useParams();
  const [answer, setAnswer] = useState<Verificacion | null | 'error'>(null);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.verificarCodigo(codigo, controller.signal).then(setAnswer, () => {
      if (!controller.signal.aborted) setAnswer('error');
    });
    return () => controller.abort();
  }, [codigo]);

  return (
    <PublicLayout maxWidth="sm">
      <Box sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t(`${T}.titulo`)}
        </Typography>
        {answer === null ? <Typography>{t(`${T}.cargando`)}</Typography> : null}
        {answer === 'error' ? <Alert severity="error">{t(`${T}.noEncontrado`)}</Alert> : null}
        {answer && answer !== 'error' ? (
          <Box>
            <Alert severity={answer.valido ? 'success' : 'error'} sx={{ mb: 2 }}>
              {t(answer.valido ? `${T}.valido` : `${T}.noValido`)}
            </Alert>
            {answer.tipo === 'carne' ? (
              <dl>
                <dt>{t(`${T}.nombre`)}</dt>
                <dd>{answer.nombre}</dd>
                <dt>{t(`${T}.hasta`)}</dt>
                <dd>{formatDate(answer.hasta)}</dd>
                <dt>{t(`${T}.colonias`)}</dt>
                <dd>{answer.colonias.join(', ')}</dd>
                <dt>{t(`${T}.municipio`)}</dt>
                <dd>{answer.municipio}</dd>
              </dl>
            ) : (
              <dl>
                <dt>{t(`${T}.microchip`)}</dt>
                <dd>{answer.microchip}</dd>
                <dt>{t(`${T}.municipio`)}</dt>
                <dd>{answer.municipio}</dd>
              </dl>
            )}
            <Typography variant="body2">{t(`${T}.codigo`, { codigo: answer.codigo })}</Typography>
          </Box>
        ) : null}
      </Box>
    </PublicLayout>
  );
}
