/** Where the downloadable terms live (served by the API's legal module). */
import { apiUrl } from '../providers/httpClient';

export const LEGAL_PDF_URL = apiUrl('/api/legal/condiciones-uso.pdf');
