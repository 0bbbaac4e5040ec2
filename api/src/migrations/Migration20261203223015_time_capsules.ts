import { Migration } from '@mikro-orm/migrations';

export class Migration20261203223015_time_capsules extends Migration {

  override name = 'Migration20261203223015_time_capsules';

  override up(): void | Promise<void> {
    this.addSql(`create table "time_capsules" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "creator_id" uuid not null, "title" varchar(200) not null, "message" text null, "recipient_kind" varchar(10) not null default 'relatives', "circle_id" uuid null, "tree_id" uuid null, "open_at" timestamptz not null, "time_zone" varchar(64) not null, "status" varchar(10) not null default 'draft', "sealed_at" timestamptz null, "opened_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "time_capsules_creator_id_index" on "time_capsules" ("creator_id");`);
    this.addSql(`create index "time_capsules_circle_id_index" on "time_capsules" ("circle_id");`);
    this.addSql(`create index "time_capsules_tree_id_index" on "time_capsules" ("tree_id");`);
    this.addSql(`create index "time_capsules_due_index" on "time_capsules" ("status", "open_at");`);

    this.addSql(`create table "time_capsule_recipients" ("capsule_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("capsule_id", "user_id"));`);
    this.addSql(`create index "time_capsule_recipients_user_id_index" on "time_capsule_recipients" ("user_id");`);

    this.addSql(`create table "time_capsule_attachments" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "capsule_id" uuid not null, "file_id" uuid not null, "kind" varchar(10) not null, primary key ("id"));`);
    this.addSql(`create index "time_capsule_attachments_capsule_id_index" on "time_capsule_attachments" ("capsule_id");`);
    this.addSql(`alter table "time_capsule_attachments" add constraint "time_capsule_attachments_file_id_unique" unique ("file_id");`);

    this.addSql(`alter table "time_capsules" add constraint "time_capsules_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "time_capsules" add constraint "time_capsules_circle_id_foreign" foreign key ("circle_id") references "family_circles" ("id") on delete set null;`);
    this.addSql(`alter table "time_capsules" add constraint "time_capsules_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete set null;`);

    this.addSql(`alter table "time_capsule_recipients" add constraint "time_capsule_recipients_capsule_id_foreign" foreign key ("capsule_id") references "time_capsules" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "time_capsule_recipients" add constraint "time_capsule_recipients_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "time_capsule_attachments" add constraint "time_capsule_attachments_capsule_id_foreign" foreign key ("capsule_id") references "time_capsules" ("id") on delete cascade;`);
    this.addSql(`alter table "time_capsule_attachments" add constraint "time_capsule_attachments_file_id_foreign" foreign key ("file_id") references "stored_files" ("id") on delete cascade;`);

    // The timeline reads opened capsules by the day they opened, where they were written for; search
    // finds opened capsules by their words (sealed ones are never in the index).
    this.addSql(`create index "time_capsules_opened_day_index" on "time_capsules" (((open_at at time zone time_zone)::date), id) where status = 'opened';`);
    this.addSql(`create index "time_capsules_search_index" on "time_capsules" using gin (to_tsvector('simple', title || ' ' || coalesce(message, ''))) where status = 'opened';`);

    // An attachment taken out (or gone with its capsule) leaves its file to the clean-up job.
    this.addSql(`create function kinfolk_capsule_attachment_deleted() returns trigger language plpgsql as $$
begin
  update stored_files set status = 'deleting', updated_at = now() where id in (select file_id from old_rows);
  return null;
end $$;`);
    this.addSql(`create trigger time_capsule_attachments_deleted_file_removed after delete on "time_capsule_attachments"
      referencing old table as old_rows for each statement execute function kinfolk_capsule_attachment_deleted();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger time_capsule_attachments_deleted_file_removed on "time_capsule_attachments";`);
    this.addSql(`drop function kinfolk_capsule_attachment_deleted();`);
    this.addSql(`alter table "time_capsule_recipients" drop constraint "time_capsule_recipients_capsule_id_foreign";`);
    this.addSql(`alter table "time_capsule_attachments" drop constraint "time_capsule_attachments_capsule_id_foreign";`);

    this.addSql(`drop table if exists "time_capsules" cascade;`);
    this.addSql(`drop table if exists "time_capsule_recipients" cascade;`);
    this.addSql(`drop table if exists "time_capsule_attachments" cascade;`);
  }

}
