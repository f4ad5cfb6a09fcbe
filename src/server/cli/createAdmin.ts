/**
 * `npm run create-admin -- --username ana --email ana@ayto.es`: creates an
 * administrator for a real deployment. The password is read from the
 * ADMIN_PASSWORD variable or asked for on the terminal.
 */
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/index';
import { hashPassword } from '../lib/passwords';
import { nowIso } from '../lib/time';
import { EMAIL_MESSAGE, isValidEmail, passwordError } from '../../domain/validation';
import { domainText } from '../../domain/i18n/index';

async function ask(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' }, nombre: { type: 'string' } } });
  const username = values.username ?? (await ask('Nombre de usuario: '));
  const email = (values.email ?? (await ask('Correo electrónico: '))).toLowerCase();
  const password = process.env.ADMIN_PASSWORD ?? (await ask('Contraseña: '));
  if (!/^[\w.@-]{3,150}$/.test(username)) throw new Error('El nombre de usuario debe tener entre 3 y 150 letras, números, puntos o guiones.');
  if (!isValidEmail(email)) throw new Error(domainText('es', EMAIL_MESSAGE));
  const problem = passwordError(password);
  if (problem) throw new Error(domainText('es', problem));

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sortLanguage: config.idiomas.fallback });
  try {
    await migrateToLatest(database);
    const existing = await database.db.selectFrom('users').select('id').where((eb) => eb.or([eb('username', '=', username), eb('email', '=', email)])).executeTakeFirst();
    if (existing) throw new Error('Ya existe un usuario con ese nombre o ese correo.');
    await database.db
      .insertInto('users')
      .values({ username, email, nombre: values.nombre ?? null, password_hash: await hashPassword(password), role: 'admin', created_at: nowIso() })
      .execute();
    console.log(`Administrador «${username}» creado.`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
