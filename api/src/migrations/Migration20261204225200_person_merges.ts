import { Migration } from '@mikro-orm/migrations';

// Merging two people of a tree who are the same person, with an undo: the merge's record, and
// person_now(id), where a person merged away stands now (the person they were merged into, through
// any later merge not undone), for the facts of challenges: a person someone added still counts
// once merged into another.
export class Migration20261204225200_person_merges extends Migration {

  override name = 'Migration20261204225200_person_merges';

  override up(): void | Promise<void> {
    this.addSql(`create table "person_merges" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tree_id" uuid not null, "keep_id" uuid not null, "merged_id" uuid not null, "merged_by_id" uuid null, "merged_person" jsonb not null, "kept_before" jsonb not null, "moves" jsonb not null, "undone_at" timestamptz null, "undone_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "person_merges_tree_id_index" on "person_merges" ("tree_id");`);
    this.addSql(`create index "person_merges_merged_index" on "person_merges" ("merged_id") where "undone_at" is null;`);
    this.addSql(`alter table "person_merges" add constraint "person_merges_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "person_merges" add constraint "person_merges_merged_by_id_foreign" foreign key ("merged_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "person_merges" add constraint "person_merges_undone_by_id_foreign" foreign key ("undone_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create or replace function person_now(person uuid) returns uuid language sql stable as $$
  with recursive chain(id, depth) as (
    select person, 0
    union all
    select m.keep_id, chain.depth + 1 from chain join person_merges m on m.merged_id = chain.id and m.undone_at is null
    where chain.depth < 50
  )
  select id from chain order by depth desc limit 1
$$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists person_now(uuid);`);
    this.addSql(`drop table if exists "person_merges" cascade;`);
  }

}
