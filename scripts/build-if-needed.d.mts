export function sourceHash(inputs?: string[]): string;
export function buildIfNeeded(which?: ('client' | 'server')[]): Promise<boolean>;
