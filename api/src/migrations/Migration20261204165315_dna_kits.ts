import { Migration } from '@mikro-orm/migrations';

export class Migration20261204165315_dna_kits extends Migration {

  override name = 'Migration20261204165315_dna_kits';

  override up(): void | Promise<void> {
    this.addSql(`create table "dna_profiles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "provider" varchar(20) not null, "profile_id" varchar(100) null, "raw_data_key" varchar(200) not null, "key_id" varchar(64) not null, "stored_bytes" int not null, "traits" jsonb not null default '{}', "tree_id" uuid null, "person_id" uuid null, "of_relative" boolean not null default false, "relative_consent_at" timestamptz null, "file_version" varchar(40) null, "markers" int not null, "no_calls" int not null, "inferred_sex" varchar(10) not null, "status" varchar(10) not null default 'comparing', "compared_count" int not null default 0, "compare_total" int not null default 0, "last_synced" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "dna_profiles_user_id_index" on "dna_profiles" ("user_id");`);
    this.addSql(`alter table "dna_profiles" add constraint "dna_profiles_raw_data_key_unique" unique ("raw_data_key");`);
    this.addSql(`create index "dna_profiles_tree_id_index" on "dna_profiles" ("tree_id");`);
    this.addSql(`create index "dna_profiles_person_id_index" on "dna_profiles" ("person_id");`);

    this.addSql(`create table "dna_match_consents" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "kit_id" uuid not null, "with_user_id" uuid null, "tree_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "dna_match_consents_kit_id_index" on "dna_match_consents" ("kit_id");`);
    this.addSql(`create index "dna_match_consents_with_user_id_index" on "dna_match_consents" ("with_user_id");`);
    this.addSql(`create index "dna_match_consents_tree_id_index" on "dna_match_consents" ("tree_id");`);
    this.addSql(`alter table "dna_match_consents" add constraint "dna_match_consents_kit_user_unique" unique ("kit_id", "with_user_id");`);
    this.addSql(`alter table "dna_match_consents" add constraint "dna_match_consents_kit_tree_unique" unique ("kit_id", "tree_id");`);

    this.addSql(`create table "dna_comparisons" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "kit_a_id" uuid not null, "kit_b_id" uuid not null, "results" jsonb not null, "computed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "dna_comparisons_kit_a_id_index" on "dna_comparisons" ("kit_a_id");`);
    this.addSql(`create index "dna_comparisons_kit_b_id_index" on "dna_comparisons" ("kit_b_id");`);
    this.addSql(`alter table "dna_comparisons" add constraint "dna_comparisons_pair_unique" unique ("kit_a_id", "kit_b_id");`);

    this.addSql(`alter table "dna_profiles" add constraint "dna_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "dna_profiles" add constraint "dna_profiles_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete set null;`);
    this.addSql(`alter table "dna_profiles" add constraint "dna_profiles_person_id_foreign" foreign key ("person_id") references "family_members" ("id") on delete set null;`);

    this.addSql(`alter table "dna_match_consents" add constraint "dna_match_consents_kit_id_foreign" foreign key ("kit_id") references "dna_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "dna_match_consents" add constraint "dna_match_consents_with_user_id_foreign" foreign key ("with_user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "dna_match_consents" add constraint "dna_match_consents_tree_id_foreign" foreign key ("tree_id") references "trees" ("id") on delete cascade;`);
    this.addSql(`alter table "dna_match_consents" add constraint "dna_match_consents_one_target" check ((with_user_id is null) <> (tree_id is null));`);

    this.addSql(`alter table "dna_comparisons" add constraint "dna_comparisons_kit_a_id_foreign" foreign key ("kit_a_id") references "dna_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "dna_comparisons" add constraint "dna_comparisons_kit_b_id_foreign" foreign key ("kit_b_id") references "dna_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "dna_comparisons" add constraint "dna_comparisons_ordered_pair" check (kit_a_id < kit_b_id);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "dna_match_consents" drop constraint "dna_match_consents_kit_id_foreign";`);
    this.addSql(`alter table "dna_comparisons" drop constraint "dna_comparisons_kit_a_id_foreign";`);
    this.addSql(`alter table "dna_comparisons" drop constraint "dna_comparisons_kit_b_id_foreign";`);

    this.addSql(`drop table if exists "dna_profiles" cascade;`);
    this.addSql(`drop table if exists "dna_match_consents" cascade;`);
    this.addSql(`drop table if exists "dna_comparisons" cascade;`);
  }

}
