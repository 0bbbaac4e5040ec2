import { Migration } from '@mikro-orm/migrations';

// Onboarding asks for a gender (optional). A person standing for a user has no gender until the
// user says one: the 'other' such people were given by default said nothing, so it is cleared.
export class Migration20261124142034_onboarding_gender extends Migration {

  override name = 'Migration20261124142034_onboarding_gender';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "gender" varchar(10) null;`);

    this.addSql(`alter table "family_members" alter column "gender" drop not null;`);
    this.addSql(`update "family_members" set "gender" = null where "mirrors_profile" and "gender" = 'other';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "family_members" set "gender" = 'other' where "gender" is null;`);
    this.addSql(`alter table "family_members" alter column "gender" set not null;`);

    this.addSql(`alter table "users" drop column "gender";`);
  }

}
