import { Migration } from '@mikro-orm/migrations';

// Trees become shared. Every user's people and relationships move into a tree of their own, which
// keeps the user's id as its id (so nothing has to be copied), with the user as its owner. The
// member that stood for the user keeps their profile's name and photo ("mirrors" it), and links
// made by accepted connection requests count as confirmed. The old per-user activity sentences
// become events only their user reads.
export class Migration20261124114311_shared_trees extends Migration {

  override name = 'Migration20261124114311_shared_trees';

  override up(): void | Promise<void> {
    this.addSql(`create table "trees" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(100) not null, "living_years" int not null default 110, "show_living_details" boolean not null default false, primary key ("id"));`);

    this.addSql(`create table "tree_access" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tree_id" uuid not null, "user_id" uuid not null, "role" varchar(10) not null, "status" varchar(10) not null, "invited_by_id" uuid null, "branch_kind" varchar(20) null, "branch_root_id" uuid null, "branch_steps" int null, "last_opened_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "tree_access_user_id_index" on "tree_access" ("user_id");`);
    this.addSql(`alter table "tree_access" add constraint "tree_access_tree_user_unique" unique ("tree_id", "user_id");`);
    this.addSql(`create unique index "tree_access_one_owner" on "tree_access" ("tree_id") where "role" = 'owner';`);
    this.addSql(`alter table "tree_access" add constraint "tree_access_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "tree_access" add constraint "tree_access_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "tree_access" add constraint "tree_access_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);

    // A tree for every user, named after them, which they own.
    this.addSql(`insert into "trees" ("id", "created_at", "updated_at", "name")
      select u.id, u.created_at, now(), left(case
          when nullif(trim(coalesce(u.last_name, '')), '') is not null then 'The ' || trim(u.last_name) || ' family'
          when nullif(trim(coalesce(u.first_name, '')), '') is not null then trim(u.first_name) || '''s family'
          else 'My family tree' end, 100)
      from "users" u;`);
    this.addSql(`insert into "tree_access" ("id", "created_at", "updated_at", "tree_id", "user_id", "role", "status")
      select gen_random_uuid(), now(), now(), u.id, u.id, 'owner', 'active' from "users" u;`);

    // People: the owner column becomes the tree (same id).
    this.addSql(`alter table "family_members" drop constraint "family_members_owner_id_foreign";`);
    this.addSql(`drop index "family_members_one_self_per_tree";`);
    this.addSql(`drop index "family_members_owner_id_index";`);
    this.addSql(`drop index "family_members_owner_name_index";`);
    this.addSql(`alter table "family_members" rename column "owner_id" to "tree_id";`);
    this.addSql(`alter table "family_members" rename column "is_self" to "mirrors_profile";`);
    this.addSql(`alter table "family_members" add "link_confirmed" boolean not null default false;`);
    // A user is one person per tree: where an old tree linked them twice, the person that mirrors
    // their profile (or else the oldest link) keeps the link.
    this.addSql(`update "family_members" m set "linked_user_id" = null
      where m.linked_user_id is not null and exists (
        select 1 from "family_members" o where o.tree_id = m.tree_id and o.linked_user_id = m.linked_user_id and o.id <> m.id
          and (o.mirrors_profile > m.mirrors_profile or (o.mirrors_profile = m.mirrors_profile and o.created_at < m.created_at)
            or (o.mirrors_profile = m.mirrors_profile and o.created_at = m.created_at and o.id < m.id)));`);
    this.addSql(`update "family_members" set "link_confirmed" = true where "linked_user_id" is not null;`);
    this.addSql(`alter table "family_members" add constraint "family_members_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`create index "family_members_tree_name_index" on "family_members" ("tree_id", lower("last_name"), lower("first_name"));`);
    this.addSql(`alter table "family_members" add constraint "family_members_one_person_per_user" unique ("tree_id", "linked_user_id");`);

    // Relationships: likewise.
    this.addSql(`alter table "family_relationships" drop constraint "family_relationships_owner_id_foreign";`);
    this.addSql(`drop index "family_relationships_owner_id_index";`);
    this.addSql(`alter table "family_relationships" rename column "owner_id" to "tree_id";`);
    this.addSql(`alter table "family_relationships" add constraint "family_relationships_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`create index "family_relationships_tree_id_index" on "family_relationships" ("tree_id");`);

    this.addSql(`create table "branch_members" ("access_id" uuid not null, "member_id" uuid not null, primary key ("access_id", "member_id"));`);
    this.addSql(`create index "branch_members_member_id_index" on "branch_members" ("member_id");`);
    this.addSql(`alter table "branch_members" add constraint "branch_members_access_id_foreign" foreign key ("access_id") references "tree_access" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "branch_members" add constraint "branch_members_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "events" ("id" uuid not null, "created_at" timestamptz not null, "actor_id" uuid null, "verb" varchar(40) not null, "object_type" varchar(20) not null, "object_id" uuid null, "tree_id" uuid null, "circle_id" uuid null, "subject_user_id" uuid null, "data" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "events_tree_time_index" on "events" ("tree_id", "created_at");`);
    this.addSql(`create index "events_actor_time_index" on "events" ("actor_id", "created_at");`);
    this.addSql(`create index "events_subject_time_index" on "events" ("subject_user_id", "created_at");`);
    this.addSql(`alter table "events" add constraint "events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "events" add constraint "events_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "events" add constraint "events_subject_user_id_foreign" foreign key ("subject_user_id") references "users" ("id") on delete cascade;`);

    // The old entries keep their sentence; only their user reads them.
    this.addSql(`insert into "events" ("id", "created_at", "actor_id", "verb", "object_type", "object_id", "data")
      select a.id, a.created_at, a.user_id, a.kind, 'user', a.user_id, jsonb_build_object('summary', a.summary) from "activities" a;`);
    this.addSql(`drop table "activities" cascade;`);
  }

  override down(): void | Promise<void> {
    // Back to one private tree per user: only the trees that were made from a user (same id) survive.
    this.addSql(`create table "activities" ("id" uuid not null, "created_at" timestamptz(6) not null, "updated_at" timestamptz(6) not null, "user_id" uuid not null, "kind" varchar(40) not null, "summary" varchar(300) not null, primary key ("id"));`);
    this.addSql(`create index "activities_user_id_created_at_index" on "activities" ("user_id", "created_at");`);
    this.addSql(`alter table "activities" add constraint "activities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`insert into "activities" ("id", "created_at", "updated_at", "user_id", "kind", "summary")
      select e.id, e.created_at, e.created_at, e.actor_id, e.verb, e.data->>'summary' from "events" e
      where e.actor_id is not null and e.data ? 'summary';`);
    this.addSql(`drop table "events" cascade;`);
    this.addSql(`drop table "branch_members" cascade;`);
    this.addSql(`delete from "trees" t where not exists (select 1 from "users" u where u.id = t.id);`);

    this.addSql(`alter table "family_members" drop constraint "family_members_tree_id_foreign";`);
    this.addSql(`alter table "family_members" drop constraint "family_members_one_person_per_user";`);
    this.addSql(`drop index "family_members_tree_name_index";`);
    this.addSql(`alter table "family_members" drop column "link_confirmed";`);
    this.addSql(`alter table "family_members" rename column "mirrors_profile" to "is_self";`);
    this.addSql(`alter table "family_members" rename column "tree_id" to "owner_id";`);
    this.addSql(`alter table "family_members" add constraint "family_members_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create unique index "family_members_one_self_per_tree" on "family_members" ("owner_id") where "is_self" = true;`);
    this.addSql(`create index "family_members_owner_id_index" on "family_members" ("owner_id");`);
    this.addSql(`create index "family_members_owner_name_index" on "family_members" ("owner_id", lower("last_name"), lower("first_name"));`);

    this.addSql(`alter table "family_relationships" drop constraint "family_relationships_tree_id_foreign";`);
    this.addSql(`drop index "family_relationships_tree_id_index";`);
    this.addSql(`alter table "family_relationships" rename column "tree_id" to "owner_id";`);
    this.addSql(`alter table "family_relationships" add constraint "family_relationships_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create index "family_relationships_owner_id_index" on "family_relationships" ("owner_id");`);

    this.addSql(`drop table "tree_access" cascade;`);
    this.addSql(`drop table "trees" cascade;`);
  }

}
