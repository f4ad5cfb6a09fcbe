export const POSTGRES_SOURCES: string[];
export interface PostgresPrograms {
  bin: string;
  label: string;
}
export function choosePostgres(found: { requested?: string; embedded: PostgresPrograms | null; local: PostgresPrograms | null }): PostgresPrograms & { source: 'embebido' | 'local' };
export function embeddedPostgres(): Promise<PostgresPrograms | null>;
export function localPostgres(options?: { debianRoot?: string; pathVariable?: string }): PostgresPrograms | null;
export function unprivilegedAccount(candidates: string[]): { name: string; uid: number; gid: number } | null;
export function removeOrphanClusters(tmp?: string): string[];
export function freePort(): Promise<number>;
export function reachableBin(bin: string, account: { name: string; uid: number; gid: number } | null, dir: string, log?: (line: string) => void): string;
export interface ThrowawayPostgres {
  url: string;
  name: string;
  description: string;
  source: 'embebido' | 'local';
  dir: string;
  stop(): Promise<void>;
}
export function startThrowawayPostgres(options?: { requested?: string; accounts?: string[]; log?: (line: string) => void }): Promise<ThrowawayPostgres>;
export function stopAllThrowawayPostgres(): Promise<void>;
