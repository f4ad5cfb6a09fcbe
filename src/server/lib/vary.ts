import type { FastifyReply } from 'fastify';

/** Adds `headers` to the answer's Vary, after whatever a route put there, each once. */
export function addVary(reply: FastifyReply, ...headers: string[]): void {
  let vary = String(reply.getHeader('Vary') ?? '');
  const listed = new Set(vary.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));
  for (const header of headers) {
    if (listed.has(header.toLowerCase())) continue;
    vary = vary ? `${vary}, ${header}` : header;
    listed.add(header.toLowerCase());
  }
  reply.header('Vary', vary);
}
