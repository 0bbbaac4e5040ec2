import { Migration } from '@mikro-orm/migrations';

// Search finds achievements by the words of their title and description (search/achievement-search.repository.ts
// writes the same expression, so that this index is used).
export class Migration20261203224000_achievements_search extends Migration {
  override name = 'Migration20261203224000_achievements_search';

  override up(): void | Promise<void> {
    this.addSql(`create index "family_achievements_search_index" on "family_achievements" using gin (to_tsvector('simple', "title" || ' ' || coalesce("description", '')));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "family_achievements_search_index";`);
  }
}
