/**
 * What an erased person becomes: the pseudonym of their account (also how the
 * audit log shows them when it is read), addresses nobody can receive mail at,
 * and the texts that stand where their name and words were.
 */

/** Stands for the person where a generated text named them (a parte or census made from their visit). */
export const ANONYMOUS_NAME = 'Persona anonimizada';

/** Stands where their own words were, so a record still shows it had a text. */
export const ERASED_TEXT = '[anonimizado]';

export const accountPseudonym = (id: number) => `anonimo-${id}`;
/** Reserved for erased accounts: a live account under one would make that erasure, and every restore after it, fail. */
export const isAccountPseudonym = (username: string) => /^anonimo-\d+$/i.test(username);
export const accountPseudonymEmail = (id: number) => `${accountPseudonym(id)}@anonimizado.invalid`;
export const solicitudPseudonymEmail = (id: number) => `anonimizada-${id}@anonimizado.invalid`;
