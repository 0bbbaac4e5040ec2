import { Migration } from '@mikro-orm/migrations';

// Every index is paid for on each of the hundred thousand rows a GEDCOM import writes: indexes that
// another index already covers go, and the index of people who are users keeps only those few.
export class Migration20261126193000_lighter_import_indexes extends Migration {

  override name = 'Migration20261126193000_lighter_import_indexes';

  override up(): void | Promise<void> {
    // (tree_id, birth_earliest, id) serves everything (tree_id, birth_earliest) did.
    this.addSql(`drop index if exists "family_members_tree_birth_index";`);
    this.addSql(`drop index if exists "family_members_linked_user_id_index";`);
    this.addSql(`create index "family_members_linked_user_id_index" on "family_members" ("linked_user_id") where "linked_user_id" is not null;`);
    // The unique (from_id, to_id, kind) index begins with from_id.
    this.addSql(`drop index if exists "family_relationships_from_kind_index";`);
    this.addSql(`drop index if exists "gedcom_person_records_tree_uid_index";`);
    this.addSql(`drop index if exists "gedcom_person_records_tree_refn_index";`);
    this.addSql(`drop index if exists "gedcom_person_records_tree_source_xref_index";`);
    this.addSql(`create index "gedcom_person_records_tree_id_index" on "gedcom_person_records" ("tree_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "gedcom_person_records_tree_id_index";`);
    this.addSql(`create index "gedcom_person_records_tree_uid_index" on "gedcom_person_records" ("tree_id", "uid");`);
    this.addSql(`create index "gedcom_person_records_tree_refn_index" on "gedcom_person_records" ("tree_id", "refn");`);
    this.addSql(`create index "gedcom_person_records_tree_source_xref_index" on "gedcom_person_records" ("tree_id", "source", "xref");`);
    this.addSql(`create index "family_relationships_from_kind_index" on "family_relationships" ("from_id", "kind");`);
    this.addSql(`drop index if exists "family_members_linked_user_id_index";`);
    this.addSql(`create index "family_members_linked_user_id_index" on "family_members" ("linked_user_id");`);
    this.addSql(`create index "family_members_tree_birth_index" on "family_members" ("tree_id", "birth_earliest");`);
  }

}
