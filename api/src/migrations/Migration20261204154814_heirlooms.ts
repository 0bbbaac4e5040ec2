import { Migration } from '@mikro-orm/migrations';

export class Migration20261204154814_heirlooms extends Migration {

  override name = 'Migration20261204154814_heirlooms';

  override up(): void | Promise<void> {
    this.addSql(`create table "family_assets" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tree_id" uuid not null, "recorded_by_id" uuid null, "name" varchar(200) not null, "asset_type" varchar(20) not null, "description" text null, "story" text null, "acquisition_date" varchar(200) null, "acquisition_earliest" date null, "acquisition_latest" date null, "acquisition_day" date null, "value_amount" numeric(14,2) null, "value_currency" varchar(3) null, "intended_owner_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "family_assets_recorded_by_id_index" on "family_assets" ("recorded_by_id");`);
    this.addSql(`create index "family_assets_intended_owner_id_index" on "family_assets" ("intended_owner_id");`);
    this.addSql(`create index "family_assets_tree_name_index" on "family_assets" ("tree_id", "name", "id");`);
    this.addSql(`create index "family_assets_tree_acquisition_index" on "family_assets" ("tree_id", "acquisition_day", "id");`);

    this.addSql(`create table "family_asset_photos" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "heirloom_id" uuid not null, "file_id" uuid not null, "position" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "family_asset_photos_heirloom_id_index" on "family_asset_photos" ("heirloom_id");`);
    this.addSql(`alter table "family_asset_photos" add constraint "family_asset_photos_file_id_unique" unique ("file_id");`);

    this.addSql(`create table "family_asset_owners" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "heirloom_id" uuid not null, "tree_id" uuid not null, "member_id" uuid null, "position" int not null, "current" boolean not null default false, "how" varchar(10) null, "since" varchar(200) null, "since_earliest" date null, "since_latest" date null, "since_day" date null, "until" varchar(200) null, "until_earliest" date null, "until_latest" date null, primary key ("id"));`);
    this.addSql(`create index "family_asset_owners_heirloom_id_index" on "family_asset_owners" ("heirloom_id");`);
    this.addSql(`create index "family_asset_owners_member_id_index" on "family_asset_owners" ("member_id");`);
    this.addSql(`create index "family_asset_owners_tree_since_index" on "family_asset_owners" ("tree_id", "since_day", "id");`);

    this.addSql(`create table "family_asset_documents" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "heirloom_id" uuid not null, "file_id" uuid not null, "name" varchar(200) not null, "position" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "family_asset_documents_heirloom_id_index" on "family_asset_documents" ("heirloom_id");`);
    this.addSql(`alter table "family_asset_documents" add constraint "family_asset_documents_file_id_unique" unique ("file_id");`);

    this.addSql(`alter table "family_assets" add constraint "family_assets_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "family_assets" add constraint "family_assets_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "family_assets" add constraint "family_assets_intended_owner_id_foreign" foreign key ("intended_owner_id") references "family_members" ("id") on delete set null;`);

    this.addSql(`alter table "family_asset_photos" add constraint "family_asset_photos_heirloom_id_foreign" foreign key ("heirloom_id") references "family_assets" ("id") on delete cascade;`);
    this.addSql(`alter table "family_asset_photos" add constraint "family_asset_photos_file_id_foreign" foreign key ("file_id") references "stored_files" ("id") on delete cascade;`);

    this.addSql(`alter table "family_asset_owners" add constraint "family_asset_owners_heirloom_id_foreign" foreign key ("heirloom_id") references "family_assets" ("id") on delete cascade;`);
    this.addSql(`alter table "family_asset_owners" add constraint "family_asset_owners_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "family_asset_owners" add constraint "family_asset_owners_member_id_foreign" foreign key ("member_id") references "family_members" ("id") on delete set null;`);

    this.addSql(`alter table "family_asset_documents" add constraint "family_asset_documents_heirloom_id_foreign" foreign key ("heirloom_id") references "family_assets" ("id") on delete cascade;`);
    this.addSql(`alter table "family_asset_documents" add constraint "family_asset_documents_file_id_foreign" foreign key ("file_id") references "stored_files" ("id") on delete cascade;`);

    // What the entities guard, kept by the database too: the kinds, a value whole or absent, one current owner.
    this.addSql(`alter table "family_assets" add constraint "family_assets_type_check" check ("asset_type" in ('jewellery', 'furniture', 'document', 'photograph', 'tool', 'textile', 'recipe', 'other'));`);
    this.addSql(`alter table "family_assets" add constraint "family_assets_value_check" check (("value_amount" is null) = ("value_currency" is null) and ("value_amount" is null or "value_amount" >= 0));`);
    this.addSql(`alter table "family_asset_owners" add constraint "family_asset_owners_how_check" check ("how" in ('inherited', 'gift', 'bought', 'other'));`);
    this.addSql(`create unique index "family_asset_owners_one_current_index" on "family_asset_owners" ("heirloom_id") where "current";`);
    // Search finds heirlooms by the words of their name, description and story (search/heirloom-search.repository.ts
    // writes the same expression, so that this index is used).
    this.addSql(`create index "family_assets_search_index" on "family_assets" using gin (to_tsvector('simple', "name" || ' ' || coalesce("description", '') || ' ' || coalesce("story", '')));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "family_asset_photos" drop constraint "family_asset_photos_heirloom_id_foreign";`);
    this.addSql(`alter table "family_asset_owners" drop constraint "family_asset_owners_heirloom_id_foreign";`);
    this.addSql(`alter table "family_asset_documents" drop constraint "family_asset_documents_heirloom_id_foreign";`);

    this.addSql(`drop table if exists "family_assets" cascade;`);
    this.addSql(`drop table if exists "family_asset_photos" cascade;`);
    this.addSql(`drop table if exists "family_asset_owners" cascade;`);
    this.addSql(`drop table if exists "family_asset_documents" cascade;`);
  }

}
