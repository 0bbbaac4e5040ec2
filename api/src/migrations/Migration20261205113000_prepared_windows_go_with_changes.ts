import { Migration } from '@mikro-orm/migrations';

// A change to a tree's people or relationships moves its revision on (tree_revision) and now also
// lets go of the whole windows kept for it (prepared_tree_windows): they can never be served again,
// and a deleted person's name, dates and photo leave the database with the change, not later.
const BUMP = {
  insert: 'update trees set revision = revision + 1 where id in (select tree_id from new_rows);',
  delete: 'update trees set revision = revision + 1 where id in (select tree_id from old_rows);',
  update: 'update trees set revision = revision + 1 where id in (select tree_id from new_rows union select tree_id from old_rows);',
};
const DROP = {
  insert: 'delete from prepared_tree_windows where tree_id in (select tree_id from new_rows);',
  delete: 'delete from prepared_tree_windows where tree_id in (select tree_id from old_rows);',
  update: 'delete from prepared_tree_windows where tree_id in (select tree_id from new_rows union select tree_id from old_rows);',
};

const changed = (dropWindows: boolean) => `create or replace function kinfolk_tree_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${BUMP.insert}${dropWindows ? `\n    ${DROP.insert}` : ''}
  elsif tg_op = 'DELETE' then
    ${BUMP.delete}${dropWindows ? `\n    ${DROP.delete}` : ''}
  else
    ${BUMP.update}${dropWindows ? `\n    ${DROP.update}` : ''}
  end if;
  return null;
end $$;`;

export class Migration20261205113000_prepared_windows_go_with_changes extends Migration {

  override name = 'Migration20261205113000_prepared_windows_go_with_changes';

  override up(): void | Promise<void> {
    this.addSql(changed(true));
    this.addSql('delete from prepared_tree_windows p using trees t where t.id = p.tree_id and p.revision < t.revision;');
  }

  override down(): void | Promise<void> {
    this.addSql(changed(false));
  }

}
