import { Migration } from '@mikro-orm/migrations';

// What the administrator's page manages: disabled accounts, settings changed on the page (which win
// over the environment's defaults), and the backups run by the server.
export class Migration20261127001500_administration extends Migration {

  override name = 'Migration20261127001500_administration';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "disabled_at" timestamptz null;`);
    this.addSql(`create table "server_settings" ("key" varchar(100) primary key, "value" jsonb not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`create table "backup_runs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "state" varchar(20) not null, "trigger" varchar(20) not null, "storage_key" varchar(300) null, "size" bigint null, "files" int null, "error" text null, "requested_by_id" uuid null, "started_at" timestamptz null, "finished_at" timestamptz null, constraint "backup_runs_pkey" primary key ("id"));`);
    this.addSql(`create index "backup_runs_created_at_index" on "backup_runs" ("created_at");`);
    this.addSql(`alter table "backup_runs" add constraint "backup_runs_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_runs";`);
    this.addSql(`drop table if exists "server_settings";`);
    this.addSql(`alter table "users" drop column if exists "disabled_at";`);
  }

}
