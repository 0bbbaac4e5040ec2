import { Migration } from '@mikro-orm/migrations';

/**
 * Stories, family events (invitations, answers, photos), calendar feeds, notifications with their
 * settings, and the indexes of search (full text, and trigram similarity for names).
 */
export class Migration20261126160000_stories_events_notifications extends Migration {

  override name = 'Migration20261126160000_stories_events_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table "family_stories" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "author_id" uuid null, "title" varchar(200) not null, "content" text not null,
      "story_type" varchar(20) not null default 'memory', "event_date" date null,
      "is_public" boolean not null default true, "circle_id" uuid null,
      constraint "family_stories_pkey" primary key ("id"),
      constraint "family_stories_type_check" check ("story_type" in ('memory', 'milestone', 'tradition', 'achievement')));`);
    this.addSql(`alter table "family_stories" add constraint "family_stories_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "family_stories" add constraint "family_stories_circle_id_foreign" foreign key ("circle_id") references "family_circles" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "family_stories_author_time_index" on "family_stories" ("author_id", "created_at");`);
    this.addSql(`create index "family_stories_circle_time_index" on "family_stories" ("circle_id", "created_at");`);
    this.addSql(`create index "family_stories_time_index" on "family_stories" ("created_at", "id");`);
    this.addSql(`create index "family_stories_search_index" on "family_stories" using gin (to_tsvector('simple', "title" || ' ' || "content"));`);

    this.addSql(`create table "story_tags" (
      "story_id" uuid not null, "member_id" uuid not null,
      constraint "story_tags_pkey" primary key ("story_id", "member_id"));`);
    this.addSql(`alter table "story_tags" add constraint "story_tags_story_id_foreign" foreign key ("story_id") references "family_stories" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "story_tags" add constraint "story_tags_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "story_tags_member_index" on "story_tags" ("member_id");`);

    this.addSql(`create table "story_memories" (
      "story_id" uuid not null, "memory_id" uuid not null, "position" int not null default 0,
      constraint "story_memories_pkey" primary key ("story_id", "memory_id"));`);
    this.addSql(`alter table "story_memories" add constraint "story_memories_story_id_foreign" foreign key ("story_id") references "family_stories" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "story_memories" add constraint "story_memories_memory_id_foreign" foreign key ("memory_id") references "memories" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "story_memories_memory_index" on "story_memories" ("memory_id");`);

    this.addSql(`create table "family_events" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "organizer_id" uuid null, "title" varchar(200) not null, "event_type" varchar(20) not null default 'gathering',
      "starts_at" timestamptz not null, "ends_at" timestamptz null, "time_zone" varchar(64) not null, "all_day" boolean not null default false,
      "location" varchar(200) null, "address" varchar(500) null, "description" text null,
      "is_private" boolean not null default false, "cancelled_at" timestamptz null,
      constraint "family_events_pkey" primary key ("id"),
      constraint "family_events_end_check" check ("ends_at" is null or "ends_at" >= "starts_at"));`);
    this.addSql(`alter table "family_events" add constraint "family_events_organizer_id_foreign" foreign key ("organizer_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "family_events_organizer_start_index" on "family_events" ("organizer_id", "starts_at");`);
    this.addSql(`create index "family_events_start_index" on "family_events" ("starts_at", "id");`);
    this.addSql(`create index "family_events_search_index" on "family_events" using gin (to_tsvector('simple', "title" || ' ' || coalesce("description", '') || ' ' || coalesce("location", '')));`);

    this.addSql(`create table "family_event_invitations" (
      "id" uuid not null, "event_id" uuid not null, "user_id" uuid not null, "invited_at" timestamptz not null,
      "response" varchar(10) null, "responded_at" timestamptz null,
      constraint "family_event_invitations_pkey" primary key ("id"),
      constraint "family_event_invitations_response_check" check ("response" is null or "response" in ('going', 'maybe', 'not_going')));`);
    this.addSql(`alter table "family_event_invitations" add constraint "family_event_invitations_event_id_foreign" foreign key ("event_id") references "family_events" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "family_event_invitations" add constraint "family_event_invitations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "family_event_invitations" add constraint "family_event_invitations_event_user_unique" unique ("event_id", "user_id");`);
    this.addSql(`create index "family_event_invitations_user_index" on "family_event_invitations" ("user_id");`);

    this.addSql(`create table "family_event_photos" (
      "event_id" uuid not null, "memory_id" uuid not null, "position" int not null default 0,
      constraint "family_event_photos_pkey" primary key ("event_id", "memory_id"));`);
    this.addSql(`alter table "family_event_photos" add constraint "family_event_photos_event_id_foreign" foreign key ("event_id") references "family_events" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "family_event_photos" add constraint "family_event_photos_memory_id_foreign" foreign key ("memory_id") references "memories" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "calendar_feeds" (
      "id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null,
      constraint "calendar_feeds_pkey" primary key ("id"));`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "notifications" (
      "id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null,
      "kind" varchar(30) not null, "actor_id" uuid null, "message" varchar(500) not null, "link" varchar(300) not null,
      "object_id" uuid null, "read_at" timestamptz null, "emailed_at" timestamptz null,
      constraint "notifications_pkey" primary key ("id"));`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "notifications_user_time_index" on "notifications" ("user_id", "created_at", "id");`);
    this.addSql(`create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null;`);
    // Reminders (birthdays, anniversaries) are made once per person, kind and year.
    this.addSql(`create unique index "notifications_reminder_unique" on "notifications" ("user_id", "kind", "object_id", (extract(year from "created_at" at time zone 'UTC'))) where "kind" in ('upcoming_birthday', 'upcoming_anniversary');`);
    // Every server listening on the channel hears of each new notification once it is committed.
    this.addSql(`create function "notifications_announce"() returns trigger language plpgsql as $$
      begin perform pg_notify('kinfolk_notifications', json_build_object('id', new.id, 'userId', new.user_id)::text); return null; end $$;`);
    this.addSql(`create trigger "notifications_announce" after insert on "notifications" for each row execute function "notifications_announce"();`);

    this.addSql(`create table "notification_settings" (
      "user_id" uuid not null, "disabled_kinds" text[] not null default '{}', "digest" varchar(10) not null default 'off',
      "last_digest_at" timestamptz null,
      constraint "notification_settings_pkey" primary key ("user_id"),
      constraint "notification_settings_digest_check" check ("digest" in ('off', 'daily', 'weekly')));`);
    this.addSql(`alter table "notification_settings" add constraint "notification_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    // Search: names by trigram similarity ("Jon Smyth" finds "John Smith"), titles and texts by words.
    this.addSql(`create index "family_members_name_trgm_index" on "family_members" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`);
    this.addSql(`create index "memories_search_index" on "memories" using gin (to_tsvector('simple', "title" || ' ' || coalesce("description", '')));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "memories_search_index";`);
    this.addSql(`drop index if exists "family_members_name_trgm_index";`);
    this.addSql(`drop table if exists "notification_settings" cascade;`);
    this.addSql(`drop trigger if exists "notifications_announce" on "notifications";`);
    this.addSql(`drop function if exists "notifications_announce"();`);
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);
    this.addSql(`drop table if exists "family_event_photos" cascade;`);
    this.addSql(`drop table if exists "family_event_invitations" cascade;`);
    this.addSql(`drop table if exists "family_events" cascade;`);
    this.addSql(`drop table if exists "story_memories" cascade;`);
    this.addSql(`drop table if exists "story_tags" cascade;`);
    this.addSql(`drop table if exists "family_stories" cascade;`);
  }

}
