import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';

export type RegistrationMode = 'invite' | 'open';
const KEY = 'registration';

/**
 * Who may create an account now: what the administrator chose on their page, else REGISTRATION
 * (the environment's default). Kept in the database, so every app server applies the same.
 */
export async function registrationMode(em: EntityManager, config: Config): Promise<RegistrationMode> {
  const [row] = await em.execute<{ value: unknown }[]>('select value from server_settings where key = ?', [KEY]);
  return row?.value === 'open' || row?.value === 'invite' ? row.value : config.registration;
}

/** Stores the administrator's choice (authorized by the caller). */
export async function storeRegistrationMode(em: EntityManager, mode: RegistrationMode) {
  await em.execute(
    `insert into server_settings (key, value, updated_at) values (?, ?::jsonb, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [KEY, JSON.stringify(mode)],
  );
}
