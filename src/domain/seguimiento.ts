/**
 * Complaint tracking codes and verification codes of certificates and of
 * caregivers' cards: short,
 * typed by hand from an e-mail or a sheet of paper, so their alphabet leaves
 * out the characters people confuse (0/O, 1/I/L) and they are read the same
 * with or without dashes, spaces or lower case.
 */

/** 31 characters: digits 2-9 and the capitals without I, L and O. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Random characters after the prefix, in groups of four: 31^8 ≈ 8.5·10^11 codes. */
export const CODE_GROUPS = 2;
export const CODE_GROUP_LENGTH = 4;

export const CODE_PREFIX = { queja: 'Q', certificado: 'C', avistamiento: 'A', acreditacion: 'K' } as const;

/** `Q-7KD4-M2XP` as typed in any form (`q 7kd4 m2xp`, `Q7KD4M2XP`) to its canonical form, or null. */
export function normalizeCode(input: string, prefix: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  const body = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  const length = CODE_GROUPS * CODE_GROUP_LENGTH;
  if (body.length !== length || [...body].some((char) => !CODE_ALPHABET.includes(char))) return null;
  const groups = [];
  for (let i = 0; i < length; i += CODE_GROUP_LENGTH) groups.push(body.slice(i, i + CODE_GROUP_LENGTH));
  return [prefix, ...groups].join('-');
}

/** The public tracking page of a complaint, relative to where its municipality's public pages start. */
export function seguimientoPath(codigo: string): string {
  return `/seguimiento?codigo=${encodeURIComponent(codigo)}`;
}

export const RESPUESTA_PUBLICA_MAX = 2000;
