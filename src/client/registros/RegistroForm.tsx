/**
 * Filing a complaint or an inspection: one form for both kinds, sent as
 * multipart through the data provider. A filed complaint shows its tracking
 * code with a link to /seguimiento; a refusal keeps what was typed and shows
 * the server's reason.
 */
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RECORD_MESSAGES } from '../../domain/messages';
import { seguimientoPath } from '../../domain/seguimiento';
import { useGateraDataProvider, type GateraDataProvider } from '../providers/dataProvider';
import { CreationForm } from '../components/CreationForm';
import { detailOf } from './formHelpers';
import { RegistroInputs, registroFormData, type RegistroKind } from './RegistroInputs';

interface KindTexts {
  submit: string;
  created: string;
  failed: string;
  /** Files the record; answers a complaint's tracking code. */
  create: (dataProvider: GateraDataProvider, form: FormData) => Promise<string | null>;
}

const KINDS: Record<RegistroKind, KindTexts> = {
  queja: {
    submit: 'gatera.registros.quejas.registrar',
    created: RECORD_MESSAGES.quejaCreated,
    failed: RECORD_MESSAGES.quejaFailed,
    create: async (dataProvider, form) => (await dataProvider.crearQueja(form))?.codigo_seguimiento ?? null,
  },
  inspeccion: {
    submit: 'gatera.registros.inspecciones.registrar',
    created: RECORD_MESSAGES.inspeccionCreated,
    failed: RECORD_MESSAGES.inspeccionFailed,
    create: async (dataProvider, form) => {
      await dataProvider.crearInspeccion(form);
      return null;
    },
  },
};

/** A filed complaint's tracking code, with the way to its public page. */
function TrackingCodeAlert({ codigo }: { codigo: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button component={RouterLink} to={seguimientoPath(codigo)} color="inherit" size="small">
          {translate('gatera.vecinos.seguimiento.verSeguimiento')}
        </Button>
      }
    >
      {translate('gatera.vecinos.seguimiento.registrada', { codigo })}
    </Alert>
  );
}

export function RegistroForm({ kind }: { kind: RegistroKind }) {
  const texts = KINDS[kind];
  const dataProvider = useGateraDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [serverDetail, setServerDetail] = useState<string | null>(null);
  const [codigo, setCodigo] = useState<string | null>(null);

  async function save(values: Record<string, unknown>): Promise<boolean> {
    setServerDetail(null);
    setCodigo(null);
    try {
      const tracking = await texts.create(dataProvider, await registroFormData(kind, values));
      notify(texts.created, { type: 'success' });
      setCodigo(tracking);
      refresh();
      return true;
    } catch (failure) {
      notify(texts.failed, { type: 'error' });
      setServerDetail(detailOf(failure));
      return false;
    }
  }

  return (
    <>
      <CreationForm resource={kind === 'queja' ? 'quejas' : 'inspecciones'} onSave={save} submitLabel={texts.submit} defaultValues={{ colonia_id: '', archivo: null }}>
        <RegistroInputs kind={kind} />
      </CreationForm>
      {serverDetail ? <Alert severity="error">{serverDetail}</Alert> : null}
      {codigo ? <TrackingCodeAlert codigo={codigo} /> : null}
    </>
  );
}
