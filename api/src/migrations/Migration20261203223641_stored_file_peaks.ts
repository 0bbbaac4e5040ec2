import { Migration } from '@mikro-orm/migrations';

export class Migration20261203223641_stored_file_peaks extends Migration {

  override name = 'Migration20261203223641_stored_file_peaks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "stored_files" add "peaks" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stored_files" drop column "peaks";`);
  }

}
