/**
 * react-admin 5.15's row checkbox puts its aria-label on MUI 9's root <span>,
 * which axe-core rejects (a prohibited attribute there, an unnamed checkbox
 * input). Inside the staff tables the label goes to the input instead.
 */
import { createTheme, type Theme } from '@mui/material';

type Labelled = { 'aria-label'?: string };

export function withLabelledCheckboxes(outer: Theme): Theme {
  return createTheme(outer, {
    components: {
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: { 'aria-label': undefined },
            input: (ownerState: Labelled) => ({ 'aria-label': ownerState['aria-label'] }),
          },
        },
      },
    },
  });
}
