/** Adds lines to a grant: one written by hand (its name, the concepts it funds, each with its cap per unit in euros) or a template's. */
import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { CONCEPTOS_COSTE, PLANTILLAS, conceptoLabel, type ConceptoCoste, type PlantillaLineas } from '../../domain/costes';
import { LINEA_NOMBRE_MAX } from '../../domain/schemas/subvencion';
import { SelectField } from '../calle/SelectField';
import { useBusyTask } from '../components/useBusyTask';
import { useGateraDataProvider } from '../providers/dataProvider';
import { T, centimosEscritos } from './format';
import { DialogButtons } from '../components/DialogButtons';

export function LineaDialog({ subvencionId, onClose }: { subvencionId: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const [modo, setModo] = useState<'linea' | PlantillaLineas>('linea');
  const [nombre, setNombre] = useState('');
  const [concepto, setConcepto] = useState<ConceptoCoste>('esterilizacion_hembra');
  const [tope, setTope] = useState('');
  const { busy, error, setError, run } = useBusyTask();

  const save = () => {
    const tope_centimos = centimosEscritos(tope);
    if (modo === 'linea' && Number.isNaN(tope_centimos)) return setError(translate(`${T}.topeMal`));
    return run(async () => {
      await dataProvider.anadirLineas(subvencionId, modo === 'linea' ? { nombre, conceptos: [{ concepto, tope_centimos }] } : { plantilla: modo });
      notify(`${T}.lineasAnadidas`, { type: 'success' });
      refresh();
      onClose();
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="linea-dialog-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="linea-dialog-titulo">{translate(`${T}.anadirLinea`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <RadioGroup aria-label={translate(`${T}.anadirLinea`)} value={modo} onChange={(e) => setModo(e.target.value as typeof modo)}>
            <FormControlLabel value="linea" control={<Radio />} label={translate(`${T}.unaLinea`)} />
            {PLANTILLAS.map((p) => (
              <FormControlLabel key={p} value={p} control={<Radio />} label={translate(`costes.plantillas.${p}`)} />
            ))}
          </RadioGroup>
          {modo === 'linea' ? (
            <>
              <TextField label={translate(`${T}.nombreLinea`)} value={nombre} onChange={(e) => setNombre(e.target.value)} required slotProps={{ htmlInput: { maxLength: LINEA_NOMBRE_MAX } }} />
              <SelectField
                label={translate(`${T}.concepto`)}
                value={concepto}
                onChange={(e) => setConcepto(e.target.value as ConceptoCoste)}
                options={CONCEPTOS_COSTE.map((c) => ({ value: c, label: translate(conceptoLabel(c)) }))}
              />
              <TextField label={translate(`${T}.topeEuros`)} helperText={translate(`${T}.topeAyuda`)} value={tope} onChange={(e) => setTope(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={busy} cancelLabel={`${T}.cancelar`} confirmLabel={`${T}.anadir`} />
    </Dialog>
  );
}
