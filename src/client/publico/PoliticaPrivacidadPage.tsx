/** /politica-privacidad: seven sections, updated 29 March 2025. */
import { POLITICA_PRIVACIDAD } from '../../domain/legal';
import { LegalPage } from './LegalPage';

export function PoliticaPrivacidadPage() {
  return <LegalPage document={POLITICA_PRIVACIDAD} />;
}
