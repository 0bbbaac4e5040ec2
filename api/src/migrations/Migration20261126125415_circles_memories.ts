import { Migration } from '@mikro-orm/migrations';

// Family circles with their members and requests to join; memories (a photo or video in a circle)
// and the people tagged in them; stored files with their life (uploading, ready, deleting), sizes of
// videos (bigint), dimensions and derived pictures. Whatever deletes a memory (the memory itself,
// its circle, a user) marks its file for removal in the same statement, so the clean-up job removes
// the stored object and never leaves one behind.

export class Migration20261126125415_circles_memories extends Migration {

  override name = 'Migration20261126125415_circles_memories';

  override up(): void | Promise<void> {
    this.addSql(`create table "family_circles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(100) not null, "description" text null, "owner_id" uuid not null, "is_private" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "family_circles_owner_id_index" on "family_circles" ("owner_id");`);

    this.addSql(`create table "memories" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "title" varchar(200) not null, "description" text null, "kind" varchar(10) not null, "event_date" date null, "circle_id" uuid not null, "uploaded_by_id" uuid null, "file_id" uuid not null, primary key ("id"));`);
    this.addSql(`create index "memories_uploaded_by_id_index" on "memories" ("uploaded_by_id");`);
    this.addSql(`alter table "memories" add constraint "memories_file_id_unique" unique ("file_id");`);
    this.addSql(`create index "memories_circle_time_index" on "memories" ("circle_id", "created_at", "id");`);

    this.addSql(`create table "photo_tags" ("id" uuid not null, "memory_id" uuid not null, "member_id" uuid not null, "box_x" double precision null, "box_y" double precision null, "box_width" double precision null, "box_height" double precision null, "tagged_by_id" uuid null, "is_verified" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "photo_tags_member_id_index" on "photo_tags" ("member_id");`);
    this.addSql(`alter table "photo_tags" add constraint "photo_tags_memory_member_unique" unique ("memory_id", "member_id");`);

    this.addSql(`create table "circle_members" ("id" uuid not null, "circle_id" uuid not null, "user_id" uuid not null, "role" varchar(10) not null, "joined_at" timestamptz not null, "last_opened_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "circle_members_user_id_index" on "circle_members" ("user_id");`);
    this.addSql(`alter table "circle_members" add constraint "circle_members_circle_user_unique" unique ("circle_id", "user_id");`);

    this.addSql(`create table "circle_join_requests" ("id" uuid not null, "circle_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "circle_join_requests_user_id_index" on "circle_join_requests" ("user_id");`);
    this.addSql(`alter table "circle_join_requests" add constraint "circle_join_requests_circle_user_unique" unique ("circle_id", "user_id");`);

    this.addSql(`alter table "stored_files" add "status" varchar(10) not null default 'ready', add "width" int null, add "height" int null, add "duration_seconds" double precision null, add "parent_id" uuid null, add "variant" varchar(10) null;`);
    this.addSql(`alter table "stored_files" add constraint "stored_files_parent_id_foreign" foreign key ("parent_id") references "stored_files" ("id") on delete cascade;`);
    this.addSql(`alter table "stored_files" alter column "size" type bigint using ("size"::bigint);`);
    this.addSql(`alter table "stored_files" alter column "size" set default '0';`);
    this.addSql(`create index "stored_files_parent_id_index" on "stored_files" ("parent_id");`);
    this.addSql(`create index "stored_files_status_updated_index" on "stored_files" ("status", "updated_at");`);

    this.addSql(`alter table "family_circles" add constraint "family_circles_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "memories" add constraint "memories_circle_id_foreign" foreign key ("circle_id") references "family_circles" ("id") on delete cascade;`);
    this.addSql(`alter table "memories" add constraint "memories_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "memories" add constraint "memories_file_id_foreign" foreign key ("file_id") references "stored_files" ("id") on delete cascade;`);

    this.addSql(`alter table "photo_tags" add constraint "photo_tags_memory_id_foreign" foreign key ("memory_id") references "memories" ("id") on delete cascade;`);
    this.addSql(`alter table "photo_tags" add constraint "photo_tags_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on delete cascade;`);
    this.addSql(`alter table "photo_tags" add constraint "photo_tags_tagged_by_id_foreign" foreign key ("tagged_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "circle_members" add constraint "circle_members_circle_id_foreign" foreign key ("circle_id") references "family_circles" ("id") on delete cascade;`);
    this.addSql(`alter table "circle_members" add constraint "circle_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "circle_join_requests" add constraint "circle_join_requests_circle_id_foreign" foreign key ("circle_id") references "family_circles" ("id") on delete cascade;`);
    this.addSql(`alter table "circle_join_requests" add constraint "circle_join_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create function kinfolk_memory_deleted() returns trigger language plpgsql as $$
begin
  update stored_files set status = 'deleting', updated_at = now() where id in (select file_id from old_rows);
  return null;
end $$;`);
    this.addSql(`create trigger memories_deleted_file_removed after delete on "memories"
      referencing old table as old_rows for each statement execute function kinfolk_memory_deleted();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger memories_deleted_file_removed on "memories";`);
    this.addSql(`drop function kinfolk_memory_deleted();`);
    this.addSql(`alter table "memories" drop constraint "memories_circle_id_foreign";`);
    this.addSql(`alter table "circle_members" drop constraint "circle_members_circle_id_foreign";`);
    this.addSql(`alter table "circle_join_requests" drop constraint "circle_join_requests_circle_id_foreign";`);
    this.addSql(`alter table "photo_tags" drop constraint "photo_tags_memory_id_foreign";`);

    this.addSql(`drop table if exists "family_circles" cascade;`);
    this.addSql(`drop table if exists "memories" cascade;`);
    this.addSql(`drop table if exists "photo_tags" cascade;`);
    this.addSql(`drop table if exists "circle_members" cascade;`);
    this.addSql(`drop table if exists "circle_join_requests" cascade;`);

    this.addSql(`alter table "stored_files" drop constraint "stored_files_parent_id_foreign";`);

    this.addSql(`drop index "stored_files_parent_id_index";`);
    this.addSql(`drop index "stored_files_status_updated_index";`);
    this.addSql(`alter table "stored_files" drop column "status", drop column "width", drop column "height", drop column "duration_seconds", drop column "parent_id", drop column "variant";`);
    this.addSql(`alter table "stored_files" alter column "size" drop default;`);
    this.addSql(`alter table "stored_files" alter column "size" type int using ("size"::int);`);
  }

}
