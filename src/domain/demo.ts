/** The demonstration accounts: seeded by the server, listed on /demo and used by the browser tests. */
import type { Role } from './roles';

export const DEMO_PASSWORD = 'Gatera-Demo-2025';

/** One account per role; the username is the role's name. */
export const DEMO_ACCOUNTS: { username: Role; nombre: string; role: Role }[] = [
  { username: 'admin', nombre: 'Ana Beltrán (Administración)', role: 'admin' },
  { username: 'responsable', nombre: 'Jorge Muñoz (Medio Ambiente)', role: 'responsable' },
  { username: 'voluntario', nombre: 'Lucía Serrano', role: 'voluntario' },
  { username: 'veterinario', nombre: 'Dra. Carmen Ibáñez', role: 'veterinario' },
  { username: 'usuario', nombre: 'Pedro Gómez', role: 'usuario' },
  { username: 'profesional', nombre: 'Dr. Pablo Lorente (Clínica Veterinaria San Roque)', role: 'profesional' },
  { username: 'provincia', nombre: 'Marta Ríos (Diputación Provincial)', role: 'provincia' },
];

/** The e-mail address of a seeded account. */
export function demoEmail(username: string): string {
  return `${username}@demo.gatera.es`;
}
