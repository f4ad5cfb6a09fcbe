/**
 * The frame react-admin gives its pages (the app's theme and MUI's baseline
 * styles), for the public pages that are rendered without react-admin.
 * The theme has no CSS variables, so MUI's ThemeProvider would hand it (with
 * `vars: null`) to the system ThemeProvider; we do that directly, which keeps
 * MUI's CSS-variables provider off the public pages.
 */
import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { theme } from '../theme';

const muiTheme = { ...createTheme(theme), vars: null };

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme>{children}</CssBaseline>
    </ThemeProvider>
  );
}
