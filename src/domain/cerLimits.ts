/** The bounds of a census, apart from the CER rules so that the texts that name them can be read without the rules (src/domain/i18n). */
/**
 * Most cats one census may count. A census counts one colony, the cats that
 * share one feeding place: the largest colonies of municipal programmes hold
 * some hundreds. The bound keeps a typo or a made-up figure (100,000 cats)
 * from turning the municipal estimate into nonsense; kittens and marked cats
 * are bounded by it too, as parts of the cats seen.
 */
export const CENSO_MAX_GATOS = 500;
