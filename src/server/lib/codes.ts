/** Random public codes (src/domain/seguimiento.ts): drawn with the system's cryptographic generator, never from a sequence. */
import crypto from 'node:crypto';
import { CODE_ALPHABET, CODE_GROUPS, CODE_GROUP_LENGTH } from '../../domain/seguimiento';

export function randomCode(prefix: string): string {
  const groups: string[] = [];
  for (let g = 0; g < CODE_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < CODE_GROUP_LENGTH; i++) group += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return [prefix, ...groups].join('-');
}

/**
 * Runs `insert` with fresh codes until one is not taken: a collision is
 * astronomically rare, but the unique index decides, not luck.
 */
export async function withUniqueCode<T>(prefix: string, insert: (code: string) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(randomCode(prefix));
    } catch (error) {
      const code = (error as { code?: string })?.code;
      const duplicate = code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
      if (!duplicate || attempt >= attempts) throw error;
    }
  }
}
