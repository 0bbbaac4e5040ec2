import { Migration } from '@mikro-orm/migrations';

// Edges and kept person records reach their tree through their members (whose keys cascade from the
// tree), so a key of their own to the tree only repeated the check: per row, a quarter of the time a
// large GEDCOM import spends writing.
export class Migration20261126220600_bulk_rows_keyed_by_member extends Migration {

  override name = 'Migration20261126220600_bulk_rows_keyed_by_member';

  override up(): void | Promise<void> {
    this.addSql(`alter table "family_relationships" drop constraint if exists "family_relationships_tree_id_foreign";`);
    this.addSql(`alter table "gedcom_person_records" drop constraint if exists "gedcom_person_records_tree_id_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "family_relationships" add constraint "family_relationships_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "gedcom_person_records" add constraint "gedcom_person_records_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
  }

}
