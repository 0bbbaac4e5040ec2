import { Migration } from '@mikro-orm/migrations';

export class Migration20261124062627_accounts extends Migration {

  override name = 'Migration20261124062627_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_resets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "password_credentials" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "hash" varchar(200) not null, primary key ("id"));`);
    this.addSql(`alter table "password_credentials" add constraint "password_credentials_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "passkeys" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "name" varchar(100) not null, "credential_id" varchar(1024) not null, "public_key" bytea not null, "counter" bigint not null default '0', "transports" jsonb null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);
    this.addSql(`alter table "passkeys" add constraint "passkeys_credential_id_unique" unique ("credential_id");`);

    this.addSql(`create table "invitations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by_id" uuid not null, "token_hash" varchar(64) not null, "note" varchar(200) null, "expires_at" timestamptz not null, "accepted_by_id" uuid null, "accepted_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "invitations_created_by_id_index" on "invitations" ("created_by_id");`);
    this.addSql(`alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "users" add "role" varchar(20) not null default 'member';`);
    // A server that already has users: its first account runs it.
    this.addSql(`update "users" set "role" = 'admin' where "id" = (select "id" from "users" order by "created_at", "id" limit 1);`);
    // Failed sign-in counters (rate-limiter-flexible's Postgres store), shared by every app server.
    // The built-in identity provider's state (oidc-provider's adapter), shared by every app server.
    this.addSql(`create table "oidc_payloads" ("id" varchar(255) not null, "kind" varchar(40) not null, "payload" jsonb not null, "grant_id" varchar(255), "user_code" varchar(255), "uid" varchar(255), "expires_at" timestamptz not null, "consumed_at" timestamptz, primary key ("id", "kind"));`);
    this.addSql(`create index "oidc_payloads_grant_id_index" on "oidc_payloads" ("grant_id");`);
    this.addSql(`create index "oidc_payloads_uid_index" on "oidc_payloads" ("uid");`);
    this.addSql(`create index "oidc_payloads_expires_at_index" on "oidc_payloads" ("expires_at");`);
    this.addSql(`create table "sign_in_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "password_credentials" add constraint "password_credentials_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "invitations" add constraint "invitations_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "invitations" add constraint "invitations_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
    this.addSql(`drop table if exists "password_credentials" cascade;`);
    this.addSql(`drop table if exists "passkeys" cascade;`);
    this.addSql(`drop table if exists "invitations" cascade;`);

    this.addSql(`alter table "users" drop column "role";`);
    this.addSql(`drop table if exists "sign_in_limits";`);
    this.addSql(`drop table if exists "oidc_payloads";`);
  }

}
