/** The cat card's print stylesheet: only the card and its history, without the app's chrome. */
export const FICHA_PRINT_STYLES = {
  '@media print': {
    'header, footer, nav, .no-print, [data-testid="demo-notice"], .MuiSnackbar-root': { display: 'none !important' },
    body: { background: '#fff' },
    'main#contenido': { padding: '0 !important', maxWidth: 'none !important' },
    '.MuiCard-root': { boxShadow: 'none !important', border: '1px solid #999' },
    'article, .ficha-historia': { breakInside: 'avoid-page' },
  },
} as const;
