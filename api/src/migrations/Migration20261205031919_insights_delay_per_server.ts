import { Migration } from '@mikro-orm/migrations';

// The delay between a tree's change and its insights' recompute is each server's own setting, carried
// by its database sessions (kinfolk.insights_recompute_delay_ms, see SessionSettings in
// db/orm-config.ts), no longer one row that every server overwrote at start: servers with other
// settings on one database, or a test's, no longer change each other's delay.

const schedule = (delay: string) => `create or replace function insights_schedule() returns trigger language plpgsql as $$
begin
  -- A database the job queue never started on (a script's) has no queue yet: nothing to schedule.
  if to_regnamespace('graphile_worker') is null then return null; end if;
  perform graphile_worker.add_job('insights-recompute', json_build_object('treeId', new.id),
    run_at => now() + ${delay} * interval '1 millisecond',
    job_key => 'insights-recompute:' || new.id, job_key_mode => 'preserve_run_at');
  return null;
end $$;`;

export class Migration20261205031919_insights_delay_per_server extends Migration {

  override name = 'Migration20261205031919_insights_delay_per_server';

  override up(): void | Promise<void> {
    this.addSql(schedule(`coalesce(nullif(current_setting('kinfolk.insights_recompute_delay_ms', true), '')::int, 5000)`));
    this.addSql(`drop table if exists "insight_settings" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "insight_settings" ("id" boolean not null default true, "recompute_delay_ms" int not null, primary key ("id"));`);
    this.addSql(`alter table "insight_settings" add constraint "insight_settings_one_row" check (id);`);
    this.addSql(`insert into "insight_settings" ("id", "recompute_delay_ms") values (true, 5000) on conflict do nothing;`);
    this.addSql(schedule(`coalesce((select s.recompute_delay_ms from insight_settings s), 5000)`));
  }

}
