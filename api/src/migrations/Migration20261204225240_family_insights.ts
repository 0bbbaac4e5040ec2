import { Migration } from '@mikro-orm/migrations';

// Family insights: the findings of a tree (family_insights), each reader's dismissals, the pairs of
// people said not to be one, where each tree's findings stand, and the recompute's delay.
// A tree's findings are recomputed a little after it changes: the tree's revision moves on with any
// change to its people or relationships, whoever makes it (see the tree_revision migration), and a
// trigger on that adds one keyed `insights-recompute` job per tree. The key keeps its first time
// (`preserve_run_at`): a burst of edits within the delay is one recompute, and a tree edited without
// a pause is still recomputed once per delay rather than never.

export class Migration20261204225240_family_insights extends Migration {

  override name = 'Migration20261204225240_family_insights';

  override up(): void | Promise<void> {
    this.addSql(`create table "insight_settings" ("id" boolean not null default true, "recompute_delay_ms" int not null, primary key ("id"));`);

    this.addSql(`create table "insight_tree_states" ("tree_id" uuid not null, "revision" bigint not null, "computed_at" timestamptz not null, "runs" int not null default 0, "people" int not null, "findings" int not null, "duration_ms" int not null, primary key ("tree_id"));`);

    this.addSql(`create table "family_insights" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tree_id" uuid not null, "key" varchar(300) not null, "insight_type" varchar(40) not null, "insight_group" varchar(20) not null, "position" int not null, "title" varchar(200) not null, "content" text not null, "relevant_members" jsonb not null, "data_points" jsonb not null, "params" jsonb not null, "action" varchar(20) null, "is_active" boolean not null default true, "computed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "family_insights_page_index" on "family_insights" ("tree_id", "insight_group", "position");`);
    this.addSql(`alter table "family_insights" add constraint "family_insights_tree_key_unique" unique ("tree_id", "key");`);

    this.addSql(`create table "insight_dismissals" ("user_id" uuid not null, "tree_id" uuid not null, "insight_key" varchar(300) not null, "dismissed_at" timestamptz not null, primary key ("user_id", "tree_id", "insight_key"));`);

    this.addSql(`create table "insight_not_same_people" ("tree_id" uuid not null, "person_a_id" uuid not null, "person_b_id" uuid not null, "marked_by_id" uuid null, "marked_at" timestamptz not null, primary key ("tree_id", "person_a_id", "person_b_id"));`);
    this.addSql(`create index "insight_not_same_people_person_b_id_index" on "insight_not_same_people" ("person_b_id");`);

    this.addSql(`alter table "insight_settings" add constraint "insight_settings_one_row" check (id);`);

    this.addSql(`alter table "insight_tree_states" add constraint "insight_tree_states_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "family_insights" add constraint "family_insights_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);

    this.addSql(`alter table "insight_dismissals" add constraint "insight_dismissals_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "insight_dismissals" add constraint "insight_dismissals_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);

    this.addSql(`alter table "insight_not_same_people" add constraint "insight_not_same_people_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "insight_not_same_people" add constraint "insight_not_same_people_person_a_id_foreign" foreign key ("person_a_id") references "family_members" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "insight_not_same_people" add constraint "insight_not_same_people_person_b_id_foreign" foreign key ("person_b_id") references "family_members" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "insight_not_same_people" add constraint "insight_not_same_people_marked_by_id_foreign" foreign key ("marked_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "insight_not_same_people" add constraint "insight_not_same_people_ordered" check (person_a_id < person_b_id);`);

    this.addSql(`insert into "insight_settings" ("id", "recompute_delay_ms") values (true, 5000) on conflict do nothing;`);
    this.addSql(`create or replace function insights_schedule() returns trigger language plpgsql as $$
begin
  -- A database the job queue never started on (a script's) has no queue yet: nothing to schedule.
  if to_regnamespace('graphile_worker') is null then return null; end if;
  perform graphile_worker.add_job('insights-recompute', json_build_object('treeId', new.id),
    run_at => now() + coalesce((select s.recompute_delay_ms from insight_settings s), 5000) * interval '1 millisecond',
    job_key => 'insights-recompute:' || new.id, job_key_mode => 'preserve_run_at');
  return null;
end $$;`);
    this.addSql(`create trigger "trees_insights_schedule" after update of "revision" on "trees" for each row when (new.revision is distinct from old.revision) execute function insights_schedule();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "trees_insights_schedule" on "trees";`);
    this.addSql(`drop function if exists insights_schedule();`);
    this.addSql(`drop table if exists "insight_settings" cascade;`);
    this.addSql(`drop table if exists "insight_tree_states" cascade;`);
    this.addSql(`drop table if exists "family_insights" cascade;`);
    this.addSql(`drop table if exists "insight_dismissals" cascade;`);
    this.addSql(`drop table if exists "insight_not_same_people" cascade;`);
  }

}
