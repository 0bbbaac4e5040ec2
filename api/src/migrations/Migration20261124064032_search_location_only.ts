import { Migration } from '@mikro-orm/migrations';

// Location search matches only the location other users see, never the hometown or current city.
export class Migration20261124064032_search_location_only extends Migration {

  override name = 'Migration20261124064032_search_location_only';

  override up(): void | Promise<void> {
    this.addSql(`drop index "users_location_trgm_index";`);
    this.addSql(`create index "users_shown_location_trgm_index" on "users" using gin ((coalesce("location", '')) gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_shown_location_trgm_index";`);
    this.addSql(`create index "users_location_trgm_index" on "users" using gin ((coalesce("location", '') || ' ' || coalesce("current_city", '') || ' ' || coalesce("hometown", '')) gin_trgm_ops);`);
  }

}
