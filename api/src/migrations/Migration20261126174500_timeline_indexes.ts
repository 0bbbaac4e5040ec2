import { Migration } from '@mikro-orm/migrations';

// The timeline is derived from people, partnerships, memories, stories and family events: each is
// read newest first by (day, id) and only as far as a page reaches, along these indexes (scanned
// backwards). Their expressions are the ones the timeline's statements order by.

export class Migration20261126174500_timeline_indexes extends Migration {

  override name = 'Migration20261126174500_timeline_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "family_members_tree_birth_day_index" on "family_members" ("tree_id", "birth_earliest", "id");`);
    this.addSql(`create index "family_members_tree_death_day_index" on "family_members" ("tree_id", "death_earliest", "id") where "death_earliest" is not null;`);
    this.addSql(`create index "family_relationships_partner_day_index" on "family_relationships" ("tree_id", "start_date", "id") where "kind" = 'partner' and "start_date" is not null;`);
    this.addSql(`create index "memories_circle_day_index" on "memories" ("circle_id", "event_date", "id") where "event_date" is not null;`);
    this.addSql(`create index "family_stories_day_index" on "family_stories" ((coalesce("event_date", ("created_at" at time zone 'UTC')::date)), "id");`);
    this.addSql(`create index "family_events_day_index" on "family_events" ((("starts_at" at time zone "time_zone")::date), "id") where "cancelled_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "family_events_day_index";`);
    this.addSql(`drop index if exists "family_stories_day_index";`);
    this.addSql(`drop index if exists "memories_circle_day_index";`);
    this.addSql(`drop index if exists "family_relationships_partner_day_index";`);
    this.addSql(`drop index if exists "family_members_tree_death_day_index";`);
    this.addSql(`drop index if exists "family_members_tree_birth_day_index";`);
  }

}
