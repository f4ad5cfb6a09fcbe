/**
 * A cat met in the street (full-screen on a phone): the colony, the fields the
 * cat API requires (name, sex, place, photo) and a few optional ones. It goes
 * through the phone's queue, so it works the same with or without signal.
 */
import type { GatoCalleValues } from './registrar';
import { StreetFormDialog } from './StreetFormDialog';
import { GatoCalleInputs, gatoCalleDefaults, gatoCalleValues, type GatoCalleFormValues } from './GatoCalleInputs';

export interface GatoCalleDialogProps {
  colonias: { id: number; nombre: string }[];
  onClose: () => void;
  onSave: (colonia: { id: number; nombre: string }, values: GatoCalleValues, foto: File) => Promise<void>;
}

const T = 'gatera.calle.gato';

export function GatoCalleDialog({ colonias, onClose, onSave }: GatoCalleDialogProps) {
  function save(values: GatoCalleFormValues): Promise<void> {
    const colonia = colonias.find((c) => c.id === Number(values.colonia_id))!;
    return onSave(colonia, gatoCalleValues(values), values.foto!);
  }

  return (
    <StreetFormDialog
      title={`${T}.titulo`}
      help={`${T}.ayuda`}
      cancelLabel={`${T}.cancelar`}
      saveLabel={`${T}.guardar`}
      resource="gatos"
      defaultValues={gatoCalleDefaults(colonias)}
      save={save}
      onClose={onClose}
    >
      <GatoCalleInputs colonias={colonias} />
    </StreetFormDialog>
  );
}
