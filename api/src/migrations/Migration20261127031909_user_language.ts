import { Migration } from '@mikro-orm/migrations';

// The language each person chose for Kinfolk's texts (null: their browser's).
export class Migration20261127031909_user_language extends Migration {

  override name = 'Migration20261127031909_user_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "language" varchar(5) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "language";`);
  }

}
