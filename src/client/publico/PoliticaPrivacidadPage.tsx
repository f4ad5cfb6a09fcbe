/** /politica-privacidad: seven sections, updated 29 March 2025. */
import { LegalPage } from './LegalPage';

export function PoliticaPrivacidadPage() {
  return <LegalPage which="privacidad" />;
}
