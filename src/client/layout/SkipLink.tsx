/** "Saltar al contenido": the first thing a keyboard user reaches. */
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';

export const MAIN_ID = 'contenido';

export function SkipLink() {
  const t = useTranslate();
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
      {t('layout.saltar')}
    </Link>
  );
}
