import { Migration } from '@mikro-orm/migrations';

// A person's link to an account changing (confirmed, declined, undone) changes whether the one who
// linked them has a `person_linked` fact: their progress is worked out again. Confirming is recorded
// by the relative and undoing by nobody, so the activity record's trigger does not reach the linker;
// this one compares each updated person's link before and after the statement and finds who linked
// them through the partial index on events.object_id.
export class Migration20261204133500_challenge_link_recount extends Migration {

  override name = 'Migration20261204133500_challenge_link_recount';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function members_link_challenge_recount() returns trigger language plpgsql as $$
begin
  perform challenge_recount(array(
    select e.actor_id from new_rows n join old_rows o on o.id = n.id
      join events e on e.object_id = n.id and e.object_type in ('member', 'relationship') and e.verb = 'member_linked'
    where n.linked_user_id is distinct from o.linked_user_id or n.link_confirmed is distinct from o.link_confirmed));
  return null;
end $$;`);
    this.addSql(`create trigger "family_members_link_challenge_recount" after update on "family_members" referencing old table as old_rows new table as new_rows for each statement execute function members_link_challenge_recount();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "family_members_link_challenge_recount" on "family_members";`);
    this.addSql(`drop function if exists members_link_challenge_recount();`);
  }

}
