import { Migration } from '@mikro-orm/migrations';

// Birth and death follow the one date model (shared/dates): the date as written, GEDCOM style, and
// the span of days it can mean; plus where they happened. Every exact day kept so far becomes that
// day ("9 DEC 1906"), nothing lost.
export class Migration20261124142657_life_dates extends Migration {

  override name = 'Migration20261124142657_life_dates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "family_members" add "birth_date" varchar(200) null, add "birth_earliest" date null, add "birth_latest" date null, add "birth_place" varchar(200) null, add "death_date" varchar(200) null, add "death_earliest" date null, add "death_latest" date null, add "death_place" varchar(200) null;`);
    this.addSql(`update "family_members" set
      "birth_date" = to_char("date_of_birth", 'FMDD MON FMYYYY'), "birth_earliest" = "date_of_birth", "birth_latest" = "date_of_birth",
      "death_date" = to_char("date_of_death", 'FMDD MON FMYYYY'), "death_earliest" = "date_of_death", "death_latest" = "date_of_death"
      where "date_of_birth" is not null or "date_of_death" is not null;`);
    this.addSql(`alter table "family_members" drop column "date_of_birth", drop column "date_of_death";`);
    this.addSql(`create index "family_members_tree_birth_index" on "family_members" ("tree_id", "birth_earliest");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "family_members_tree_birth_index";`);
    this.addSql(`alter table "family_members" add "date_of_birth" date null, add "date_of_death" date null;`);
    // Only exact days fit the old columns.
    this.addSql(`update "family_members" set
      "date_of_birth" = case when "birth_earliest" = "birth_latest" then "birth_earliest" end,
      "date_of_death" = case when "death_earliest" = "death_latest" then "death_earliest" end;`);
    this.addSql(`alter table "family_members" drop column "birth_date", drop column "birth_earliest", drop column "birth_latest", drop column "birth_place", drop column "death_date", drop column "death_earliest", drop column "death_latest", drop column "death_place";`);
  }

}
