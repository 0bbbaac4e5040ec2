import { Migration } from '@mikro-orm/migrations';

// Every change to a tree's people or relationships moves the tree's revision on, whoever makes it
// (the app, an import, a script): statement-level triggers read the changed rows' trees from their
// transition tables, so a bulk insert of a hundred thousand people moves it once, not per row.
// Answers worked out from a tree (the whole window of a large tree) are kept by revision.
const TABLES = ['family_members', 'family_relationships'];

export class Migration20261126122624_tree_revision extends Migration {

  override name = 'Migration20261126122624_tree_revision';

  override up(): void | Promise<void> {
    this.addSql(`alter table "trees" add "revision" bigint not null default '0';`);

    this.addSql(`create function kinfolk_tree_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update trees set revision = revision + 1 where id in (select tree_id from new_rows);
  elsif tg_op = 'DELETE' then
    update trees set revision = revision + 1 where id in (select tree_id from old_rows);
  else
    update trees set revision = revision + 1
    where id in (select tree_id from new_rows union select tree_id from old_rows);
  end if;
  return null;
end $$;`);
    for (const table of TABLES) {
      this.addSql(`create trigger ${table}_inserted_tree_changed after insert on "${table}"
        referencing new table as new_rows for each statement execute function kinfolk_tree_changed();`);
      this.addSql(`create trigger ${table}_updated_tree_changed after update on "${table}"
        referencing old table as old_rows new table as new_rows for each statement execute function kinfolk_tree_changed();`);
      this.addSql(`create trigger ${table}_deleted_tree_changed after delete on "${table}"
        referencing old table as old_rows for each statement execute function kinfolk_tree_changed();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of TABLES) {
      for (const event of ['inserted', 'updated', 'deleted']) this.addSql(`drop trigger ${table}_${event}_tree_changed on "${table}";`);
    }
    this.addSql(`drop function kinfolk_tree_changed();`);
    this.addSql(`alter table "trees" drop column "revision";`);
  }

}
