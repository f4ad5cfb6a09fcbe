/** "Saltar al contenido": the first thing a keyboard user reaches. */
import { Link } from '@mui/material';
import { useT } from '../i18n/useT';

export const MAIN_ID = 'contenido';

export function SkipLink() {
  const t = useT();
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        bgcolor: 'background.paper',
        p: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('gatera.layout.saltar')}
    </Link>
  );
}
