import { Migration } from '@mikro-orm/migrations';

// The app servers whose job queues are alive, with their workers: a server that stops answering
// (killed, cut off) is found by its stale heartbeat, and the jobs its workers held are released at
// once for another server, instead of after the queue's own four hours.
export class Migration20261127004000_job_servers extends Migration {

  override name = 'Migration20261127004000_job_servers';

  override up(): void | Promise<void> {
    this.addSql(`create table "job_servers" ("server_id" varchar(100) primary key, "worker_ids" text[] not null default '{}', "started_at" timestamptz not null default now(), "heartbeat_at" timestamptz not null default now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_servers";`);
  }

}
