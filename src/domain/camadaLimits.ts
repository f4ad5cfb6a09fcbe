/** A litter's bounds, apart so the messages that name them (i18n/camadaMessages.ts) read them without the rules. */

/** More kittens than any cat bears at once: a typo, not a litter. */
export const CAMADA_MAX_CRIAS = 15;
export const CAMADA_NOTAS_MAX = 2000;
