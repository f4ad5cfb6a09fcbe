/** /demo: 'Demo de Prueba', the demo accounts and 'Acceder a la Demo' (to /login). */
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/demo';
import { HOME_BY_ROLE } from '../../domain/roleHomes';
import { PublicLayout } from '../layout/PublicLayout';
import { BackHome } from './BackHome';
import { useTranslate } from 'react-admin';

const T = 'gatera.publico.demo';

export function DemoPage() {
  const t = useTranslate();
  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        {t(`${T}.titulo`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t(`${T}.introAntes`)} <strong>{DEMO_PASSWORD}</strong> {t(`${T}.introDespues`)}
      </Typography>
      <TableContainer component={Paper} sx={{ mb: 3 }}>
        <Table size="small" aria-label={t(`${T}.cuentas`)}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{t('gatera.login.usuario')}</TableCell>
              <TableCell component="th" scope="col">{t(`${T}.rol`)}</TableCell>
              <TableCell component="th" scope="col">{t(`${T}.inicio`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {DEMO_ACCOUNTS.map((account) => (
              <TableRow key={account.username}>
                <TableCell>
                  <code>{account.username}</code>
                </TableCell>
                <TableCell>{t(`roles.${account.role}`)}</TableCell>
                <TableCell>
                  <code>{HOME_BY_ROLE[account.role]}</code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button variant="contained" size="large" component={RouterLink} to="/login">
        {t(`${T}.acceder`)}
      </Button>
      <BackHome />
    </PublicLayout>
  );
}
