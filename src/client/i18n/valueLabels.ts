/**
 * The cat's stored values (health, adoptability) and the trap bank's (kinds
 * and states of an item) as each language reads them.
 * Their texts live once in the domain, where the server's PDFs read them too;
 * this places them in a language's catalogue where the screens look them up
 * (gatos/columns.tsx builds those keys), so no area catalogue copies them.
 */
import type { Tree } from '../../domain/i18n/catalogue';
import type { Language } from '../../domain/i18n/languages';
import { adoptabilidadCatalogue, saludCatalogue } from '../../domain/i18n/gatoValueLabels';
import { EQUIPO_LABELS } from '../../domain/i18n/equipoLabels';

export function valueLabelCatalogue(language: Language): Tree {
  const { tipos, estados } = EQUIPO_LABELS[language];
  return { gatera: { calle: { gato: saludCatalogue(language) }, gatos: { adoptabilidades: adoptabilidadCatalogue(language) }, equipos: { tipos, estados } } };
}
