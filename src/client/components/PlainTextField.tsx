/**
 * MUI's TextField for plain inputs (never a select), as MUI itself renders it:
 * the same root (themed as `MuiTextField`, so the theme's default props and
 * styles apply), label, input of the variant and helper text. MUI's TextField
 * always brings the select machinery (menu, popover, modal); the public forms
 * use this one to stay light. It renders the filled input, the variant our
 * theme gives every text field (react-admin's default theme, theme.ts).
 */
import { useId, type ChangeEvent, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { FilledInput, FormControl, FormHelperText, InputLabel } from '@mui/material';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { styled } from '@mui/material/styles';

export interface PlainTextFieldProps {
  label?: ReactNode;
  name?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  margin?: 'dense' | 'normal' | 'none';
  size?: 'small' | 'medium';
  className?: string;
}

const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

export function PlainTextField(inProps: PlainTextFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as PlainTextFieldProps;
  const {
    label,
    name,
    type,
    autoComplete,
    autoFocus = false,
    value,
    onChange,
    error = false,
    helperText,
    required = false,
    disabled = false,
    fullWidth = false,
    margin,
    size,
    className,
  } = props;
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label != null && label !== '' ? `${id}-label` : undefined;
  return (
    <Root
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color="primary"
      variant="filled"
      margin={margin}
      size={size}
    >
      {labelId ? (
        <InputLabel htmlFor={id} id={labelId}>
          {label}
        </InputLabel>
      ) : null}
      <FilledInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        fullWidth={fullWidth}
        name={name}
        type={type}
        value={value}
        id={id}
        onChange={onChange}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </Root>
  );
}
