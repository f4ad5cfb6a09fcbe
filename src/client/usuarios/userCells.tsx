/** How an account shows in its list row and on its page: its name, and whether it can sign in. */
import { Chip } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { User } from '../../domain/types';

const T = 'gatera.usuarios';

/** The account's name, with '(tú)' on the reader's own. */
export const shownName = (t: TranslateFunction, user: User, me: { id: number } | null) => (me?.id === user.id ? t(`${T}.tu`, { username: user.username }) : user.username);

export function UserActiveChip({ user }: { user: User }) {
  const t = useTranslate();
  return <Chip size="small" label={user.activo ? t('gatera.calle.comederos.activo') : t(`${T}.desactivado`)} color={user.activo ? 'success' : 'default'} variant={user.activo ? 'filled' : 'outlined'} />;
}
