import { Migration } from '@mikro-orm/migrations';

export class Migration20261204154557_challenge_off_periods extends Migration {

  override name = 'Migration20261204154557_challenge_off_periods';

  override up(): void | Promise<void> {
    this.addSql(`alter table "discovery_challenges" add "off_periods" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "discovery_challenges" drop column "off_periods";`);
  }

}
