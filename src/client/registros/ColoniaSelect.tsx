/** The colony chooser of the complaint and inspection forms: a react-admin input on `colonia_id`. */
import { SelectInput } from 'react-admin';
import { requiredText } from './formHelpers';
import { useColoniaOptions } from './useColoniaOptions';

export interface ColoniaSelectProps {
  /** The message key shown when none is chosen; without it the colony is optional ('Sin colonia'). */
  requiredMessage?: string;
}

export function ColoniaSelect({ requiredMessage }: ColoniaSelectProps) {
  const { colonias } = useColoniaOptions();
  return (
    <SelectInput
      source="colonia_id"
      choices={colonias}
      optionText="nombre"
      emptyText={requiredMessage ? 'gatera.comun.seleccionaColonia' : 'gatera.comun.sinColonia'}
      validate={requiredMessage ? requiredText(requiredMessage) : undefined}
      helperText=" "
      fullWidth
    />
  );
}
