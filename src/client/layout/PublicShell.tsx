/**
 * The frame react-admin gives its pages (the app's theme and MUI's baseline
 * styles), for the public pages that are rendered without react-admin.
 */
import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { theme } from '../theme';

const muiTheme = createTheme(theme);

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme>{children}</CssBaseline>
    </ThemeProvider>
  );
}
