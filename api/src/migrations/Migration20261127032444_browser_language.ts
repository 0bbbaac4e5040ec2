import { Migration } from '@mikro-orm/migrations';

// The language of the browser each person last used, for what is written for them while they follow it.
export class Migration20261127032444_browser_language extends Migration {

  override name = 'Migration20261127032444_browser_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "browser_language" varchar(5) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "browser_language";`);
  }

}
