/** The providers' invoices: the list (/facturas) and each invoice's page (/facturas/:id). */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { StaffResource } from '../routing/staffAreas';
import { FacturasPage } from './FacturasPage';
import { FacturaPage } from './FacturaPage';

const facturas: StaffResource = { name: 'facturas', icon: ReceiptLongIcon, list: FacturasPage, show: FacturaPage, recordRepresentation: 'numero' };

export default facturas;
