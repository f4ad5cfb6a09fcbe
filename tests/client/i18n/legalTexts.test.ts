/**
 * The legal pages in every language say what the Spanish says, section by
 * section: the same sections, the same number of paragraphs, the contact address
 * (`{email}`) in the same places, the laws named by the same numbers, and no
 * paragraph left in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { LEGAL_SPANISH, type LegalDocument } from '../../../src/domain/legal';
import { loadLegalTexts } from '../../../src/domain/i18n/legal';
import { LANGUAGES } from '../../../src/domain/i18n/languages';

const shape = (document: LegalDocument) =>
  document.sections.map((section) => ({
    number: section.title.split('.')[0],
    paragraphs: section.paragraphs.map((paragraph) => ({ emails: paragraph.split('{email}').length - 1, laws: paragraph.match(/\d+\/\d{4}/g) ?? [] })),
  }));

/** The running text (headings like Galician's '5. Conservación' may read the same as the Spanish). */
const texts = (document: LegalDocument) => [document.intro, ...document.sections.flatMap((section) => section.paragraphs)];

describe.each(LANGUAGES.filter((code) => code !== 'es'))('the legal texts in %s', (language) => {
  it.each(['condiciones', 'privacidad'] as const)('%s: the Spanish sections, paragraphs, contact address and laws, and nothing left in Spanish', async (which) => {
    const spanish = LEGAL_SPANISH[which];
    const ours = (await loadLegalTexts(language))[which];
    expect(shape(ours)).toEqual(shape(spanish));
    const left = texts(ours).filter((text) => texts(spanish).includes(text));
    expect(left).toEqual([]);
    expect(ours.updated).not.toBe('');
  });
});
