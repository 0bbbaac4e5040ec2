import { Migration } from '@mikro-orm/migrations';

export class Migration20261126140826_memories_time_index extends Migration {

  override name = 'Migration20261126140826_memories_time_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "memories_time_index" on "memories" ("created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "memories_time_index";`);
  }

}
