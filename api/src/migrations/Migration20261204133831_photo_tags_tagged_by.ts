import { Migration } from '@mikro-orm/migrations';

export class Migration20261204133831_photo_tags_tagged_by extends Migration {

  override name = 'Migration20261204133831_photo_tags_tagged_by';

  override up(): void | Promise<void> {
    this.addSql(`create index "photo_tags_tagged_by_id_index" on "photo_tags" ("tagged_by_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "photo_tags_tagged_by_id_index";`);
  }

}
