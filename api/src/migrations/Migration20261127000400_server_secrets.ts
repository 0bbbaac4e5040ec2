import { Migration } from '@mikro-orm/migrations';

// Secrets every app server must share (the session cookie's key when SESSION_SECRET is unset, the
// built-in identity provider's signing key): kept in the database instead of one server's disk.
export class Migration20261127000400_server_secrets extends Migration {

  override name = 'Migration20261127000400_server_secrets';

  override up(): void | Promise<void> {
    this.addSql(`create table "server_secrets" ("name" varchar(100) primary key, "value" text not null, "created_at" timestamptz not null default now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "server_secrets";`);
  }

}
