/** A select of the street screens: its options as value and text, each one a finger's height. */
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({ options, ...props }: TextFieldProps & { options: SelectOption[] }) {
  return (
    <TextField select {...props}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ minHeight: 44 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
