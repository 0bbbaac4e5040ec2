import { Migration } from '@mikro-orm/migrations';

export class Migration20261121204411_initial extends Migration {

  override name = 'Migration20261121204411_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "sessions" ("sid" varchar(64) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(254) not null, "sub" varchar(255) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image" varchar(200) null, "date_of_birth" date null, "phone" varchar(40) null, "address" varchar(300) null, "bio" text null, "occupation" varchar(100) null, "relationship_status" varchar(20) null, "hometown" varchar(100) null, "current_city" varchar(100) null, "location" varchar(100) null, "interests" text[] not null default '{}', "social_media" jsonb null, "privacy_settings" jsonb not null, "is_onboarded" boolean not null default false, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "stored_files" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "key" varchar(200) not null, "owner_id" uuid not null, "purpose" varchar(20) not null, "mime_type" varchar(100) not null, "size" int not null, primary key ("id"));`);
    this.addSql(`alter table "stored_files" add constraint "stored_files_key_unique" unique ("key");`);
    this.addSql(`create index "stored_files_owner_id_index" on "stored_files" ("owner_id");`);

    this.addSql(`create table "family_members" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "linked_user_id" uuid null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "date_of_birth" date null, "date_of_death" date null, "profile_picture" varchar(200) null, "bio" text null, "gender" varchar(10) not null default 'other', "is_alive" boolean not null default true, "is_self" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "family_members_owner_id_index" on "family_members" ("owner_id");`);
    this.addSql(`create index "family_members_linked_user_id_index" on "family_members" ("linked_user_id");`);
    this.addSql(`create unique index "family_members_one_self_per_tree" on "family_members" ("owner_id") where "is_self" = true;`);

    this.addSql(`create table "activities" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "kind" varchar(40) not null, "summary" varchar(300) not null, primary key ("id"));`);
    this.addSql(`create index "activities_user_id_created_at_index" on "activities" ("user_id", "created_at");`);

    this.addSql(`create table "access_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "name" varchar(100) not null, "prefix" varchar(20) not null, "token_hash" varchar(64) not null, "last_used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "access_tokens_user_id_index" on "access_tokens" ("user_id");`);
    this.addSql(`alter table "access_tokens" add constraint "access_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "stored_files" add constraint "stored_files_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "family_members" add constraint "family_members_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "family_members" add constraint "family_members_linked_user_id_foreign" foreign key ("linked_user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "activities" add constraint "activities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "access_tokens" add constraint "access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stored_files" drop constraint "stored_files_owner_id_foreign";`);
    this.addSql(`alter table "family_members" drop constraint "family_members_owner_id_foreign";`);
    this.addSql(`alter table "family_members" drop constraint "family_members_linked_user_id_foreign";`);
    this.addSql(`alter table "activities" drop constraint "activities_user_id_foreign";`);
    this.addSql(`alter table "access_tokens" drop constraint "access_tokens_user_id_foreign";`);

    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "stored_files" cascade;`);
    this.addSql(`drop table if exists "family_members" cascade;`);
    this.addSql(`drop table if exists "activities" cascade;`);
    this.addSql(`drop table if exists "access_tokens" cascade;`);
  }

}
