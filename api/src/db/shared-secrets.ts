import { existsSync, readFileSync } from 'node:fs';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * A secret every app server on this database shares, made once: the first server to need it
 * stores `make()`'s value (or what `legacyFiles` held, the first that exists, so an installation
 * that kept it in its data folder keeps it), and every server reads the stored one. Several
 * servers starting at once agree, since only the first insert counts.
 */
export async function sharedSecret(orm: MikroORM, name: string, make: () => string | Promise<string>, legacyFiles: string[] = []): Promise<string> {
  const em = orm.em.fork();
  const read = async () => (await em.execute<{ value: string }[]>('select value from server_secrets where name = ?', [name]))[0]?.value;
  const found = await read();
  if (found) return found;
  const legacy = legacyFiles.find((file) => existsSync(file));
  const value = legacy ? readFileSync(legacy, 'utf8').trim() : await make();
  await em.execute('insert into server_secrets (name, value) values (?, ?) on conflict (name) do nothing', [name, value]);
  return (await read())!;
}
