export type Engine = 'sqlite' | 'postgres';

export function engineOf(databaseUrl: string | null): Engine {
  return databaseUrl && /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgres' : 'sqlite';
}
