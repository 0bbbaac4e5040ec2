import { Migration } from '@mikro-orm/migrations';

export class Migration20261205073628_prepared_tree_windows extends Migration {

  override name = 'Migration20261205073628_prepared_tree_windows';

  override up(): void | Promise<void> {
    this.addSql(`create table "prepared_tree_windows" ("tree_id" uuid not null, "key" varchar(255) not null, "revision" bigint not null, "people" int not null, "body" text not null, "prepared_at" timestamptz not null, primary key ("tree_id", "key"));`);

    this.addSql(`alter table "prepared_tree_windows" add constraint "prepared_tree_windows_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "prepared_tree_windows" cascade;`);
  }

}
