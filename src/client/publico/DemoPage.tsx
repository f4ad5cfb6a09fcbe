/** /demo: 'Demo de Prueba', the demo accounts and 'Acceder a la Demo' (to /login). */
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../domain/demo';
import { HOME_BY_ROLE, ROLE_LABELS } from '../../domain/roles';
import { PublicLayout } from '../layout/PublicLayout';
import { BackHome } from './BackHome';

export function DemoPage() {
  return (
    <PublicLayout maxWidth="md">
      <Typography variant="h3" component="h1" gutterBottom>
        Demo de Prueba
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Prueba Gatera con datos ficticios de un pequeño municipio. Cada cuenta tiene un rol distinto y ve su propio menú. Todas usan la contraseña{' '}
        <strong>{DEMO_PASSWORD}</strong> y, al entrar, deben aceptar los términos de la demo.
      </Typography>
      <TableContainer component={Paper} sx={{ mb: 3 }}>
        <Table size="small" aria-label="Cuentas de la demo">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Usuario</TableCell>
              <TableCell component="th" scope="col">Rol</TableCell>
              <TableCell component="th" scope="col">Página de inicio</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {DEMO_ACCOUNTS.map((account) => (
              <TableRow key={account.username}>
                <TableCell>
                  <code>{account.username}</code>
                </TableCell>
                <TableCell>{ROLE_LABELS[account.role]}</TableCell>
                <TableCell>
                  <code>{HOME_BY_ROLE[account.role]}</code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button variant="contained" size="large" component={RouterLink} to="/login">
        Acceder a la Demo
      </Button>
      <BackHome />
    </PublicLayout>
  );
}
