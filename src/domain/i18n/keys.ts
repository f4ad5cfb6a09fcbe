/** The keys of the domain's texts (their Spanish in es/), for the rules that answer a message. */
import { keysOf } from './catalogue';
import es from './es';

export const DOMAIN_KEYS = keysOf(es);
