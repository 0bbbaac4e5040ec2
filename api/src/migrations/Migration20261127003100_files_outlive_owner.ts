import { Migration } from '@mikro-orm/migrations';

// A user who deletes their account leaves the photos they gave people of family trees behind with
// those people: a stored file's owner becomes empty instead of the row (and the object) vanishing.
export class Migration20261127003100_files_outlive_owner extends Migration {

  override name = 'Migration20261127003100_files_outlive_owner';

  override up(): void | Promise<void> {
    this.addSql(`alter table "stored_files" drop constraint "stored_files_owner_id_foreign";`);
    this.addSql(`alter table "stored_files" alter column "owner_id" drop not null;`);
    this.addSql(`alter table "stored_files" add constraint "stored_files_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "stored_files" where "owner_id" is null;`);
    this.addSql(`alter table "stored_files" drop constraint "stored_files_owner_id_foreign";`);
    this.addSql(`alter table "stored_files" alter column "owner_id" set not null;`);
    this.addSql(`alter table "stored_files" add constraint "stored_files_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
  }

}
