import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider's storage (interactions, provider sessions, codes, grants) in PostgreSQL, so that
 * it survives restarts and is shared by several app servers. Expired rows are ignored on read and
 * purged hourly.
 */
export function postgresProviderAdapter(orm: MikroORM) {
  const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute<Record<string, unknown>[]>(query, params);
  const purge = () => sql('delete from oidc_payloads where expires_at < now()').catch(() => {});
  const timer = setInterval(purge, 3_600_000);
  timer.unref();

  return class PostgresAdapter implements Adapter {
    private readonly kind: string;
    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      await sql(
        `insert into oidc_payloads (id, kind, payload, grant_id, user_code, uid, expires_at)
         values (?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?))
         on conflict (id, kind) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [id, this.kind, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? 86_400 * 365],
      );
    }

    private async findBy(column: 'id' | 'user_code' | 'uid', value: string) {
      const rows = await sql(`select payload, consumed_at from oidc_payloads where kind = ? and ${column} = ? and expires_at > now()`, [this.kind, value]);
      if (!rows.length) return undefined;
      const payload = rows[0].payload as AdapterPayload;
      return rows[0].consumed_at ? { ...payload, consumed: true } : payload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    async consume(id: string) {
      await sql('update oidc_payloads set consumed_at = now() where kind = ? and id = ?', [this.kind, id]);
    }

    async destroy(id: string) {
      await sql('delete from oidc_payloads where kind = ? and id = ?', [this.kind, id]);
    }

    async revokeByGrantId(grantId: string) {
      await sql('delete from oidc_payloads where grant_id = ?', [grantId]);
    }
  };
}
