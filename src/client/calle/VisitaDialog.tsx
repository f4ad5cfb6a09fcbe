/**
 * The details of a visit (full-screen on a phone): food and water, the
 * feeding point, the cats seen, an incident (urgent or not) and a photo.
 * It records one more visit of the shift through the phone's queue.
 */
import type { ComederoEnMapa } from '../../domain/schemas/calle';
import type { VisitaValues } from './registrar';
import { StreetFormDialog } from './StreetFormDialog';
import { VISITA_DEFAULTS, VisitaInputs, visitaValues, type VisitaFormValues } from './VisitaInputs';

export interface VisitaDialogProps {
  coloniaNombre: string;
  comederos: ComederoEnMapa[];
  onClose: () => void;
  onSave: (values: VisitaValues, foto: File | null) => Promise<void>;
}

const T = 'gatera.calle.detalle';

export function VisitaDialog({ coloniaNombre, comederos, onClose, onSave }: VisitaDialogProps) {
  return (
    <StreetFormDialog
      title={`${T}.titulo`}
      titleArgs={{ colonia: coloniaNombre }}
      help={`${T}.ayuda`}
      cancelLabel={`${T}.cancelar`}
      saveLabel={`${T}.guardar`}
      resource="visitas"
      defaultValues={VISITA_DEFAULTS}
      save={(values: VisitaFormValues) => onSave(visitaValues(values), values.foto instanceof File ? values.foto : null)}
      onClose={onClose}
    >
      <VisitaInputs comederos={comederos} />
    </StreetFormDialog>
  );
}
