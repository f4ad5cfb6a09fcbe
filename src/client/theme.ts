/** The look of Gatera: react-admin's default theme with our colours and system fonts (no external fonts). */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const BRAND_GREEN = '#2e5e4e';
export const BRAND_CREAM = '#f4e9d8';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND_GREEN, contrastText: '#ffffff' },
    secondary: { main: '#8a3b2f', contrastText: '#ffffff' },
    // MUI's red (#d32f2f) is below 4.5:1 on a filled field's grey: a required field's label and asterisk in error must be readable.
    error: { main: '#b71c1c', contrastText: '#ffffff' },
    background: { default: '#f7f5f0' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    ...defaultTheme.components,
  },
};
